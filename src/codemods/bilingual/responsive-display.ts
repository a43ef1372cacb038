/**
 * How a Tailwind class list lays an element out at a given width: `hidden lg:flex` is a flex row
 * on a laptop and hidden on a phone; `flex md:hidden` the other way round. Breakpoints are
 * Tailwind's defaults (sm 640, md 768, lg 1024, xl 1280, 2xl 1536 px); the last token of a kind
 * at the widest breakpoint that applies wins, as in the generated CSS.
 */
const BREAKPOINTS: [string, number][] = [['', 0], ['sm', 640], ['md', 768], ['lg', 1024], ['xl', 1280], ['2xl', 1536]];
const DISPLAY = /^(hidden|flex|inline-flex|block|inline-block|inline|grid|inline-grid|table|contents|flow-root)$/;
const DIRECTION = /^flex-(row|col|column|row-reverse|col-reverse)$/;

/** The width a reviewer's desktop window has (verify's viewport), and a phone's. */
export const DESKTOP = 1280;
export const PHONE = 390;

/** The last token matching `kind` among those that apply at `width` (unprefixed or a breakpoint ≤ width). */
function at(tokens: string[], width: number, kind: RegExp): string | null {
  let found: string | null = null;
  for (const [bp, min] of BREAKPOINTS) {
    if (min > width) break;
    for (const tok of tokens) {
      const [prefix, value] = tok.includes(':') ? [tok.slice(0, tok.lastIndexOf(':')), tok.slice(tok.lastIndexOf(':') + 1)] : ['', tok];
      if (prefix === bp && kind.test(value)) found = value;
    }
  }
  return found;
}

/** The display value at `width` (null: no display class, the element's default). */
export const displayAt = (tokens: string[], width: number) => at(tokens, width, DISPLAY);

export const shownAt = (tokens: string[], width: number) => displayAt(tokens, width) !== 'hidden';

/** A flex row (not a column) at `width`. */
export function flexRowAt(tokens: string[], width: number): boolean {
  const d = displayAt(tokens, width);
  if (d !== 'flex' && d !== 'inline-flex') return false;
  return !/^flex-col/.test(at(tokens, width, DIRECTION) ?? 'flex-row');
}
