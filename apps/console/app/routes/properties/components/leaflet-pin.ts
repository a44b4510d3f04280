// Loaded on demand by location-picker.tsx (a chunk of its own with Leaflet's CSS): never in a
// page's first JavaScript, never on the server (Leaflet needs `window`).
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';

export type PinMap = { moveTo(lat: number, lng: number): void; destroy(): void };

// A map with one draggable pin. Dragging it, or clicking the map, reports the new position; the
// pin is a focusable marker with a name (the coordinate fields are the keyboard's way to move it).
export function createPinMap(
  container: HTMLElement,
  options: { tileUrl: string; attribution: string; lat: number; lng: number; zoom: number; pinLabel: string; onMove: (lat: number, lng: number) => void },
): PinMap {
  const map = L.map(container, { center: [options.lat, options.lng], zoom: options.zoom, scrollWheelZoom: false });
  map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
  L.tileLayer(options.tileUrl, { attribution: options.attribution, maxZoom: 19 }).addTo(map);
  const icon = L.divIcon({ className: 'location-pin', html: '<span class="location-pin__head"></span>', iconSize: [28, 36], iconAnchor: [14, 36] });
  const marker = L.marker([options.lat, options.lng], { draggable: true, autoPan: true, icon, title: options.pinLabel, alt: options.pinLabel, keyboard: true }).addTo(map);
  const report = (position: L.LatLng) => options.onMove(round(position.lat), round(position.lng));
  marker.on('dragend', () => report(marker.getLatLng()));
  map.on('click', (event: L.LeafletMouseEvent) => {
    marker.setLatLng(event.latlng);
    report(event.latlng);
  });
  const resize = new ResizeObserver(() => map.invalidateSize());
  resize.observe(container);
  return {
    moveTo(lat, lng) {
      marker.setLatLng([lat, lng]);
      if (!map.getBounds().contains([lat, lng])) map.panTo([lat, lng]);
    },
    destroy() {
      resize.disconnect();
      map.remove();
    },
  };
}

// Six decimals: about 10 cm, more than a pin can say.
const round = (value: number) => Math.round(value * 1e6) / 1e6;
