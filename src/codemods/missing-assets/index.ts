import type { Limitation } from '../../analyze/types.js';
import { defineStep, type StepContext, type StepResult } from '../../convert/step.js';
import { appLayout, joinPath, servedPublicDir } from '../theme-shell/layout.js';
import { placeholderPalette } from '../preview/palette.js';
import { placeholderSvg } from '../preview/placeholder.js';
import { stringRanges, withinRanges, type LiteralRanges } from './literal-ranges.js';
import { linkSourcePaths } from './source-paths.js';
import { acceptPictureAddresses } from './inline-pictures.js';
import { hasValue, templatePattern, withoutValues } from './template-paths.js';
import { dropMissingFontFaces, type DroppedFont } from './missing-fonts.js';

/** Where the stand-ins go, under the app's public folder (served at `/missing-assets/…`). */
export const MISSING_DIR = 'missing-assets';
const TEXT_FILE = /\.(m?[jt]sx?|css|scss|sass|less|html?)$/i;
const SKIP_DIR = /(^|\/)(node_modules|dist|preview-dist|build|\.git|public)\//;
/**
 * A root-absolute picture path inside quotes, a template literal or `url()`: `"/img/hero.jpg"`,
 * `url(/lovable-uploads/a.png)`. `//cdn…` (protocol-relative) is not one. An apostrophe belongs
 * to the path unless it opened the string (`"/public/it's.png"`).
 */
