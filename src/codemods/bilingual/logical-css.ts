import postcss from 'postcss';
import css from '../../../rules/rtl/css-logical.js';
import { logicalClassText } from './class-tokens.js';

/**
 * Physical → logical CSS: properties (`margin-left` → `margin-inline-start`), keyword values
 * (`text-align: left` → `start`) and `@apply` class lists. postcss keeps the rest byte for byte.
 */
export function logicalCss(text: string, file = 'style.css'): string {
  const root = postcss.parse(text, { from: file });
  let changed = false;
  root.walkDecls((d) => {
    const prop = d.prop.toLowerCase();
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
    const next = logicalClassText(a.params);
    if (next !== a.params) {
      a.params = next;
      changed = true;
    }
  });
  return changed ? root.toString() : text;
}
