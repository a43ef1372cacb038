import type { KitComponent } from '../glossary/ui-kit-labels.js';

/**
 * react-leaflet's Marker hands its props to Leaflet's `L.marker` as MarkerOptions; Leaflet writes
 * the option `alt` (default "Marker") on the marker's image. react-leaflet sets the options when the
 * marker is created (a later change of `alt` is not applied until the marker is made again).
 * MapContainer draws Leaflet's zoom buttons unless `zoomControl={false}`, titled "Zoom in" / "Zoom out"
 * with no map option to change them; react-leaflet's `<ZoomControl>` takes the titles as props.
 */
export default {
  id: 'react-leaflet',
  docs: { description: "react-leaflet Marker's image alt (Leaflet's MarkerOptions.alt, \"Marker\" by default) and MapContainer's zoom buttons (\"Zoom in\", \"Zoom out\")." },
  components: [
    { name: 'Marker', from: /^react-leaflet$/, labels: [{ prop: 'alt', text: 'Marker' }] },
    { name: 'MapContainer', from: /^react-leaflet$/, labels: [{ prop: 'zoomControl', control: { name: 'ZoomControl', texts: { zoomInTitle: 'Zoom in', zoomOutTitle: 'Zoom out' } } }] },
  ] satisfies KitComponent[] as readonly KitComponent[],
};
