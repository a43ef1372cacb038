/**
 * The source's colours (analysis.design.colors, as src/design/tokens.ts reads them) resolved to
 * concrete hex values for the preview's placeholder images: hex, `rgb()`/`hsl()`, shadcn-style
 * bare HSL triples (`152 38% 28%`) and `hsl(var(--x))` references.
 */

type Rgb = [number, number, number];

export interface PlaceholderPalette {
  /** A light tone of the site for the picture's ground. */
  surface: string;
  /** The site's darkest tone, for the product name. */
  ink: string;
  /** The site's saturated tones, primary / brand / accent first, for the shapes. */
  accents: string[];
}

const hex = ([r, g, b]: Rgb) => `#${[r, g, b].map((c) => Math.round(Math.min(255, Math.max(0, c))).toString(16).padStart(2, '0')).join('')}`;

function hslToRgb(h: number, s: number, l: number): Rgb {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return 255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return [f(0), f(8), f(4)];
}

/** `12 40% 50%`, `12, 40%, 50%`, `120deg 40% 50% / .5` → HSL; three plain numbers → RGB. */
function fromComponents(text: string, fn: 'hsl' | 'rgb' | null): Rgb | null {
  const parts = text.split('/')[0].trim().split(/[\s,]+/).filter(Boolean);
  if (parts.length !== 3) return null;
  const nums = parts.map((p) => Number.parseFloat(p));
  if (nums.some((n) => !Number.isFinite(n))) return null;
  const pct = parts.map((p) => p.endsWith('%'));
  if (fn === 'hsl' || (fn === null && pct[1] && pct[2])) return hslToRgb(((nums[0] % 360) + 360) % 360, nums[1] / 100, nums[2] / 100);
  return nums.map((n, i) => (pct[i] ? (n * 255) / 100 : n)) as Rgb;
}

/** A colour value of the source → RGB, following `var(--x)` through the same map. */
export function resolveColor(value: string, colors: Record<string, string>, depth = 0): Rgb | null {
  if (depth > 5) return null;
  // Substitute variables first: `hsl(var(--primary))` → `hsl(152 38% 28%)`.
  let v = value.trim().replace(/var\(\s*(--[\w-]+)\s*(?:,([^()]*))?\)/g, (_, name: string, fallback?: string) => colors[name] ?? fallback ?? '');
  if (v !== value.trim()) return resolveColor(v, colors, depth + 1);
  v = v.toLowerCase();
  const h = /^#([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.exec(v)?.[1];
  if (h) {
    const full = h.length <= 4 ? [...h.slice(0, 3)].map((c) => c + c).join('') : h.slice(0, 6);
    return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as Rgb;
  }
  const fn = /^(hsla?|rgba?)\((.*)\)$/.exec(v);
  if (fn) return fromComponents(fn[2], fn[1].startsWith('hsl') ? 'hsl' : 'rgb');
  if (v === 'white') return [255, 255, 255];
  if (v === 'black') return [0, 0, 0];
  return fromComponents(v, null);
}

const luminance = ([r, g, b]: Rgb) => {
  const lin = (c: number) => ((c /= 255) <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
};
const saturation = ([r, g, b]: Rgb) => {
  const max = Math.max(r, g, b) / 255;
  const min = Math.min(r, g, b) / 255;
  const l = (max + min) / 2;
  return max === min ? 0 : (max - min) / (1 - Math.abs(2 * l - 1));
};
const mix = (a: Rgb, b: Rgb, t: number): Rgb => [0, 1, 2].map((i) => a[i] + (b[i] - a[i]) * t) as Rgb;

/** Design-system names for the brand colour (shadcn, Tailwind themes): they come first when present. */
const BRAND_NAME = /(^|-)(primary|brand|accent)(-|$)/;

/** The palette of the placeholders: the site's own light ground, dark ink and saturated tones. */
export function placeholderPalette(colors: Record<string, string>): PlaceholderPalette {
  const seen = new Set<string>();
  const tones: { name: string; rgb: Rgb; lum: number; sat: number }[] = [];
  for (const [name, value] of Object.entries(colors)) {
    const rgb = resolveColor(value, colors);
    if (!rgb || seen.has(hex(rgb))) continue;
    seen.add(hex(rgb));
    tones.push({ name, rgb, lum: luminance(rgb), sat: saturation(rgb) });
  }
  const accents = tones
    .filter((t) => t.sat >= 0.15 && t.lum > 0.02 && t.lum < 0.75)
    // Brand-named tones first, then the most vivid mid tones (a pale tint shows little at low opacity).
    .sort((a, b) => Number(BRAND_NAME.test(b.name)) - Number(BRAND_NAME.test(a.name)) || b.sat - Math.abs(b.lum - 0.2) - (a.sat - Math.abs(a.lum - 0.2)));
  const darkest = [...tones].sort((a, b) => a.lum - b.lum)[0];
  const ink: Rgb = darkest && darkest.lum <= 0.2 ? darkest.rgb : [43, 43, 43];
  // A tinted light tone says more about the site than plain white.
  const lights = tones.filter((t) => t.lum >= 0.7).sort((a, b) => Number(hex(a.rgb) === '#ffffff') - Number(hex(b.rgb) === '#ffffff') || b.sat - a.sat);
  const surface: Rgb = lights[0]?.rgb ?? mix(accents[0]?.rgb ?? ink, [255, 255, 255], 0.9);
  return { surface: hex(surface), ink: hex(ink), accents: accents.length ? accents.map((t) => hex(t.rgb)) : [hex(ink)] };
}
