import type { KitComponent } from '../glossary/ui-kit-labels.js';

/**
 * react-leaflet's Marker hands its props to Leaflet's `L.marker` as MarkerOptions; Leaflet writes
 * the option `alt` (default "Marker") on the marker's image. react-leaflet sets the options when the
 * marker is created (a later change of `alt` is not applied until the marker is made again).
 */
export default {
  id: 'react-leaflet',
  docs: { description: "react-leaflet Marker's image alt (Leaflet's MarkerOptions.alt, \"Marker\" by default)." },
  components: [
    { name: 'Marker', from: /^react-leaflet$/, labels: [{ prop: 'alt', text: 'Marker' }] },
  ] satisfies KitComponent[] as readonly KitComponent[],
};
