import postcss, { type AtRule, type Container, type Declaration, type Document, type Rule } from 'postcss';
import css from '../../../rules/rtl/css-logical.js';
import { logicalClassText, type Authored } from './class-tokens.js';
import { fitFullWidthBoxes } from './full-width-boxes.js';
import { topLevelValues } from './css-values.js';

/**
 * Physical → logical CSS: properties (`margin-left` → `margin-inline-start`), keyword values
 * (`text-align: left` → `start`) and `@apply` class lists. postcss keeps the rest byte for byte.
 * With `fitFullWidth` (a site that leaves `box-sizing` at `content-box`), full-width boxes with side
 * padding are made to fit their container (full-width-boxes.ts).
 */
export function logicalCss(text: string, file = 'style.css', authored: Authored = 'ltr', opts: { fitFullWidth?: boolean } = {}): string {
  const root = postcss.parse(text, { from: file });
  let changed = opts.fitFullWidth ? fitFullWidthBoxes(root) : false;
  root.walkDecls((d) => {
    if (underDirection(d)) return;
    // A right-to-left source's `direction: rtl`: the document's direction follows the locale now
    // (kept, the English view would stay right-to-left). A `direction: ltr` island stays.
    if (authored !== 'ltr' && d.prop.toLowerCase() === 'direction' && d.value.trim().toLowerCase() === 'rtl') {
      d.remove();
      changed = true;
      return;
    }
    // Its sides are its rtl view: each is made logical as its counterpart would be in an ltr sheet.
    // A rule that sets `direction: ltr` (a phone number, a code) is an island drawn ltr: made logical the usual way.
    if (authored !== 'ltr' && !ltrIsland(d)) sideSwap(d);
    const prop = d.prop.toLowerCase();
    if (OFFSETS.has(prop) && movedSideways(d)) return;
    const pair = css.shorthands[prop];
    const parts = pair ? topLevelValues(d.value) : [];
    if (pair && parts.length === 4 && parts[1] !== parts[3]) {
      const [top, right, bottom, left] = parts;
      d.cloneBefore({ prop: pair[0], value: `${top} ${bottom}` });
      d.prop = pair[1];
      d.value = `${left} ${right}`;
      changed = true;
      return;
    }
    const to = css.properties[prop];
    if (to) {
      d.prop = to;
      changed = true;
    }
    const values = css.values[prop];
    const v = values?.[d.value.trim().toLowerCase()];
    if (v) {
      d.value = v;
      changed = true;
    }
  });
  root.walkAtRules('apply', (a) => {
    if (underDirection(a)) return;
    const next = logicalClassText(a.params, true, undefined, authored);
    if (next !== a.params) {
      a.params = next;
      changed = true;
    }
  });
  return changed ? root.toString() : text;
}

const OFFSETS = new Set(['left', 'right', 'inset']);

/** The declaration's rule sets `direction: ltr` itself. */
function ltrIsland(d: Declaration): boolean {
  const rule = d.parent as Container | undefined;
  return !!rule?.nodes?.some((n) => n.type === 'decl' && n.prop.toLowerCase() === 'direction' && n.value.trim().toLowerCase() === 'ltr');
}

/**
 * A declaration seen from the other side, in place: `margin-left` ↔ `margin-right`, `left` ↔
 * `right`, `text-align: right` ↔ `left`, the left and right of a four-value shorthand. Only a
 * declaration the logical table then rewrites is touched (a physical side left physical keeps its place).
 */
function sideSwap(d: Declaration): void {
  const prop = d.prop.toLowerCase();
  if (OFFSETS.has(prop) && movedSideways(d)) return;
  const swapped = prop.replace(/\b(left|right)\b/, (w) => (w === 'left' ? 'right' : 'left'));
  if (swapped !== prop && css.properties[swapped]) d.prop = swapped;
  const values = css.values[prop];
  const v = d.value.trim().toLowerCase();
  if (values && (v === 'left' || v === 'right')) d.value = v === 'left' ? 'right' : 'left';
  const parts = css.shorthands[prop] ? topLevelValues(d.value) : [];
  if (parts.length === 4 && parts[1] !== parts[3]) d.value = [parts[0], parts[3], parts[2], parts[1]].join(' ');
}
/** A horizontal translation: `translate(-50%, …)`, `translateX(…)`, `translate3d(…)`, or the `translate` property. */
const SIDEWAYS = /\btranslate(x|3d)?\s*\(/i;

/**
 * An offset paired with a horizontal translation in the same rule (`left: 50%; transform:
 * translateX(-50%)` centres a box): made logical alone, the offset would flip in rtl while the
 * translation does not, and the box would land its own width off to the side. Both stay physical.
 */
function movedSideways(d: Declaration): boolean {
  const rule = d.parent;
  if (!rule || !('nodes' in rule) || !rule.nodes) return false;
  return rule.nodes.some((n) => n.type === 'decl' && ((/^(-webkit-)?transform$/i.test(n.prop) && SIDEWAYS.test(n.value)) || (n.prop.toLowerCase() === 'translate' && !/^\s*0(px|%)?\s*$/.test(n.value.split(/\s+/)[0] ?? ''))));
}

/** Inside a rule whose selector already picks a direction (`[dir='rtl'] .nav`). */
function underDirection(node: Declaration | AtRule): boolean {
  for (let p: Container | Document | undefined = node.parent; p; p = p.parent) {
    if (p.type === 'rule' && css.directionSelector.test((p as Rule).selector)) return true;
  }
  return false;
}
