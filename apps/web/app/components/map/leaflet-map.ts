// Loaded on demand by lazy-map.tsx (a separate chunk with its own CSS): never in a page's
// first-load JavaScript, never on the server (Leaflet needs `window`).
import L from 'leaflet';
import 'leaflet/dist/leaflet.css';
import './lazy-map.css';
import type { MapMarker } from './map-marker.ts';

export type MapTexts = {
  zoomIn: string;
  zoomOut: string;
  closePopup: string;
  open: string;
  markerName: (title: string, label: string) => string;
  // A group of markers too close to tell apart at this zoom (labelled "<first's label> +<others>").
  // Its accessible name starts with the label it shows (WCAG 2.5.3).
  groupName: (label: string, first: MapMarker, count: number) => string;
};

export type MapHandle = {
  setMarkers(markers: readonly MapMarker[], zoom?: number): void;
  destroy(): void;
};

const defaultZoom = 15;
// A single place would otherwise be fitted at street level (zoom 18).
const maxFitZoom = 16;
// The marker's pointer below the label (lazy-map.css).
const arrowSize = 7;
// Labels are about this tall, and this wide per character plus padding (for grouping).
const labelHeight = 30;
const labelWidth = (text: string) => text.length * 7.5 + 24;

export function createMap(
  container: HTMLElement,
  options: { tileUrl: string; attribution: string; texts: MapTexts; navigate: (href: string) => void },
): MapHandle {
  const { texts } = options;
  const map = L.map(container, {
    zoomControl: false,
    // The page scrolls past the map; zooming needs the buttons, a pinch or the keyboard.
    scrollWheelZoom: false,
    center: [20, 0],
    zoom: 2,
  });
  L.control.zoom({ zoomInTitle: texts.zoomIn, zoomOutTitle: texts.zoomOut }).addTo(map);
  map.attributionControl.setPrefix('<a href="https://leafletjs.com">Leaflet</a>');
  L.tileLayer(options.tileUrl, { attribution: options.attribution, maxZoom: 19 }).addTo(map);
  const layer = L.featureGroup().addTo(map);
  let items: readonly MapMarker[] = [];

  // The map's box changes with the layout (list beside it, window resized).
  const resize = new ResizeObserver(() => map.invalidateSize());
  resize.observe(container);

  let openedByKeyboard = false;
  let openMarker: L.Marker | null = null;

  map.on('popupopen', (event) => {
    const element = event.popup.getElement();
    element?.querySelector('.leaflet-popup-close-button')?.setAttribute('aria-label', texts.closePopup);
    openMarker = (event.popup as L.Popup & { _source?: L.Marker })._source ?? null;
    if (openedByKeyboard) element?.querySelector<HTMLElement>('.map-popup__link, .leaflet-popup-close-button')?.focus();
    openedByKeyboard = false;
  });

  function link(item: MapMarker, text: string): HTMLElement {
    const anchor = document.createElement('a');
    anchor.className = 'map-popup__link';
    anchor.href = item.href!;
    anchor.textContent = text;
    // A site path: followed by the router (no full page load) unless opened in a new tab.
    anchor.addEventListener('click', (event) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      options.navigate(item.href!);
    });
    return anchor;
  }

  function paragraph(className: string, text: string): HTMLElement {
    const p = document.createElement('p');
    p.className = className;
    p.textContent = text;
    return p;
  }

  // One place: its name, its label and a link. Several at one spot: each of them.
  function popupContent(group: readonly MapMarker[]): HTMLElement {
    const box = document.createElement('div');
    box.className = 'map-popup';
    if (group.length === 1) {
      const [item] = group as [MapMarker];
      box.append(paragraph('map-popup__title', item.title));
      if (item.label !== item.title) box.append(paragraph('map-popup__label', item.label));
      if (item.href) box.append(link(item, texts.open));
    } else {
      const list = document.createElement('ul');
      list.className = 'map-popup__list';
      for (const item of group) {
        const entry = document.createElement('li');
        entry.append(item.href ? link(item, item.title) : item.title, ` · ${item.label}`);
        list.append(entry);
      }
      box.append(list);
    }
    // Escape closes the popup and returns to the marker it belongs to.
    box.addEventListener('keydown', (event) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      const source = openMarker;
      map.closePopup();
      source?.getElement()?.focus();
    });
    return box;
  }

  // Markers whose labels would overlap at this zoom, together (in list order).
  function groups(): MapMarker[][] {
    const placed: { x: number; y: number; width: number; members: MapMarker[] }[] = [];
    for (const item of items) {
      const { x, y } = map.latLngToLayerPoint([item.lat, item.lng]);
      const width = labelWidth(item.label);
      const near = placed.find((group) => Math.abs(group.x - x) < (group.width + width) / 2 && Math.abs(group.y - y) < labelHeight);
      if (near) near.members.push(item);
      else placed.push({ x, y, width: labelWidth(`${item.label} +9`), members: [item] });
    }
    return placed.map((group) => group.members);
  }

  function addMarker(group: MapMarker[]): void {
    const single = group.length === 1 ? group[0]! : null;
    const label = document.createElement('span');
    const text = single ? single.label : `${group[0]!.label} +${group.length - 1}`;
    label.textContent = text;
    // Sized by its text (no iconSize); anchored below its middle once it is in the page.
    const icon = L.divIcon({
      className: single ? 'map-marker' : 'map-marker map-marker--group',
      html: label,
      iconSize: null as unknown as undefined,
    });
    const bounds = L.latLngBounds(group.map((item) => [item.lat, item.lng]));
    const at = single ? L.latLng(single.lat, single.lng) : bounds.getCenter();
    const marker = L.marker(at, { icon, keyboard: true, riseOnHover: true, autoPanOnFocus: true });
    // A group zooms in to tell its markers apart; where that can't help (one address), it lists them.
    const canZoomIn = !single && map.getBoundsZoom(bounds, false, L.point(80, 80)) > map.getZoom();
    if (single || !canZoomIn) marker.bindPopup(() => popupContent(group), { autoPanPadding: [24, 24], maxWidth: 280 });
    else marker.on('click', () => map.fitBounds(bounds, { padding: [60, 60], maxZoom: 18 }));
    marker.addTo(layer);
    const element = marker.getElement();
    if (!element) return;
    element.dataset.ids = group.map((item) => item.id).join(' ');
    element.style.marginLeft = `${-Math.round(element.offsetWidth / 2)}px`;
    element.style.marginTop = `${-(element.offsetHeight + arrowSize)}px`;
    element.setAttribute('aria-label', single ? texts.markerName(single.title, single.label) : texts.groupName(text, group[0]!, group.length));
    // Enter opens a popup (Leaflet, on keypress) or zooms in; Space is the other key of a button.
    element.addEventListener('keydown', (event) => {
      if (event.key !== 'Enter' && event.key !== ' ') return;
      openedByKeyboard = true;
      if (event.key === ' ' || canZoomIn) {
        event.preventDefault();
        if (canZoomIn) marker.fire('click');
        else marker.openPopup();
      }
    });
  }

  // Draws the markers for the current zoom, keeping keyboard focus on the same place.
  function render(): void {
    const focused = container.contains(document.activeElement) ? (document.activeElement as HTMLElement).dataset.ids?.split(' ')[0] : undefined;
    layer.clearLayers();
    for (const group of groups()) addMarker(group);
    if (focused !== undefined) {
      for (const element of container.querySelectorAll<HTMLElement>('[data-ids]')) {
        if (element.dataset.ids!.split(' ').includes(focused)) {
          element.focus({ preventScroll: true });
          break;
        }
      }
    }
  }
  map.on('zoomend', render);

  return {
    setMarkers(markers, zoom) {
      map.closePopup();
      items = markers;
      if (markers.length === 1) {
        const [only] = markers;
        map.setView([only!.lat, only!.lng], zoom ?? defaultZoom, { animate: false });
      } else if (markers.length > 1) {
        const bounds = L.latLngBounds(markers.map((item) => [item.lat, item.lng]));
        map.fitBounds(bounds, { padding: [40, 40], maxZoom: Math.min(zoom ?? defaultZoom, maxFitZoom), animate: false });
      }
      render();
    },
    destroy() {
      resize.disconnect();
      map.off();
      map.remove();
    },
  };
}
