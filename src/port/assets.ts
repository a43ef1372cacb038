import path from 'node:path';
import { isRemote } from './known-scripts.js';

/** A relative URL written in a file served at `fromWebPath` → absolute web path (`/img/a.png`), or null if it is not local. */
export function toWebPath(url: string, fromWebPath: string): string | null {
  const u = url.trim();
  if (!u || isRemote(u) || /^([a-z][a-z0-9+.-]*:|#|\{|%)/i.test(u)) return null;
  const clean = u.replace(/[?#].*$/, '');
  const suffix = u.slice(clean.length);
  const abs = clean.startsWith('/') ? clean : path.posix.join(path.posix.dirname('/' + fromWebPath.replace(/^\/+/, '')), clean);
  return path.posix.normalize(abs) + suffix;
}

/**
 * Rewrite the `url(...)` and `@import` references of a CSS file served at `fromWebPath` so they
 * still point at the same files once the CSS moves under `src/` and the assets under `public/`.
 * A small scanner over the text (comments and strings skipped), so minified CSS works too.
 */
export function rewriteCssUrls(css: string, fromWebPath: string, cssTarget: (webPath: string) => string | null): string {
  return mapCssUrls(css, (url) => toWebPath(url, fromWebPath), (url) => {
    const web = toWebPath(url, fromWebPath);
    return web ? cssTarget(web) ?? web : null;
  });
}

/** Map every `url(...)` (and `@import "..."`) of a CSS text; a mapper returning null keeps the URL. */
export function mapCssUrls(css: string, mapUrl: (url: string) => string | null, mapImport: (url: string) => string | null = mapUrl): string {
  let out = '';
  let i = 0;
  while (i < css.length) {
    if (css.startsWith('/*', i)) {
      const end = css.indexOf('*/', i + 2);
      const stop = end < 0 ? css.length : end + 2;
      out += css.slice(i, stop);
      i = stop;
      continue;
    }
    const m = /^url\(\s*(["']?)/i.exec(css.slice(i, i + 6));
    if (m && (i === 0 || !/[\w-]/.test(css[i - 1]))) {
      const q = m[1];
      const start = i + m[0].length;
      const end = q ? css.indexOf(q, start) : css.indexOf(')', start);
      if (end < 0) break;
      const url = css.slice(start, end);
      out += css.slice(i, start) + (mapUrl(url) ?? url);
      i = end;
      continue;
    }
    const imp = /^@import\s+(["'])/i.exec(css.slice(i, i + 12));
    if (imp) {
      const start = i + imp[0].length;
      const end = css.indexOf(imp[1], start);
      if (end < 0) break;
      const url = css.slice(start, end);
      out += css.slice(i, start) + (mapImport(url) ?? url);
      i = end;
      continue;
    }
    out += css[i];
    i++;
  }
  return out;
}

/** File types a static site serves as they are (copied under `public/`). */
const WEB_ASSET = /\.(png|jpe?g|gif|webp|avif|svg|ico|bmp|tiff?|woff2?|ttf|otf|eot|mp4|webm|ogg|mp3|wav|pdf|txt|xml|webmanifest|vtt|zip|json)$/i;
const NOT_ASSET = /(^|\/)(package(-lock)?\.json|tsconfig[^/]*\.json|jsconfig\.json|composer\.json|\.[^/]+)$/i;

export const isWebAsset = (p: string) => WEB_ASSET.test(p) && !NOT_ASSET.test(p);

/** Inline `<style>` blocks (de-duplicated, urls made absolute) → one CSS file's text, or null. */
export function inlineCss(blocks: { css: string; webPath: string }[]): string | null {
  const unique = [...new Map(blocks.filter((b) => b.css.trim()).map((b) => [b.css.trim(), b])).values()];
  if (!unique.length) return null;
  return unique.map((b) => `/* from ${b.webPath} */\n${rewriteCssUrls(b.css.trim(), b.webPath, () => null)}\n`).join('\n');
}
