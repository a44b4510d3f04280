import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from '../../lib/i18n/translation-context.tsx';
import { useRootData } from '../../lib/root-data.ts';
import type { MapHandle } from './leaflet-map.ts';
import type { MapMarker } from './map-marker.ts';

export type LazyMapProps = {
  markers: MapMarker[];
  // Names the map region for screen readers ("Map of the stays found").
  ariaLabel: string;
  className?: string;
  // Zoom for a single marker, and the closest zoom when fitting several (default 15).
  zoom?: number;
};

// A Leaflet map that costs nothing on first load: Leaflet and its CSS are fetched with a dynamic
// import() when the map is first rendered (in the browser only), and the map is removed on
// unmount. Tiles and their credit come from the site's configuration (MAP_TILE_URL). Markers are
// keyboard-focusable price labels with an accessible name; Enter or a click opens a popup with
// the name and a link.
export function LazyMap({ markers, ariaLabel, className, zoom }: LazyMapProps) {
  const { t } = useTranslation();
  const { map: tiles } = useRootData();
  const navigate = useNavigate();
  const container = useRef<HTMLDivElement>(null);
  const handle = useRef<MapHandle | null>(null);
  const latest = useRef({ markers, zoom, navigate });
  latest.current = { markers, zoom, navigate };
  const [status, setStatus] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    let disposed = false;
    setStatus('loading');
    import('./leaflet-map.ts')
      .then(({ createMap }) => {
        if (disposed || !container.current) return;
        handle.current = createMap(container.current, {
          tileUrl: tiles.tileUrl,
          attribution: tiles.attribution,
          texts: {
            zoomIn: t('search.map.zoomIn'),
            zoomOut: t('search.map.zoomOut'),
            closePopup: t('search.map.closePopup'),
            open: t('search.map.open'),
            markerName: (title, label) => (title === label ? title : `${title}, ${label}`),
            groupName: (label, first, count) => t('search.map.groupName', { label, title: first.title, count: count - 1 }),
          },
          navigate: (href) => latest.current.navigate(href),
        });
        handle.current.setMarkers(latest.current.markers, latest.current.zoom);
        setStatus('ready');
      })
      .catch((error: unknown) => {
        console.error('map failed to load', error);
        if (!disposed) setStatus('failed');
      });
    return () => {
      disposed = true;
      handle.current?.destroy();
      handle.current = null;
    };
  }, [tiles.tileUrl, tiles.attribution, t]);

  // Markers are compared by content: a new array with the same markers keeps the map's view.
  const markerKey = markers.map((m) => `${m.id}|${m.lat}|${m.lng}|${m.label}|${m.title}|${m.href ?? ''}`).join('\n');
  useEffect(() => {
    handle.current?.setMarkers(latest.current.markers, latest.current.zoom);
  }, [markerKey, zoom, status]);

  return (
    <div
      className={`lazy-map${className ? ` ${className}` : ''}`}
      role="region"
      aria-label={ariaLabel}
      aria-busy={status === 'loading'}
      // The box has a size before Leaflet's CSS arrives; a page sets its own with --lazy-map-height
      // or a height on its class.
      style={boxStyle}
    >
      <div ref={container} className="lazy-map__canvas" style={canvasStyle} />
      {status !== 'ready' && (
        <p style={statusStyle} role={status === 'failed' ? 'alert' : undefined}>
          {status === 'failed' ? t('search.map.failed') : t('search.map.loading')}
        </p>
      )}
    </div>
  );
}

const boxStyle = { position: 'relative', minHeight: 'var(--lazy-map-height, 18rem)', borderRadius: 'var(--radius-lg)', overflow: 'hidden' } as const;
const canvasStyle = { position: 'absolute', inset: 0 } as const;
const statusStyle = {
  position: 'absolute',
  inset: 0,
  display: 'grid',
  placeItems: 'center',
  margin: 0,
  padding: '1rem',
  background: 'var(--color-surface)',
  color: 'var(--brand-text)',
  textAlign: 'center',
} as const;
