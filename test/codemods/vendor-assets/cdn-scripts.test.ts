import { describe, expect, it } from 'vitest';
import { bundleCdnScripts, npmOfCdnScript } from '../../../src/codemods/vendor-assets/cdn-scripts.js';
import { runVendorAssets } from '../../../src/codemods/vendor-assets/index.js';
import { writeToTemp } from '../../helpers/build-theme.js';
import { contextFor } from '../theme-shell/context.js';

/** Library scripts index.html loads from CDNs (with integrity/crossorigin): bundled from npm; CDN stylesheets stay. */

describe('a CDN script URL → the npm package that ships it', () => {
  it('reads npm CDNs, cdnjs, code.jquery.com, BootstrapCDN and a Font Awesome kit; a script that names no package is null', () => {
    expect(npmOfCdnScript('https://cdn.jsdelivr.net/npm/bootstrap@5.3.2/dist/js/bootstrap.bundle.min.js')).toEqual({ pkg: 'bootstrap', version: '5.3.2', spec: 'bootstrap/dist/js/bootstrap.bundle.min.js', globals: [] });
    expect(npmOfCdnScript('https://code.jquery.com/jquery-3.6.4.slim.min.js')).toEqual({ pkg: 'jquery', version: '3.6.4', spec: 'jquery/dist/jquery.slim.min.js', globals: ['jQuery', '$'] });
    expect(npmOfCdnScript('//code.jquery.com/jquery-3.6.4.min.js')?.spec).toBe('jquery');
    expect(npmOfCdnScript('https://stackpath.bootstrapcdn.com/bootstrap/4.6.2/js/bootstrap.min.js')?.spec).toBe('bootstrap/dist/js/bootstrap.bundle.min.js');
    expect(npmOfCdnScript('https://maxcdn.bootstrapcdn.com/bootstrap/3.4.1/js/bootstrap.min.js')?.spec).toBe('bootstrap/dist/js/bootstrap.min.js');
    expect(npmOfCdnScript('https://cdnjs.cloudflare.com/ajax/libs/gsap/3.12.2/gsap.min.js')).toEqual({ pkg: 'gsap', version: '3.12.2', spec: 'gsap', globals: ['gsap'] });
    expect(npmOfCdnScript('https://kit.fontawesome.com/0a1b2c3d4e.js')).toEqual({ pkg: '@fortawesome/fontawesome-free', version: '^6', spec: '@fortawesome/fontawesome-free/css/all.min.css', globals: [] });
    expect(npmOfCdnScript('https://cdnjs.cloudflare.com/ajax/libs/some-unlisted-lib/1.0.0/x.min.js')).toBeNull();
    expect(npmOfCdnScript('https://cdn.tailwindcss.com')).toBeNull();
  });

  it('a library stylesheet maps to the same file of its npm package', () => {
    expect(npmOfCdnScript('https://cdn.jsdelivr.net/npm/bootstrap@5.3.2/dist/css/bootstrap.min.css', true)?.spec).toBe('bootstrap/dist/css/bootstrap.min.css');
    expect(npmOfCdnScript('https://cdnjs.cloudflare.com/ajax/libs/twitter-bootstrap/4.6.2/css/bootstrap.min.css', true)?.spec).toBe('bootstrap/dist/css/bootstrap.min.css');
    expect(npmOfCdnScript('https://cdnjs.cloudflare.com/ajax/libs/font-awesome/6.4.0/css/all.min.css', true)).toEqual({ pkg: '@fortawesome/fontawesome-free', version: '6.4.0', spec: '@fortawesome/fontawesome-free/css/all.min.css', globals: [] });
    expect(npmOfCdnScript('https://maxcdn.bootstrapcdn.com/font-awesome/4.7.0/css/font-awesome.min.css', true)?.spec).toBe('font-awesome/css/font-awesome.min.css');
    expect(npmOfCdnScript('https://cdn.jsdelivr.net/npm/bootstrap@5.3.2/dist/js/bootstrap.bundle.min.js', true)).toBeNull();
    expect(npmOfCdnScript('https://fonts.googleapis.com/css2?family=Cairo', true)).toBeNull();
  });

  it('removes bundled script and stylesheet tags (and their lines) and keeps web fonts, widgets, local modules and unknown hosts', () => {
    const html = [
      '<html><head>',
      '  <link href="https://cdn.jsdelivr.net/npm/bootstrap@5.3.2/dist/css/bootstrap.min.css" rel="stylesheet" integrity="sha384-x" crossorigin="anonymous">',
      '  <link href="https://fonts.googleapis.com/css2?family=Cairo" rel="stylesheet">',
      '  <script src="https://cdn.tailwindcss.com"></script>',
      '</head><body>',
      '  <div id="root"></div>',
      '  <script src="https://code.jquery.com/jquery-3.7.1.min.js" integrity="sha256-y" crossorigin="anonymous"></script>',
      '  <script src="https://cdn.jsdelivr.net/npm/bootstrap@5.3.2/dist/js/bootstrap.bundle.min.js" integrity="sha384-z" crossorigin="anonymous"></script>',
      '  <script src="https://maps.googleapis.com/maps/api/js?key=k"></script>',
      '  <script type="module" src="/src/main.jsx"></script>',
      '</body></html>',
      '',
    ].join('\n');
    const r = bundleCdnScripts(html);
    expect(r.bundled.map((b) => b.spec)).toEqual(['bootstrap/dist/css/bootstrap.min.css', 'jquery', 'bootstrap/dist/js/bootstrap.bundle.min.js']);
    expect(r.kept).toEqual([{ url: 'https://cdn.tailwindcss.com', line: 4 }]);
    expect(r.text).not.toContain('code.jquery.com');
    expect(r.text).not.toContain('bootstrap');
    expect(r.text).toContain('fonts.googleapis.com');
    expect(r.text).toContain('maps.googleapis.com');
    expect(r.text).toContain('  <div id="root"></div>\n  <script src="https://maps');
    expect(bundleCdnScripts(r.text).bundled).toEqual([]);
  });
});

