import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../lib/i18n/translation-context.tsx';

// The map component itself is fetched with the map, not with the page.
const LazyMap = lazy(() => import('../../../components/map/lazy-map.tsx').then((module) => ({ default: module.LazyMap })));

// Where the property is: one marker. The map (Leaflet and its tiles) is only fetched when its
// place on the page comes near the screen, so it costs nothing to guests who never scroll there.
export function PropertyMap({ id, name, position }: { id: number; name: string; position: { lat: number; lng: number } }) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof IntersectionObserver === 'undefined') return setNear(true);
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
      rootMargin: '300px',
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={box} className="property__map">
      {near && (
        <Suspense fallback={null}>
          <LazyMap
            ariaLabel={t('property.location.map', { name })}
            zoom={15}
            markers={[{ id, lat: position.lat, lng: position.lng, label: name, title: name }]}
          />
        </Suspense>
      )}
    </div>
  );
}
