import type { KitComponent } from '../glossary/ui-kit-labels.js';

/**
 * react-medium-image-zoom (5.x) writes the aria-labels of the button it lays over an image in
 * English unless given its own: `a11yNameButtonZoom` ("Expand image") and `a11yNameButtonUnzoom`
 * ("Minimize image"), on the default `Zoom` and the named `Controlled`.
 */
const labels = [
  { prop: 'a11yNameButtonZoom', text: 'Expand image' },
  { prop: 'a11yNameButtonUnzoom', text: 'Minimize image' },
];

export default {
  id: 'react-medium-image-zoom',
  docs: { description: "react-medium-image-zoom's zoom and unzoom buttons' aria-labels (\"Expand image\", \"Minimize image\" by default)." },
  components: [
    { name: 'Zoom', from: /^react-medium-image-zoom$/, defaultExport: true, labels },
    { name: 'Controlled', from: /^react-medium-image-zoom$/, labels },
  ] satisfies KitComponent[] as readonly KitComponent[],
};
