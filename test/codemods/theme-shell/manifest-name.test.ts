import { describe, expect, it } from 'vitest';
import { runThemeManifest } from '../../../src/codemods/theme-shell/manifest.js';
import { writeToTemp } from '../../helpers/build-theme.js';
import { contextFor, TINY_SHOP_PAGES } from './context.js';

const site = (pkg: string, title: string) => ({
  'package.json': JSON.stringify({ name: pkg }),
  'index.html': `<html><head><title>${title}</title></head><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>\n`,
  'src/main.jsx': "import { createRoot } from 'react-dom/client';\nimport Home from './pages/Home';\ncreateRoot(document.getElementById('root')).render(<Home />);\n",
  'src/pages/Home.jsx': 'export default function Home() {\n  return <h1>Hi</h1>;\n}\n',
  'src/pages/ProductDetail.jsx': 'export default function ProductDetail() {\n  return <h1>P</h1>;\n}\n',
  'src/pages/Faq.jsx': 'export default function Faq() {\n  return <h1>F</h1>;\n}\n',
  'src/pages/Contact.jsx': 'export default function Contact() {\n  return <h1>C</h1>;\n}\n',
});

async function manifestOf(pkg: string, title: string) {
  const t = await writeToTemp(site(pkg, title), 'manifest-name');
  try {
    const ctx = await contextFor(t.dir, TINY_SHOP_PAGES);
    expect(runThemeManifest(ctx).status).toBe('applied');
    return JSON.parse(ctx.tree.read('platform.json')!).manifest as { name: string; slug: string };
  } finally {
    await t.cleanup();
  }
}

describe('manifest name', () => {
  it('a scaffold or junk package name gives way to the brand the site shows', async () => {
    expect(await manifestOf('aaaaaaaaaaa', 'Adidas Store')).toMatchObject({ name: 'Adidas Store', slug: 'adidas-store' });
    expect(await manifestOf('vite_react_shadcn_ts', 'Thryft - Gen Z Thrift Fashion Marketplace')).toMatchObject({ name: 'Thryft', slug: 'thryft' });
  });

  it('a real package name stays, and so does a scaffold one when the site shows no brand', async () => {
    expect(await manifestOf('boutique-yasmin', 'Yasmin')).toMatchObject({ name: 'boutique-yasmin', slug: 'boutique-yasmin' });
    expect(await manifestOf('vite_react_shadcn_ts', 'Vite + React + TS')).toMatchObject({ name: 'vite_react_shadcn_ts' });
  });
});
