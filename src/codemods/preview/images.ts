import { assetPath, isRecord, type Json } from './literal-data.js';
import type { PlaceholderPalette } from './palette.js';
import { placeholderSvg, svgDataUri, type ImageSize } from './placeholder.js';
import { IMAGE_FIELDS } from './shape.js';

export interface ImageOptions {
  /** Does the theme serve this site path (`/img/a.svg` → its public folder)? */
  served(path: string): boolean;
  palette: PlaceholderPalette;
  size: ImageSize;
  /** Fields the source's components read pictures from (`img`, `thumbnail`): set in `raw`, which views spread. */
  fields?: string[];
}

/** How a kind of demo record got its pictures. */
export interface ImageCounts {
  /** Records showing a picture the source ships (public/, or a file its modules import). */
  local: number;
  /** Records showing a generated placeholder (hot-linked, missing or no picture in the source). */
  placeholders: number;
}

const REMOTE = /^(https?:)?\/\//i;
const IMAGE_PATH = /\.(png|jpe?g|gif|webp|avif|svg|bmp)(\?|#|$)/i;
const IMAGE_KEYS = new Set(IMAGE_FIELDS);
/** Picture fields that hold a list (and any plural name: `imgs`, `imageUrls`). */
const LIST_KEYS = new Set(IMAGE_FIELDS.slice(IMAGE_FIELDS.indexOf('images')));

/** A remote picture in the source record (`raw`): by its field name or its file type. */
const remotePicture = (key: string, v: Json): boolean => typeof v === 'string' && REMOTE.test(v) && (IMAGE_KEYS.has(key) || IMAGE_PATH.test(v));

/** The raw source record with its hot-linked pictures replaced by `local` (views spread `raw`). */
function localizeRaw(raw: Record<string, Json>, local: string): Record<string, Json> {
  const out: Record<string, Json> = {};
  for (const [k, v] of Object.entries(raw)) {
    if (remotePicture(k, v)) out[k] = local;
    else if (Array.isArray(v) && v.some((x) => remotePicture(k, x))) out[k] = v.map((x) => (remotePicture(k, x) ? local : x));
    else out[k] = v;
  }
  return out;
}

/**
 * Give every demo record that declares `image`/`images` a picture the preview can load: the
 * source's own file when the theme serves it, else a placeholder in the site's palette with the
 * record's name, sized like the source's cards. Hot-linked URLs would be foreign requests.
 */
export function fillDemoImages(data: Record<string, Json[]>, opts: ImageOptions): Record<string, ImageCounts> {
  const counts: Record<string, ImageCounts> = {};
  for (const [key, records] of Object.entries(data)) {
    records.forEach((r, i) => {
      if (!isRecord(r) || !('image' in r || 'images' in r)) return;
      const c = (counts[key] ??= { local: 0, placeholders: 0 });
      const served = (v: Json | undefined): v is string => typeof v === 'string' && v !== '' && !REMOTE.test(v) && (v.startsWith('data:') || assetPath(v) !== null || opts.served(v));
      const images = Array.isArray(r.images) ? r.images.filter(served) : [];
      let image = served(r.image) ? r.image : (images[0] ?? null);
      if (image) c.local++;
      else {
        const label = [r.name, r.title, r.nameAr].find((x): x is string => typeof x === 'string' && x.trim() !== '') ?? `${key} ${i + 1}`;
        image = svgDataUri(placeholderSvg(label, opts.size, opts.palette, i));
        c.placeholders++;
      }
      if ('image' in r) r.image = image;
      if ('images' in r) r.images = images.length ? images : [image];
      if (isRecord(r.raw)) {
        const raw = localizeRaw(r.raw, image);
        for (const f of opts.fields ?? []) if (raw[f] === undefined || raw[f] === null || raw[f] === '') raw[f] = LIST_KEYS.has(f) || /s$/i.test(f) ? [image] : image;
        r.raw = raw;
      }
    });
  }
  return counts;
}
