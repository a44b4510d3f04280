import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/translation.tsx';
import type { PinMap } from './leaflet-pin.ts';

export type MapTiles = { tileUrl: string; attribution: string };

// The map beside the latitude and longitude fields: Leaflet loads after the page (a dynamic
// import), the pin follows the fields and the fields follow the pin. Without JavaScript, or
// without tiles, the fields alone do the job.
export function LocationPicker(props: { tiles: MapTiles; lat: number | null; lng: number | null; onMove: (lat: number, lng: number) => void }) {
  // Server HTML has no map (nothing to wait for without JavaScript); the browser adds it.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated ? <PinMapView {...props} /> : null;
}

function PinMapView({ tiles, lat, lng, onMove }: { tiles: MapTiles; lat: number | null; lng: number | null; onMove: (lat: number, lng: number) => void }) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const pin = useRef<PinMap | null>(null);
  const latest = useRef({ lat, lng, onMove });
  latest.current = { lat, lng, onMove };
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let disposed = false;
    import('./leaflet-pin.ts')
      .then(({ createPinMap }) => {
        if (disposed || !container.current) return;
        const { lat: startLat, lng: startLng } = latest.current;
        pin.current = createPinMap(container.current, {
          tileUrl: tiles.tileUrl,
          attribution: tiles.attribution,
          lat: startLat ?? 38.7223,
          lng: startLng ?? -9.1393,
          zoom: startLat === null ? 12 : 16,
          pinLabel: t('consoleProperties.basics.pin'),
          onMove: (newLat, newLng) => latest.current.onMove(newLat, newLng),
        });
        setStatus('ready');
      })
      .catch((error: unknown) => {
        console.error('map failed to load', error);
        if (!disposed) setStatus('failed');
      });
    return () => {
      disposed = true;
      pin.current?.destroy();
      pin.current = null;
    };
  }, [tiles.tileUrl, tiles.attribution, t]);

  useEffect(() => {
    if (lat !== null && lng !== null) pin.current?.moveTo(lat, lng);
  }, [lat, lng, status]);

  return (
    <div className="location-picker">
      <p id="location-hint" className="muted">
        {t('consoleProperties.basics.mapHint')}
      </p>
      <div className="location-picker__map" role="region" aria-label={t('consoleProperties.basics.map')} aria-describedby="location-hint" aria-busy={status === 'loading'}>
        <div ref={container} className="location-picker__canvas" />
        {status !== 'ready' && (
          <p className="location-picker__status" role={status === 'failed' ? 'alert' : undefined}>
            {status === 'failed' ? t('consoleProperties.basics.mapFailed') : t('consoleProperties.basics.mapLoading')}
          </p>
        )}
      </div>
    </div>
  );
}
