// platform-convert: compiled `src/styles.css` for the platform (theme package requirement 2).
// Runs after `vite build` (npm runs `postbuild` automatically) and joins the CSS Vite emitted,
// so Tailwind, PostCSS and CSS imports are already compiled.
import { promises as fs } from 'node:fs';
import path from 'node:path';

const assets = path.resolve('preview-dist', 'assets');
const names = (await fs.readdir(assets).catch(() => [])).filter((n) => n.endsWith('.css')).sort();
if (!names.length) {
  console.error('platform-postbuild: no CSS in preview-dist/assets; run `vite build` first');
  process.exit(1);
}
const css = await Promise.all(names.map((n) => fs.readFile(path.join(assets, n), 'utf8')));
// The app's source folder, relative to the package (`client/src` when vite's root is `client`).
const srcDir = process.argv[2] ?? 'src';
await fs.writeFile(path.resolve(srcDir, 'styles.css'), css.join('\n'));
console.log(`platform-postbuild: ${srcDir}/styles.css written from ${names.length} stylesheet(s)`);

// With `base: './'` Vite writes the favicon as `./icon.svg`; after a client-side navigation to a
// nested route (`/item/1`) the browser asks for `/item/icon.svg` and gets a 404. A small icon is
// inlined into preview-dist/index.html as a data URL, so it loads from any route.
const ICON_TYPES = { '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon', '.gif': 'image/gif', '.jpg': 'image/jpeg', '.jpeg': 'image/jpeg', '.webp': 'image/webp' };
const htmlFile = path.resolve('preview-dist', 'index.html');
const html = await fs.readFile(htmlFile, 'utf8').catch(() => null);
if (html) {
  let inlined = 0;
  const out = [];
  let last = 0;
  for (const m of html.matchAll(/<link\b[^>]*\brel=["'][^"']*\bicon\b[^"']*["'][^>]*>/gi)) {
    const href = /\bhref=["']([^"']+)["']/i.exec(m[0]);
    const rel = href && /^(\.\/|\/)?(?![a-z]+:)([^?#]+)$/i.exec(href[1]);
    const type = rel && ICON_TYPES[path.extname(rel[2]).toLowerCase()];
    const file = rel && path.resolve('preview-dist', rel[2]);
    const data = type && file.startsWith(path.resolve('preview-dist')) ? await fs.readFile(file).catch(() => null) : null;
    if (!data || data.length > 65536) continue;
    out.push(html.slice(last, m.index), m[0].replace(href[0], `href="data:${type};base64,${data.toString('base64')}"`));
    last = m.index + m[0].length;
    inlined++;
  }
  if (inlined) {
    await fs.writeFile(htmlFile, out.join('') + html.slice(last));
    console.log(`platform-postbuild: ${inlined} icon(s) inlined into preview-dist/index.html`);
  }
}
