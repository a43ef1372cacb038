/**
 * A small CSS scanner for the design summary: custom properties, keyframes, font families, font
 * imports and whether the file holds plain rules outside Tailwind's `@layer` blocks. CSS files are
 * few and small; one pass over the characters with a block stack is enough.
 */
export interface CssFacts {
  /** `--name` → value, from `:root`/`html`/`.dark`-free top-level selectors. */
  variables: Map<string, string>;
  keyframes: string[];
  fontFamilies: string[];
  /** Fonts from `@import url(...fonts.googleapis.com/css2?family=...)`. */
  importedFonts: string[];
  /** Declarations in ordinary rules (not custom properties, not `@apply`, not inside `@layer`/`@tailwind`). */
  plainDeclarations: number;
}

export function googleFontFamilies(url: string): string[] {
  const out: string[] = [];
  for (const m of url.matchAll(/family=([^&:;"')]+)/g)) out.push(decodeURIComponent(m[1].replace(/\+/g, ' ')).trim());
  return out;
}

export function scanCss(text: string): CssFacts {
  const facts: CssFacts = { variables: new Map(), keyframes: [], fontFamilies: [], importedFonts: [], plainDeclarations: 0 };
  const src = text.replace(/\/\*[\s\S]*?\*\//g, '');
  for (const m of src.matchAll(/@import\s+(?:url\()?["']?([^"')]+)/g)) if (/fonts\.(googleapis|bunny)/.test(m[1])) facts.importedFonts.push(...googleFontFamilies(m[1]));
  const stack: string[] = [];
  let buf = '';
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (c === '{') {
      stack.push(buf.trim());
      buf = '';
    } else if (c === '}' || c === ';') {
      const decl = buf.trim();
      buf = '';
      if (decl && stack.length) onDeclaration(decl, stack, facts);
      if (c === '}') stack.pop();
    } else buf += c;
  }
  return facts;
}

function onDeclaration(decl: string, stack: string[], facts: CssFacts): void {
  const selector = stack[stack.length - 1];
  if (selector.startsWith('@keyframes')) return;
  if (stack.some((s) => s.startsWith('@keyframes'))) return;
  const colon = decl.indexOf(':');
  if (colon < 0) return;
  const prop = decl.slice(0, colon).trim();
  const value = decl.slice(colon + 1).trim();
  if (prop.startsWith('--')) {
    if (/^(:root|html|\*|body)\b/.test(selector) && !facts.variables.has(prop)) facts.variables.set(prop, value);
    return;
  }
  if (prop === 'font-family') {
    for (const f of value.split(',')) {
      const name = f.trim().replace(/^["']|["']$/g, '').replace(/\s*!important$/, '');
      if (name && !/^(var\(|inherit|sans-serif|serif|monospace|system-ui|-apple-system|ui-\w+|cursive)/.test(name) && !facts.fontFamilies.includes(name)) facts.fontFamilies.push(name);
    }
  }
  if (decl.startsWith('@apply') || stack.some((s) => s.startsWith('@layer'))) return;
  facts.plainDeclarations++;
}

/** Keyframe names, found separately since their blocks hold no declarations we keep. */
export function keyframeNames(text: string): string[] {
  return [...text.matchAll(/@keyframes\s+([\w-]+)/g)].map((m) => m[1]);
}

/** A value that reads as a color: hex, rgb/hsl/oklch functions, or a bare `H S% L%` triple (shadcn). */
export const looksLikeColor = (v: string) => /^(#[0-9a-f]{3,8}|(rgb|rgba|hsl|hsla|oklch|oklab|lab|lch)\(.+\)|\d{1,3}(\.\d+)?\s+\d{1,3}(\.\d+)?%\s+\d{1,3}(\.\d+)?%)$/i.test(v.trim());
