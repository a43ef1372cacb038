import type { KitComponent } from '../glossary/ui-kit-labels.js';

/**
 * react-multi-carousel (2.x) writes its arrows' and dots' aria-labels in English ("Go to previous
 * slide", "Go to slide 3") and takes no label prop; it takes elements instead (`customLeftArrow`,
 * `customRightArrow`, `customDot`) which it clones with its own handlers and state. The parts below
 * render the library's own markup and class names (lib/Arrows.js, lib/Dots.js) with the label given,
 * so the carousel looks as before and speaks the active language.
 */
const ARROW = `function KitCarouselArrow({ label, side, onClick, disabled, rtl }: { label: string; side: string; onClick?: () => void; disabled?: boolean; rtl?: boolean }) {
  return <button aria-label={label} className={'react-multiple-carousel__arrow react-multiple-carousel__arrow--' + side + ' ' + (rtl ? 'rtl' : '')} onClick={onClick} type="button" disabled={disabled} />;
}`;

const DOT = `function KitCarouselDot({ label, index = 0, active, onClick }: { label: string; index?: number; active?: boolean; onClick?: () => void }) {
  return (
    <li data-index={index} className={'react-multi-carousel-dot ' + (active ? 'react-multi-carousel-dot--active' : '')}>
      <button aria-label={label.replace('{n}', String(index + 1))} onClick={onClick} />
    </li>
  );
}`;

export default {
  id: 'react-multi-carousel',
  docs: { description: "react-multi-carousel's arrows' and dots' aria-labels, given through its custom arrow and dot elements." },
  components: [
    {
      name: 'Carousel',
      from: /^react-multi-carousel$/,
      defaultExport: true,
      parts: { KitCarouselArrow: ARROW, KitCarouselDot: DOT },
      labels: [
        { prop: 'customLeftArrow', text: 'Go to previous slide', part: { name: 'KitCarouselArrow', props: { side: 'left' } } },
        { prop: 'customRightArrow', text: 'Go to next slide', part: { name: 'KitCarouselArrow', props: { side: 'right' } } },
        // `{n}` is the dot's number, put in by the part.
        { prop: 'customDot', text: 'Go to slide {n}', part: { name: 'KitCarouselDot' } },
      ],
    },
  ] satisfies KitComponent[] as readonly KitComponent[],
};