const PICTURE_PATH = /(["'`(])(\/(?![\/\s])(?:[^"'`()\n?#<>]|(?!\1)')+\.(?:png|jpe?g|gif|webp|avif|svg|bmp))([?#][^"'`()\s]*)?(?=["'`)])/gi;
/**
 * A picture named by its bare file name in a JSX `src` (`<img src="logo.png" />`): the browser
 * reads it against the page's own path (`/shop/logo.png` on `/shop/cake`), so it only ever meant
 * the public folder's root file. Scripts only: index.html's relative paths are the bundler's.
 */
const BARE_PICTURE = /(\bsrc=)(["'])([A-Za-z0-9_][^"'\/\s:]*\.(?:png|jpe?g|gif|webp|avif|svg|bmp))\2/gi;
const SCRIPT_FILE = /\.(m?[jt]sx?)$/i;
/** Plain CSS: the sheets postcss reads without a syntax plugin. */
const STYLE_FILE = /\.css$/i;
/** Vite serves the public folder at the root: `/public/logo.png` is a 404 in the built theme. */
const PUBLIC_PREFIX = '/public/';

const stemOf = (p: string) => {
  let base = p.split('/').pop() ?? '';
  try { base = decodeURIComponent(base); } catch { /* keep it as written */ }
  return base.replace(/\.[a-z0-9]+$/i, '').toLowerCase().replace(/[^a-z0-9-]+/g, '-').replace(/^-+|-+$/g, '') || 'picture';
};
const labelOf = (stem: string) => (/^[0-9a-f-]{16,}$/.test(stem) ? 'Picture' : stem.replace(/-/g, ' '));

interface Found { file: string; line: number; path: string; local: string }

/**
 * Pictures the source links by a root path (`/about-hero.jpg`, `/lovable-uploads/….png`) that its
 * public folder does not have: on the platform they are 404s and broken images on every page that
 * shows them. Each gets a placeholder in the site's palette under `public/missing-assets/`, the
 * reference points at it, and a limitation names the picture to add. A picture linked under the
 * public folder's own name (`/public/logo.png`) that the folder has is linked at its served path.
 */
export function runMissingAssets(ctx: StepContext): StepResult {
  const { tree } = ctx;
  const layout = appLayout(ctx);
  const publicDir = servedPublicDir(tree, layout);
  const served = (p: string) => {
    let decoded = p;
    try { decoded = decodeURIComponent(p); } catch { /* as written */ }
    return tree.exists(joinPath(publicDir, decoded.slice(1))) || tree.exists(joinPath(publicDir, p.slice(1)));
  };
  let listed: string[] | undefined;
  /** The public folder's files, as the root paths they are served at. */
  const publicFiles = () => (listed ??= tree.list().filter((f) => f.startsWith(`${publicDir}/`)).map((f) => f.slice(publicDir.length)));
  const palette = placeholderPalette(ctx.analysis.design?.colors ?? {});
  const stems = new Map<string, string>();
  const found: Found[] = [];
  const mended: string[] = [];
  const inApp = (p: string) => !layout.root || p.startsWith(layout.root + '/');
  const linked: string[] = [];
  const addressed: string[] = [];
  const missingFonts: (DroppedFont & { file: string })[] = [];
  for (const file of tree.list()) {
    if (!inApp(file) || !TEXT_FILE.test(file) || SKIP_DIR.test(file)) continue;
    // Media named by its path in the source tree (`"src/images/a.jpg"`): the bundler's address.
    if (SCRIPT_FILE.test(file)) {
      const before = tree.read(file);
      const r = before === undefined ? null : linkSourcePaths(file, before, layout.root, publicDir, () => tree.list());
      if (r) {
        tree.write(file, r.text);
        for (const e of r.edits) linked.push(`${file}:${e.line}: ${e.from} → ${e.to}`);
      }
      // A picture built as base64 text from a record's field takes the address the platform gives.
      const current = tree.read(file);
      const inline = current === undefined ? null : acceptPictureAddresses(file, current);
      if (inline) {
        tree.write(file, inline.text);
        for (const line of inline.lines) addressed.push(`${file}:${line}`);
      }
    }
    // A font face whose files the site never shipped: 404s on every page that uses it.
    const sheet = STYLE_FILE.test(file) ? tree.read(file) : undefined;
    const fonts = sheet === undefined ? null : dropMissingFontFaces(sheet, served, file);
    if (fonts) {
      tree.write(file, fonts.text);
      for (const f of fonts.dropped) missingFonts.push({ file, ...f });
    }
    let text = tree.read(file);
    if (text !== undefined && SCRIPT_FILE.test(file) && BARE_PICTURE.test(text)) {
      text = text.replace(BARE_PICTURE, (_m, attr: string, q: string, name: string) => {
        mended.push(`${file}: ${name} → /${name}`);
        return `${attr}${q}/${name}${q}`;
      });
      tree.write(file, text);
    }
    BARE_PICTURE.lastIndex = 0;
    if (text === undefined || !text.includes('/')) continue;
    let out = '';
    let last = 0;
    // In a script, only what its strings hold is a path (parsed once, when something looks like one).
    let strings: LiteralRanges | null | undefined;
    for (const m of text.matchAll(PICTURE_PATH)) {
      const p = m[2];
      // index.html's own module and style paths are the bundler's, not the public folder's.
      if (p.startsWith(`/${MISSING_DIR}/`) || (/\.html?$/.test(file) && p.startsWith('/src/')) || served(p)) continue;
      const at = m.index + m[1].length;
      const pattern = hasValue(p);
      if (/\.m?[jt]sx?$/i.test(file)) {
        if (strings === undefined) strings = stringRanges(file, text);
        if (!strings || !withinRanges(pattern ? strings.templates : strings.strings, at, at + p.length)) continue;
      } else if (pattern) continue;
      // A path made in a template (`/uploads/soap-${i}.jpg`, a gallery): missing only when no file
      // of the public folder fits it; then the whole path points at one placeholder.
      if (pattern && publicFiles().some((f) => templatePattern(p).test(f))) continue;
      // A picture linked under the public folder's own name: the path it is served at.
      if (p.startsWith(PUBLIC_PREFIX) && served(p.slice(PUBLIC_PREFIX.length - 1))) {
        mended.push(`${file}: ${p} → ${p.slice(PUBLIC_PREFIX.length - 1)}`);
        out += text.slice(last, at) + p.slice(PUBLIC_PREFIX.length - 1);
        last = at + p.length;
        continue;
      }
      let stem = stems.get(p);
      if (!stem) {
        const base = stemOf(withoutValues(p));
        const taken = new Set(stems.values());
        stem = base;
        for (let n = 2; taken.has(stem); n++) stem = `${base}-${n}`;
        stems.set(p, stem);
      }
      const local = `/${MISSING_DIR}/${stem}.svg`;
      found.push({ file, line: text.slice(0, at).split('\n').length, path: p, local });
      out += text.slice(last, at) + local;
      last = at + p.length + (m[3]?.length ?? 0);
    }
    if (last) tree.write(file, out + text.slice(last));
  }
  let index = 0;
  for (const [p, stem] of stems) {
    const target = `${publicDir}/${MISSING_DIR}/${stem}.svg`;
    if (!tree.exists(target)) tree.write(target, placeholderSvg(labelOf(stemOf(withoutValues(p))), { width: 1200, height: 800 }, palette, index++));
  }
  const limitations: Limitation[] = found.map((f) => ({
    file: f.file, line: f.line,
    what: `${f.path} is not in ${publicDir}/: a placeholder (${publicDir}${f.local}) stands in`,
    why: 'the source links a picture it does not ship; add the picture to the theme and point the reference back at it',
  }));
  for (const f of missingFonts) {
    limitations.push({ file: f.file, line: f.line, what: `the ${f.family} font (${f.paths.join(', ')}) is not in ${publicDir}/: its @font-face went, the text shows in the next font of its stack`, why: 'the source links font files it does not ship; add them to the theme and restore the @font-face' });
  }
  const notes = [
    ...(found.length ? [`${stems.size} missing picture(s) replaced by placeholders in the site's palette under ${publicDir}/${MISSING_DIR}/`] : []),
    ...(addressed.length ? [`${addressed.length} picture(s) built as base64 text from a record's field also take a picture's address, as the platform gives it: ${addressed.join(', ')}`] : []),
    ...(linked.length ? [`${linked.length} media path(s) of the source tree, which only a dev server serves, linked through the bundler (new URL(…, import.meta.url)): ${linked.join('; ')}`] : []),
    ...mended.map((m) => `${m} (the public folder is served at the root${/: \//.test(m) ? '' : '; a bare name is read against each page\'s path'})`),
  ];
  return { status: found.length || mended.length || linked.length || addressed.length || missingFonts.length ? 'applied' : 'unnecessary', limitations, notes };
}

export const missingAssetsStep = defineStep({
  id: 'missing-assets',
  description: "pictures the source links by path but does not ship get placeholders in the site's palette",
  needs: ['analysis'],
  run: runMissingAssets,
});
export default missingAssetsStep;
