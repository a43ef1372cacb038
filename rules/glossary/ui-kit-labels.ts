import mui from '../kit-labels/mui.js';
import reactLeaflet from '../kit-labels/react-leaflet.js';
import reactMediumImageZoom from '../kit-labels/react-medium-image-zoom.js';
import reactMultiCarousel from '../kit-labels/react-multi-carousel.js';
import reactSlick from '../kit-labels/react-slick.js';
import radixNavigationMenu from '../kit-labels/radix-navigation-menu.js';
import swiper from '../kit-labels/swiper.js';

/**
 * Labels a UI kit's component writes in English unless it is given its own (a table pager's
 * "Rows per page:"): per component, the package it comes from and the props that take the label.
 * The bilingual step passes each one missing on an element through the dictionaries. A component
 * used through a namespace import (`<Primitive.Root>`, `import * as Primitive from 'pkg'`) counts.
 * - `text`: a plain label;
 * - `params`: the label is a function of one object with these fields (`({ from, to, count })`),
 *   written with a `{name}` placeholder per field;
 * - `choices`: the label is a function of one value choosing among these texts;
 * - `part`: the prop takes an element, not a text: `<part.name label={t(key)} {...part.props} />`,
 *   a component of the library's entry (`parts`) added to the file once;
 * - `fields`: the prop takes an object of texts (`a11y={{ prevSlideMessage: … }}`): each field
 *   missing from the object written there (or the whole object) is given.
 * - `control`: the component draws a control of its own whose texts no prop of it reaches (a map's
 *   zoom buttons): the boolean prop `prop` turns it off, and the library's own `control.name`
 *   (imported from the component's source) is rendered first among its children, with each of
 *   `control.texts` (prop → English) through the dictionaries. An element that sets `prop` is left alone.
 */
export interface KitLabel {
  prop: string;
  text?: string;
  params?: string[];
  choices?: Record<string, string>;
  part?: { name: string; props?: Record<string, string> };
  fields?: Record<string, string>;
  control?: { name: string; texts: Record<string, string> };
  /**
   * Given on an element whose props also come in a spread, before the spread (a default the
   * spread may override). Without it such an element is left alone: the spread may carry the label.
   */
  underSpread?: boolean;
}

export interface KitComponent {
  /** The component's exported name. */
  name: string;
  /** Import sources it is taken from (the package, or its per-component path). */
  from: RegExp;
  /** The component is the package's default export (`import Carousel from 'pkg'`). */
  defaultExport?: boolean;
  /** Components the labels' parts render, by name: their source, typed (types are dropped in a JS file). */
  parts?: Record<string, string>;
  labels: KitLabel[];
}

/** One module per library in rules/kit-labels/ (test/rules/kit-labels.test.ts checks none is left out). */
export const KIT_LABEL_LIBRARIES = [mui, radixNavigationMenu, reactLeaflet, reactMediumImageZoom, reactMultiCarousel, reactSlick, swiper];

export const UI_KIT_LABELS: readonly KitComponent[] = KIT_LABEL_LIBRARIES.flatMap((l) => l.components);
