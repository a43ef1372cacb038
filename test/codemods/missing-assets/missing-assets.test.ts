import { afterEach, describe, expect, it } from 'vitest';
import { analyzeSite } from '../../../src/analyze/index.js';
import missingAssets from '../../../src/codemods/missing-assets/index.js';
import { dropMissingFontFaces } from '../../../src/codemods/missing-assets/missing-fonts.js';
import { MemoryTree } from '../../../src/convert/memory-tree.js';
import { memoryLogger } from '../../../src/infra/logger.js';
import { loadSite } from '../../../src/load/site.js';
import { emptyState } from '../../../src/state/index.js';
import { writeToTemp, type ThemeDir } from '../../helpers/build-theme.js';

const temps: ThemeDir[] = [];
afterEach(async () => { for (const t of temps.splice(0)) await t.cleanup(); });

async function site(files: Record<string, string>) {
  const tmp = await writeToTemp(files, 'missing-assets');
  temps.push(tmp);
  const dir = tmp.dir;
  const loaded = await loadSite(dir, { mode: 'edit' });
  return { site: loaded, tree: new MemoryTree(loaded), analysis: await analyzeSite(loaded), state: emptyState(), logger: memoryLogger() };
}

const PAGE = `export default function Story() {
  return (
    <section style={{ backgroundImage: "url('/photos/oven at dawn.jpg')" }}>
      <img src="/photos/crust.png" alt="crust" />
      <img src="/photos/flour.webp" alt="flour" />
      <img src="//cdn.example.org/remote.png" alt="remote" />
      <img src={\`/photos/crust.png\`} alt="again" />
    </section>
  );
}
`;

