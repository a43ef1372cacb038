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
