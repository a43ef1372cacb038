/**
 * An inline `style="..."` string → the text of a JSX style object. Declarations are split with a
 * small scanner that respects quotes and parentheses (`url(data:...;...)`), not with a regex.
 */
function splitOutside(text: string, sep: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote: string | null = null;
  let cur = '';
  for (const ch of text) {
    if (quote) {
      if (ch === quote) quote = null;
    } else if (ch === '"' || ch === "'") quote = ch;
    else if (ch === '(') depth++;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    else if (ch === sep && depth === 0) {
      parts.push(cur);
      cur = '';
      continue;
    }
    cur += ch;
  }
  parts.push(cur);
  return parts;
}

/** CSS property → React style key: custom properties stay quoted, `-ms-` → `ms`, `-webkit-` → `Webkit`. */
export function styleKey(prop: string): string {
  if (prop.startsWith('--')) return JSON.stringify(prop);
  const p = prop.toLowerCase();
  const lead = p.startsWith('-ms-') ? p.slice(1) : p.startsWith('-') ? p.slice(1).replace(/^([a-z])/, (c) => c.toUpperCase()) : p;
  return lead.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** Properties React leaves unitless; a bare number elsewhere would get `px` appended, so it stays a string. */
const UNITLESS = new Set(['opacity', 'zIndex', 'flex', 'flexGrow', 'flexShrink', 'order', 'fontWeight', 'lineHeight', 'zoom', 'gridRow', 'gridColumn', 'columnCount', 'orphans', 'widows', 'tabSize', 'fillOpacity', 'strokeOpacity', 'strokeWidth', 'aspectRatio']);

/** A number where React renders it the same (`0`, unitless properties); everything else stays a string. */
function styleValue(key: string, value: string): string {
  if (/^-?\d+(\.\d+)?$/.test(value) && (Number(value) === 0 || UNITLESS.has(key))) return String(Number(value));
  return JSON.stringify(value);
}

export interface StyleEntry { key: string; value: string }

export function parseStyle(text: string): StyleEntry[] {
  const out: StyleEntry[] = [];
  for (const decl of splitOutside(text, ';')) {
    const colon = splitOutside(decl, ':');
    if (colon.length < 2) continue;
    const prop = colon[0].trim();
    const value = colon.slice(1).join(':').trim();
    if (!prop || !value) continue;
    const key = styleKey(prop);
    out.push({ key, value: styleValue(key, value) });
  }
  return out;
}

/** `{{ color: "red", marginTop: 4 }}` (the braces of the JSX expression included). */
export function styleToJsx(text: string): string {
  const entries = parseStyle(text);
  if (!entries.length) return '{{}}';
  return `{{ ${entries.map((e) => `${e.key}: ${e.value}`).join(', ')} }}`;
}