describe('missing-assets step', () => {
  it('a picture linked by path that public/ lacks points at a placeholder in the palette; shipped and remote pictures stay; a second run changes nothing', async () => {
    const ctx = await site({
      'package.json': '{ "name": "crumb", "dependencies": { "react": "^18.3.1" } }',
      'index.html': '<!doctype html><html><head><link rel="icon" href="/favicon.svg"></head><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>',
      'public/favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
      'public/photos/flour.webp': 'RIFF',
      'src/main.jsx': "import { createRoot } from 'react-dom/client';\nimport Story from './Story.jsx';\ncreateRoot(document.getElementById('root')).render(<Story />);\n",
      'src/Story.jsx': PAGE,
      'src/story.css': '.hero { background: url(/photos/crust.png) center / cover; }\n',
    });
    const r = await missingAssets.run(ctx);
    expect(r.status).toBe('applied');
    const story = ctx.tree.read('src/Story.jsx')!;
    expect(story).toContain('<img src="/missing-assets/crust.svg" alt="crust" />');
    expect(story).toContain('<img src={`/missing-assets/crust.svg`} alt="again" />');
    expect(story).toContain("url('/missing-assets/oven-at-dawn.svg')");
    expect(story).toContain('src="/photos/flour.webp"');
    expect(story).toContain('src="//cdn.example.org/remote.png"');
    expect(ctx.tree.read('src/story.css')).toBe('.hero { background: url(/missing-assets/crust.svg) center / cover; }\n');
    expect(ctx.tree.read('index.html')).toContain('/src/main.jsx');
    expect(ctx.tree.read('public/missing-assets/crust.svg')).toMatch(/^<svg [^>]*width="1200" height="800"[\s\S]*>crust</);
    expect(ctx.tree.exists('public/missing-assets/oven-at-dawn.svg')).toBe(true);
    expect(r.limitations?.map((l) => `${l.file}:${l.line}`)).toEqual(['src/Story.jsx:3', 'src/Story.jsx:4', 'src/Story.jsx:7', 'src/story.css:1']);
    const before = ctx.tree.changes();
    expect((await missingAssets.run(ctx)).status).toBe('unnecessary');
    expect(ctx.tree.changes()).toEqual(before);
  });

  it('a gallery path made in a template points at one placeholder when no public file fits it; one some file fits stays', async () => {
    const gallery = [
      'export function Gallery({ count }) {',
      '  const shots = Array.from({ length: count }, (_, i) => i + 1);',
      '  return (',
      '    <div>',
      '      {shots.map((i) => <img key={i} src={`/uploads/soap-bar-${i}.jpg`} alt="" />)}',
      '      {shots.map((i) => <img key={i} src={`/uploads/candle-${i}.webp`} alt="" />)}',
      '      <p>{`/uploads/${count}.jpg is a caption, not a picture`.length}</p>',
      '    </div>',
      '  );',
      '}',
      '',
    ].join('\n');
    const ctx = await site({
      'package.json': '{ "name": "lather", "dependencies": { "react": "^18.3.1" } }',
      'index.html': '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>',
      'public/uploads/candle-1.webp': 'RIFF',
      'src/main.jsx': "import { createRoot } from 'react-dom/client';\nimport { Gallery } from './Gallery.jsx';\ncreateRoot(document.getElementById('root')).render(<Gallery count={3} />);\n",
      'src/Gallery.jsx': gallery,
    });
    const r = await missingAssets.run(ctx);
    const out = ctx.tree.read('src/Gallery.jsx')!;
    expect(out).toContain('src={`/missing-assets/soap-bar.svg`}');
    expect(out).toContain('src={`/uploads/candle-${i}.webp`}');
    expect(ctx.tree.read('public/missing-assets/soap-bar.svg')).toMatch(/>soap bar</);
    // A template naming a path inside a sentence is no picture path.
    expect(out).toContain('{`/uploads/${count}.jpg is a caption, not a picture`.length}');
    expect(r.limitations?.map((l) => `${l.file}:${l.line} ${l.what.split(' is ')[0]}`)).toEqual(['src/Gallery.jsx:5 /uploads/soap-bar-${i}.jpg']);
    expect((await missingAssets.run(ctx)).status).toBe('unnecessary');
  });

  it('in a script only what its strings hold is a picture path: a regular expression and its replacement in code stay as written', async () => {
    const shrink = [
      "// Pictures are re-encoded before upload: /uploads/raw.png becomes a jpeg.",
      'export function renamed(file) {',
      "  return new File([file], file.name.replace(/\\.\\w+$/, '.jpg'), { type: 'image/jpeg' });",
      '}',
      'export function Hero() {',
      '  return <img src="/uploads/hero.jpg" alt="" />;',
      '}',
      '',
    ].join('\n');
    const ctx = await site({
      'package.json': '{ "name": "kiln", "dependencies": { "react": "^18.3.1" } }',
      'index.html': '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>',
      'src/main.jsx': "import { createRoot } from 'react-dom/client';\nimport { Hero } from './shrink.js';\ncreateRoot(document.getElementById('root')).render(<Hero />);\n",
      'src/shrink.js': shrink,
    });
    await missingAssets.run(ctx);
    const out = ctx.tree.read('src/shrink.js')!;
    // The code and the comment keep their bytes; the string's picture gets its placeholder.
    expect(out).toBe(shrink.replace('"/uploads/hero.jpg"', '"/missing-assets/hero.svg"'));
  });

  it("a picture linked under /public/ that the public folder has is linked at the root, where Vite serves it (an apostrophe in its name included)", async () => {
    const ctx = await site({
      'package.json': '{ "name": "herb", "dependencies": { "react": "^18.3.1" } }',
      'index.html': '<!doctype html><html><head><link rel="icon" type="image/png" href="/public/o\'leaf.png"></head><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>',
      "public/o'leaf.png": 'PNG',
      'src/main.jsx': "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('root')).render(<img src='/public/gone.png' alt='' />);\n",
    });
    const r = await missingAssets.run(ctx);
    expect(ctx.tree.read('index.html')).toContain(`href="/o'leaf.png"`);
    // Not in the public folder: a placeholder, as for any missing picture.
    expect(ctx.tree.read('src/main.jsx')).toContain("src='/missing-assets/gone.svg'");
    expect(r.notes).toContain("index.html: /public/o'leaf.png → /o'leaf.png (the public folder is served at the root)");
    expect((await missingAssets.run(ctx)).status).toBe('unnecessary');
  });
  it('a picture named by its bare file name in a JSX src is the public root file: linked there when shipped, else a placeholder', async () => {
    const ctx = await site({
      'package.json': '{ "name": "loaf", "dependencies": { "react": "^18.3.1" } }',
      'index.html': '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>',
      'public/crest.png': 'PNG',
      'src/main.jsx': "import { createRoot } from 'react-dom/client';\nimport Till from './Till.jsx';\ncreateRoot(document.getElementById('root')).render(<Till />);\n",
      'src/Till.jsx': 'export default function Till() {\n  return (\n    <div>\n      <img src="crest.png" alt="crest" />\n      <img src=\'stamp.webp\' alt="stamp" />\n      <img src="./local.png" alt="local" />\n      <a href="menu.png">menu</a>\n    </div>\n  );\n}\n',
    });
    const r = await missingAssets.run(ctx);
    const till = ctx.tree.read('src/Till.jsx')!;
    expect(till).toContain('<img src="/crest.png" alt="crest" />');
    expect(till).toContain("<img src='/missing-assets/stamp.svg' alt=\"stamp\" />");
    // A path relative to the module, and a link that is not a picture source, are left as written.
    expect(till).toContain('<img src="./local.png" alt="local" />');
    expect(till).toContain('<a href="menu.png">menu</a>');
    expect(r.limitations?.map((l) => l.what)).toEqual(['/stamp.webp is not in public/: a placeholder (public/missing-assets/stamp.svg) stands in']);
    expect((await missingAssets.run(ctx)).status).toBe('unnecessary');
  });

  it('an app whose vite config serves another public folder (root client/, publicDir at the package root) gets its placeholders there, and a picture that folder has stays', async () => {
    const ctx = await site({
      'package.json': '{ "name": "crumb", "dependencies": { "react": "^18.3.1", "vite": "^5.0.0" } }',
      'vite.config.ts': 'import { defineConfig } from "vite";\nimport path from "path";\nexport default defineConfig({\n  root: path.resolve(import.meta.dirname, "client"),\n  publicDir: path.resolve(import.meta.dirname, "./public"),\n});\n',
      'public/photos/flour.webp': 'RIFF',
      'client/index.html': '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>',
      'client/src/main.jsx': "import { createRoot } from 'react-dom/client';\nimport Story from './Story.jsx';\ncreateRoot(document.getElementById('root')).render(<Story />);\n",
      'client/src/Story.jsx': 'export default function Story() {\n  return (\n    <section>\n      <img src="/photos/crust.png" alt="crust" />\n      <img src="/photos/flour.webp" alt="flour" />\n    </section>\n  );\n}\n',
    });
    await missingAssets.run(ctx);
    expect(ctx.tree.exists('public/missing-assets/crust.svg')).toBe(true);
    expect(ctx.tree.list().some((f) => f.startsWith('client/public/'))).toBe(false);
    const story = ctx.tree.read('client/src/Story.jsx')!;
    expect(story).toContain('src="/missing-assets/crust.svg"');
    expect(story).toContain('src="/photos/flour.webp"');
  });

  it('media named by its path in the source tree (only a dev server serves it) is linked through the bundler; public, missing and module paths stay', async () => {
    const ctx = await site({
      'package.json': '{ "name": "kiln", "dependencies": { "react": "^18.3.1", "vite": "^5.0.0" } }',
      'vite.config.ts': 'import { defineConfig } from "vite";\nimport path from "path";\nexport default defineConfig({\n  root: path.resolve(import.meta.dirname, "client"),\n});\n',
      'client/index.html': '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>',
      'client/public/glaze.png': 'PNG',
      'client/src/pics/wheel.jpg': 'JPG',
      'client/src/pics/kiln.png': 'PNG',
      'client/src/reels/throwing.mp4': 'MP4',
      'client/src/reels/firing.mp4': 'MP4',
      'client/src/main.jsx': "import { createRoot } from 'react-dom/client';\nimport Studio from './parts/Studio.jsx';\ncreateRoot(document.getElementById('root')).render(<Studio />);\n",
      'client/src/parts/Studio.jsx': [
        "import Reel from './Reel.jsx';",
        'const slides = [',
        '  { src: "src/pics/wheel.jpg", caption: "At the wheel" },',
        "  { src: './src/pics/kiln.png', caption: 'Into the kiln' },",
        '  { src: "src/pics/cooling.jpg", caption: "Cooling" },',
        '];',
        'const reels = [{ file: "throwing.mp4" }, { file: "firing.mp4" }];',
        'export default function Studio() {',
        '  return (',
        '    <main>',
        '      <img src="/src/pics/wheel.jpg" alt="wheel" />',
        '      <img src="/glaze.png" alt="glaze" />',
        '      {slides.map((s) => <img key={s.src} src={s.src} alt={s.caption} />)}',
        '      {reels.map((r) => <video key={r.file}><source src={`src/reels/${r.file}`} type="video/mp4" /></video>)}',
        '      <Reel />',
        '    </main>',
        '  );',
        '}',
        '',
      ].join('\n'),
      'client/src/parts/Reel.jsx': 'export default function Reel() { return <a href="src/notes/how-to.txt">notes</a>; }\n',
    });
    const r = await missingAssets.run(ctx);
    expect(r.status).toBe('applied');
    const studio = ctx.tree.read('client/src/parts/Studio.jsx')!;
    expect(studio).toContain('{ src: new URL("../pics/wheel.jpg", import.meta.url).href, caption: "At the wheel" }');
    expect(studio).toContain('{ src: new URL("../pics/kiln.png", import.meta.url).href, caption');
    expect(studio).toContain('<img src={new URL("../pics/wheel.jpg", import.meta.url).href} alt="wheel" />');
    expect(studio).toContain('<source src={new URL(`../reels/${r.file}`, import.meta.url).href} type="video/mp4" />');
    // The public folder's picture, the module import, and a non-media path stay as written.
    expect(studio).toContain('<img src="/glaze.png" alt="glaze" />');
    expect(studio).toContain("import Reel from './Reel.jsx';");
    expect(ctx.tree.read('client/src/parts/Reel.jsx')).toContain('href="src/notes/how-to.txt"');
    // A path to a file the source does not have is not linked (the bundler would fail on it).
    expect(studio).toContain('{ src: "src/pics/cooling.jpg", caption: "Cooling" }');
    expect(r.notes?.join("\n")).toMatch(/^4 media path\(s\) of the source tree/m);
    const before = ctx.tree.changes();
    expect((await missingAssets.run(ctx)).status).toBe('unnecessary');
    expect(ctx.tree.changes()).toEqual(before);
  });

  it("a picture built as base64 text from a record's field also takes a picture's address (the platform's), and a second run changes nothing", async () => {
    const ctx = await site({
      'package.json': '{ "name": "kiln", "dependencies": { "react": "^18.3.1" } }',
      'index.html': '<!doctype html><html><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>',
      'src/main.jsx': "import { createRoot } from 'react-dom/client';\nimport Pot from './Pot.jsx';\ncreateRoot(document.getElementById('root')).render(<Pot pot={{}} />);\n",
      'src/Pot.jsx': [
        'export default function Pot({ pot, thumbs, chosen }) {',
        '  return (',
        '    <figure>',
        '      <img src={`data:image/jpeg;base64,${pot.photo}`} alt="" />',
        '      <img src={pot.thumb ? `data:image/png;base64,${pot?.thumb}` : "/blank.png"} alt="" />',
        '      <img src={`data:image/jpeg;base64,${chosen || pot.photo}`} alt="" />',
        '      {thumbs.map((t) => <img key={t.id} src={`data:image/webp;base64,${t.data.slice(0, 10)}`} alt="" />)}',
        '    </figure>',
        '  );',
        '}',
        '',
      ].join('\n'),
    });
    const r = await missingAssets.run(ctx);
    expect(r.status).toBe('applied');
    const pot = ctx.tree.read('src/Pot.jsx')!;
    expect(pot).toContain('<img src={(/^(data:|https?:|blob:|\\/)/.test(String(pot.photo)) ? pot.photo : `data:image/jpeg;base64,${pot.photo}`)} alt="" />');
    expect(pot).toContain('(/^(data:|https?:|blob:|\\/)/.test(String(pot?.thumb)) ? pot?.thumb : `data:image/png;base64,${pot?.thumb}`)');
    expect(pot).toContain('(/^(data:|https?:|blob:|\\/)/.test(String((chosen || pot.photo))) ? (chosen || pot.photo) : `data:image/jpeg;base64,${chosen || pot.photo}`)');
    // A value worked out in place (a call) is not read twice: left as written.
    expect(pot).toContain('src={`data:image/webp;base64,${t.data.slice(0, 10)}`}');
    const test = new Function('v', `return (/^(data:|https?:|blob:|\\/)/.test(String(v)) ? v : \`data:image/jpeg;base64,\${v}\`)`);
    expect(test('https://cdn.example.test/p.jpg')).toBe('https://cdn.example.test/p.jpg');
    expect(test('/demo/p.svg')).toBe('/demo/p.svg');
    expect(test('iVBORw0KGgo')).toBe('data:image/jpeg;base64,iVBORw0KGgo');
    const before = ctx.tree.changes();
    expect((await missingAssets.run(ctx)).status).toBe('unnecessary');
    expect(ctx.tree.changes()).toEqual(before);
  });
});

