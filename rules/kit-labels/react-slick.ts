import type { KitComponent } from '../glossary/ui-kit-labels.js';

/**
 * react-slick (0.2x–0.30) draws its arrows as buttons whose text is English ("Previous", "Next";
 * slick-theme.css hides it from sight, not from readers) and takes no label prop; it takes elements
 * instead (`prevArrow`, `nextArrow`), which it clones with its own class names (`slick-arrow
 * slick-prev`, `slick-disabled`), style and click handler, plus `currentSlide` and `slideCount`.
 * The part renders the library's own button (lib/arrows.js) with the label given, so the slider looks
 * as before and speaks the active language. Given before a spread of settings (which may carry arrows
 * of the source's own).
 */
const ARROW = `function KitSlickArrow({ label, className, style, onClick }: { label: string; className?: string; style?: Record<string, string | number>; onClick?: () => void; currentSlide?: number; slideCount?: number }) {
  return <button type="button" data-role="none" className={className} style={style} onClick={onClick}>{' '}{label}</button>;
}`;

export default {
  id: 'react-slick',
  docs: { description: "react-slick's arrows' texts, given through its prevArrow and nextArrow elements." },
  components: [
    {
      name: 'Slider',
      from: /^react-slick$/,
      defaultExport: true,
      parts: { KitSlickArrow: ARROW },
      labels: [
        { prop: 'prevArrow', text: 'Previous', part: { name: 'KitSlickArrow' }, underSpread: true },
        { prop: 'nextArrow', text: 'Next', part: { name: 'KitSlickArrow' }, underSpread: true },
      ],
    },
  ] satisfies KitComponent[] as readonly KitComponent[],
};
