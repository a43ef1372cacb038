import type { Declaration, Root } from 'postcss';
import { topLevelValues } from './css-values.js';

/**
 * Full-width boxes that are wider than their container (issue 17: no horizontal overflow in either
 * language). A rule sizing a box `width: 100%` with side padding or a side border, on a site that
 * leaves `box-sizing` at its `content-box` default, makes the box its container's width plus those:
 * the page scrolls sideways (a nav bar `width: 100%; padding: 1rem`). The box meant to fill its
 * container, so the rule gets `box-sizing: border-box` and fits it exactly. A site that sets
 * `border-box` for every element (a universal rule, or Tailwind's preflight) has none of these.
 */

/** A sheet setting `box-sizing: border-box` for every element (`*, ::before, ::after { … }`), or Tailwind's base layer. */
export const BORDER_BOX_EVERYWHERE = /(^|[},;\s])\*[^{}]*\{[^}]*box-sizing\s*:\s*border-box|@tailwind\s+base|@import\s+["']tailwindcss["']/;

const ZERO = /^[-+]?0*\.?0+([a-z%]+)?$/i;
const SIDE_PADDING = /^padding(-left|-right|-inline(-start|-end)?)?$/;
const SIDE_BORDER = /^border(-left|-right|-inline(-start|-end)?)?(-width)?$/;

/** Does the declaration add width at a side of the box (non-zero side padding or a side border)? */
function addsSideWidth(d: Declaration): boolean {
  const prop = d.prop.toLowerCase();
  const value = d.value.trim().toLowerCase();
  if (SIDE_PADDING.test(prop)) {
    const v = topLevelValues(value);
    // `padding: a`, `a b`, `a b c`, `a b c d`: the sides are the second and fourth values (or the first).
    const sides = prop !== 'padding' ? v : v.length === 1 ? v : [v[1], v[3] ?? v[1]];
    return sides.some((s) => !ZERO.test(s));
  }
  if (SIDE_BORDER.test(prop)) {
    // `border: 1px solid` draws every side; `border-left: thin solid` one.
    if (/\b(none|hidden)\b/.test(value)) return false;
    return topLevelValues(value).some((s) => /^(\d*\.?\d+(px|rem|em)|thin|medium|thick)$/.test(s) && !ZERO.test(s));
  }
  return false;
}

/** Give each `width: 100%` rule with side padding or border `box-sizing: border-box`; true when one changed. */
export function fitFullWidthBoxes(root: Root): boolean {
  let changed = false;
  root.walkRules((rule) => {
    let full = false;
    let sides = false;
    let sized = false;
    rule.each((n) => {
      if (n.type !== 'decl') return;
      const prop = n.prop.toLowerCase();
      if (prop === 'width' && n.value.trim() === '100%') full = true;
      else if (prop === 'box-sizing') sized = true;
      else if (addsSideWidth(n)) sides = true;
    });
    if (!full || !sides || sized) return;
    rule.append({ prop: 'box-sizing', value: 'border-box' });
    changed = true;
  });
  return changed;
}