describe('missing-assets: font faces the site never shipped', () => {
  const CSS = `@font-face {
  font-family: 'Kiln Serif';
  src: url('/fonts/KilnSerif.woff2') format('woff2'), url("/fonts/KilnSerif.woff") format('woff');
}
@font-face {
  font-family: 'Glaze Sans';
  src: url('/fonts/GlazeSans.woff2') format('woff2');
}
@font-face {
  font-family: Bundled;
  src: url('./assets/Bundled.woff2') format('woff2');
}
.title { font-family: 'Kiln Serif', serif; }
`;

  it('drops an @font-face whose every root-linked file is missing; a shipped or bundled face stays; a second run changes nothing', () => {
    const served = (p: string) => p === '/fonts/GlazeSans.woff2';
    const r = dropMissingFontFaces(CSS, served);
    expect(r?.dropped).toEqual([{ family: 'Kiln Serif', paths: ['/fonts/KilnSerif.woff2', '/fonts/KilnSerif.woff'], line: 1 }]);
    expect(r?.text).not.toContain('KilnSerif.woff');
    expect(r?.text).toContain("font-family: 'Glaze Sans'");
    expect(r?.text).toContain('./assets/Bundled.woff2');
    expect(r?.text).toContain(".title { font-family: 'Kiln Serif', serif; }");
    expect(dropMissingFontFaces(r!.text, served)).toBeNull();
  });

  it('leaves a sheet it cannot read as it is', () => {
    expect(dropMissingFontFaces(`${CSS}\n.broken { color: red;`, () => false)).toBeNull();
  });
});
