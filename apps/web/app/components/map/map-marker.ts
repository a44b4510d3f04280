// A place on the map; its own module so the map chunk (leaflet-map.ts) and the component that
// loads it (lazy-map.tsx) share it without importing each other.
export type MapMarker = {
  id: number | string;
  lat: number;
  lng: number;
  // Shown on the marker (a price, or a short name).
  label: string;
  // The place's name: the marker's accessible name and the popup's heading.
  title: string;
  // A site path the popup links to.
  href?: string;
};