describe('the vendor-assets step bundles CDN library scripts', () => {
  const files = {
    'package.json': JSON.stringify({ name: 'fern-studio', dependencies: { react: '^18.2.0' } }, null, 2),
    'index.html': [
      '<html><head><title>Fern Studio</title>',
      '<link rel="stylesheet" href="https://cdnjs.cloudflare.com/ajax/libs/font-awesome/6.4.0/css/all.min.css" integrity="sha512-a" crossorigin="anonymous" />',
      '</head><body><div id="root"></div>',
      '<script src="https://code.jquery.com/jquery-3.7.1.min.js" integrity="sha256-b" crossorigin="anonymous"></script>',
      '<script src="https://cdn.jsdelivr.net/npm/bootstrap@5.3.2/dist/js/bootstrap.bundle.min.js" integrity="sha384-c" crossorigin="anonymous"></script>',
      '<script src="https://widgets.example-reviews.test/loader.js"></script>',
      '<script type="module" src="/src/main.jsx"></script>',
      '</body></html>',
      '',
    ].join('\n'),
    'src/main.jsx': "import App from './App';\nexport default App;\n",
    'src/App.jsx': 'export default function App() {\n  return <button data-bs-toggle="collapse">Fern</button>;\n}\n',
  };

  it('installs each from npm, imports it first in the entry (a global it defined set again, the stylesheet first); an unknown script is a limitation', async () => {
    const t = await writeToTemp(files, 'cdn-scripts');
    try {
      const ctx = await contextFor(t.dir, []);
      const r = runVendorAssets(ctx);
      const html = ctx.tree.read('index.html') ?? '';
      expect(html).not.toContain('code.jquery.com');
      expect(html).not.toContain('bootstrap.bundle');
      expect(html).not.toContain('font-awesome');
      const pkg = JSON.parse(ctx.tree.read('package.json') ?? '{}') as { dependencies: Record<string, string> };
      expect(pkg.dependencies).toEqual({ react: '^18.2.0', '@fortawesome/fontawesome-free': '6.4.0', jquery: '3.7.1', bootstrap: '5.3.2' });
      expect(ctx.tree.read('src/main.jsx')).toBe([
        '// Libraries index.html loaded from CDNs, installed from npm (platform-convert).',
        "import '@fortawesome/fontawesome-free/css/all.min.css';",
        "import './cdn-globals/jquery.js';",
        "import 'bootstrap/dist/js/bootstrap.bundle.min.js';",
        "import App from './App';",
        'export default App;',
        '',
      ].join('\n'));
      expect(ctx.tree.read('src/cdn-globals/jquery.js')).toContain("import * as lib from 'jquery';\n\nwindow.jQuery = window.$ = lib.default ?? lib;\n");
      expect(r.limitations?.map((l) => l.what)).toContain('third-party script https://widgets.example-reviews.test/loader.js still loaded by index.html');
      // A second run has nothing left to bundle.
      const again = runVendorAssets(ctx);
      expect(ctx.tree.read('src/main.jsx')?.match(/cdn-globals/g)).toHaveLength(1);
      expect(again.notes?.some((n) => n.includes('npm'))).toBe(false);
    } finally {
      await t.cleanup();
    }
  });
});
