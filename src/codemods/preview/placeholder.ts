import type { PlaceholderPalette } from './palette.js';

export interface ImageSize {
  width: number;
  height: number;
}

const escapeXml = (s: string) => s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!);

/** The label in at most three lines of about `max` characters, words kept whole where they fit. */
export function wrapLabel(label: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of label.trim().split(/\s+/).filter(Boolean)) {
    if (!line) line = word;
    else if ((line + ' ' + word).length <= max) line += ' ' + word;
    else {
      lines.push(line);
      line = word;
    }
  }
  if (line) lines.push(line);
  const out = lines.slice(0, 3).map((l) => (l.length > max ? `${l.slice(0, max - 1)}…` : l));
  if (lines.length > 3) out[2] = out[2].length < max ? `${out[2]}…` : `${out[2].slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
  return out;
}

/**
 * A placeholder picture for a product whose image the preview cannot load (hot-linked) or the
 * source never had: the site's ground colour, two soft shapes in its accent tones (placed by
 * `index`, so neighbouring cards differ) and the product's name in its ink colour.
 */
export function placeholderSvg(label: string, size: ImageSize, palette: PlaceholderPalette, index: number): string {
  const { width: w, height: h } = size;
  const m = Math.min(w, h);
  const a = palette.accents[index % palette.accents.length];
  const b = palette.accents[(index + 1) % palette.accents.length];
  const flip = index % 2 === 1;
  const fontSize = Math.round(m * 0.075);
  const lines = wrapLabel(label, Math.max(8, Math.floor((w * 0.8) / (fontSize * 0.55))));
  const top = h / 2 - ((lines.length - 1) * fontSize * 1.25) / 2;
  const text = lines.map((l, i) => `<tspan x="${w / 2}" y="${Math.round(top + i * fontSize * 1.25)}">${escapeXml(l)}</tspan>`).join('');
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">`,
    `<rect width="${w}" height="${h}" fill="${palette.surface}"/>`,
    `<circle cx="${Math.round(flip ? w * 0.2 : w * 0.8)}" cy="${Math.round(h * 0.2)}" r="${Math.round(m * 0.36)}" fill="${a}" fill-opacity="0.22"/>`,
    `<circle cx="${Math.round(flip ? w * 0.85 : w * 0.15)}" cy="${Math.round(h * 0.88)}" r="${Math.round(m * 0.26)}" fill="${b}" fill-opacity="0.16"/>`,
    `<text text-anchor="middle" dominant-baseline="middle" font-family="system-ui, -apple-system, 'Segoe UI', sans-serif" font-size="${fontSize}" font-weight="600" fill="${palette.ink}">${text}</text>`,
    `<rect x="${Math.round(w / 2 - m * 0.06)}" y="${Math.round(top + lines.length * fontSize * 1.25 - fontSize * 0.2)}" width="${Math.round(m * 0.12)}" height="${Math.max(2, Math.round(m * 0.006))}" fill="${a}"/>`,
    '</svg>',
  ].join('');
}

/** The SVG as a `data:` URI: it loads from the theme itself, whatever the base path or route. */
export const svgDataUri = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
