import type { KitComponent } from '../glossary/ui-kit-labels.js';

/**
 * Swiper's A11y module (swiper 8–11) speaks its arrows and first/last slides in English unless its
 * `a11y` parameter gives the messages ("Previous slide", "Next slide"); the React component takes
 * them as the fields of its `a11y` prop. `{{index}}` is Swiper's own placeholder, filled by it.
 */
export default {
  id: 'swiper',
  docs: { description: "Swiper's A11y messages (its arrows' and bullets' aria-labels), given through the a11y prop." },
  components: [
    {
      name: 'Swiper',
      from: /^swiper\/react$/,
      labels: [{
        prop: 'a11y',
        fields: {
          prevSlideMessage: 'Previous slide',
          nextSlideMessage: 'Next slide',
          firstSlideMessage: 'This is the first slide',
          lastSlideMessage: 'This is the last slide',
          paginationBulletMessage: 'Go to slide {{index}}',
        },
      }],
    },
  ] satisfies KitComponent[] as readonly KitComponent[],
};
