import { afterEach, describe, expect, it } from 'vitest';
import { analyzeSite } from '../../src/analyze/index.js';
import nextPort from '../../src/port/next-app/step.js';
import { routeOfDir } from '../../src/port/next-app/detect.js';
import { MemoryTree } from '../../src/convert/memory-tree.js';
import { memoryLogger } from '../../src/infra/logger.js';
import { loadSite } from '../../src/load/site.js';
import { emptyState } from '../../src/state/index.js';
import { writeToTemp, type ThemeDir } from '../helpers/build-theme.js';

const temps: ThemeDir[] = [];
afterEach(async () => { for (const t of temps.splice(0)) await t.cleanup(); });

/** A small Next.js app-router site of our own: a tea room with a menu and a dish page. */
const SITE: Record<string, string> = {
  'package.json': JSON.stringify({ name: 'tea-room', private: true, scripts: { dev: 'next dev', build: 'next build', start: 'next start', lint: 'next lint' }, dependencies: { next: '14.2.3', react: '^18.3.1', 'react-dom': '^18.3.1' }, devDependencies: { 'eslint-config-next': '14.2.3', typescript: '^5' } }, null, 2) + '\n',
  'tsconfig.json': '{\n  "compilerOptions": {\n    "jsx": "preserve",\n    "paths": {\n      "@/*": ["./*"]\n    }\n  }\n}\n',
  'next.config.mjs': 'export default {};\n',
  'tailwind.config.ts': "export default {\n  content: ['./app/**/*.{ts,tsx}', './components/**/*.{ts,tsx}'],\n};\n",
  'app/globals.css': 'body { margin: 0; }\n',
  'app/layout.tsx': `import './globals.css';
import type { Metadata } from 'next';
import { Lora } from 'next/font/google';
import { Nav } from '@/components/Nav';

const lora = Lora({ subsets: ['latin'], variable: '--font-lora' });

export const metadata: Metadata = { title: { default: 'The Quiet Kettle', template: '%s | The Quiet Kettle' } };

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en" suppressHydrationWarning className={lora.variable}>
      <head><link rel="icon" href="/icon.png" /></head>
      <body className="min-h-screen">
        <Nav />
        <main>{children}</main>
      </body>
    </html>
  );
}
`,
  'app/page.tsx': "export default function HomePage() {\n  return <h1>Loose-leaf teas, brewed slowly</h1>;\n}\n",
  'app/menu/page.tsx': "import Link from 'next/link';\nimport { dishes } from '@/lib/dishes';\n\nexport default function MenuPage() {\n  return <ul>{dishes.map((d) => <li key={d.slug}><Link href={`/menu/${d.slug}`}>{d.name}</Link></li>)}</ul>;\n}\n",
  'app/menu/[dish]/page.tsx': "import { notFound } from 'next/navigation';\nimport { dishes } from '@/lib/dishes';\n\nexport function generateStaticParams() {\n  return dishes.map((d) => ({ dish: d.slug }));\n}\n\nexport default function DishPage({ params }: { params: { dish: string } }) {\n  const dish = dishes.find((d) => d.slug === params.dish);\n  if (!dish) notFound();\n  return <h1>{dish.name}</h1>;\n}\n",
  'app/(legal)/terms/page.tsx': "export default function TermsPage() {\n  return <p>Be kind to the kettle. {process.env.NEXT_PUBLIC_SHOP_EMAIL}</p>;\n}\n",
  'app/api/hello/route.ts': "export function GET() {\n  return Response.json({ hello: 'tea' });\n}\n",
  'app/sitemap.ts': "export default function sitemap() {\n  return [];\n}\n",
  'components/Nav.tsx': "'use client';\nimport Link from 'next/link';\nimport { usePathname } from 'next/navigation';\n\nexport function Nav() {\n  const path = usePathname();\n  return <nav><Link href=\"/\">Home</Link><Link href=\"/menu\" className={path === '/menu' ? 'on' : ''}>Menu</Link></nav>;\n}\n",
  'lib/dishes.ts': "export const dishes = [{ slug: 'sencha', name: 'Sencha' }, { slug: 'oolong', name: 'Oolong' }];\n",
  'public/icon.png': 'PNG',
};

async function nextSite() {
  const tmp = await writeToTemp(SITE, 'next-port');
  temps.push(tmp);
  const dir = tmp.dir;
  const site = await loadSite(dir, { mode: 'edit' });
  return { site, tree: new MemoryTree(site), analysis: await analyzeSite(site), state: emptyState(), logger: memoryLogger() };
}

describe('next-port step', () => {
  it('folders become routes: groups vanish, [param] is :param, [...rest] is *', () => {
    expect(routeOfDir('')).toBe('/');
    expect(routeOfDir('menu/[dish]')).toBe('/menu/:dish');
    expect(routeOfDir('(legal)/terms')).toBe('/terms');
    expect(routeOfDir('docs/[...rest]')).toBe('/docs/*');
  });

  it('a Next app-router site becomes a Vite + react-router app under src/, Next server parts go, the analysis follows the moved files', async () => {
    const ctx = await nextSite();
    const r = await nextPort.run(ctx);
    expect(r.status).toBe('partial');
    // Moved under src/ (the alias @ → src), server files gone and recorded.
    for (const f of ['src/app/page.tsx', 'src/app/menu/[dish]/page.tsx', 'src/components/Nav.tsx', 'src/lib/dishes.ts', 'src/app/globals.css']) expect(ctx.tree.exists(f), f).toBe(true);
    for (const f of ['app/page.tsx', 'app/api/hello/route.ts', 'app/sitemap.ts', 'next.config.mjs']) expect(ctx.tree.exists(f), f).toBe(false);
    expect(r.limitations?.map((l) => l.file).sort()).toEqual(['app/api/hello/route.ts', 'app/sitemap.ts']);
    expect(ctx.tree.exists('public/icon.png')).toBe(true);
    expect(ctx.analysis.pages.map((p) => p.file)).toContain('src/app/menu/page.tsx');
    // The route table: the root layout around every page, at Next's paths, by the pages' own names.
    const app = ctx.tree.read('src/App.tsx')!;
    expect(app).toContain('<Route element={<NextLayout layout={RootLayout} />}>');
    expect(app).toContain('<Route path="/menu/:dish" element={<NextPage page={DishPage} />} />');
    expect(app).toContain('<Route path="/terms" element={<NextPage page={TermsPage} />} />');
    expect(app).toContain('import DishPage from "./app/menu/[dish]/page";');
    // The layout draws no document elements inside the app's root.
    const layout = ctx.tree.read('src/app/layout.tsx')!;
    expect(layout).not.toMatch(/<html|<body|<head/);
    expect(layout).toContain('<div lang="en" className={lora.variable} style={{');
    expect(layout).toContain("from '../next-compat/font-google'");
    expect(ctx.tree.read('src/next-compat/font-google.ts')).toContain("export const Lora = (options?: FontOptions) => nextFont('Lora', options);");
    expect(ctx.tree.read('src/next-compat/types.ts')).toContain('export type Metadata = any;');
    expect(ctx.tree.read('src/components/Nav.tsx')).toContain("import Link from '../next-compat/link';");
    expect(ctx.tree.read('src/app/(legal)/terms/page.tsx')).toContain('import.meta.env.NEXT_PUBLIC_SHOP_EMAIL');
    // The Vite entry, page and package.
    expect(ctx.tree.read('index.html')).toContain('<title>The Quiet Kettle</title>');
    expect(ctx.tree.read('index.html')).toContain('src="/src/main.tsx"');
    expect(ctx.tree.read('src/main.tsx')).toContain('<App />');
    const pkg = JSON.parse(ctx.tree.read('package.json')!);
    expect(pkg.scripts).toEqual({ dev: 'vite', build: 'vite build', start: 'vite preview' });
    expect(pkg.dependencies.next).toBeUndefined();
    expect(pkg.devDependencies['eslint-config-next']).toBeUndefined();
    expect(pkg.dependencies['react-router-dom']).toBeDefined();
    expect(pkg.devDependencies.vite).toBeDefined();
    expect(ctx.tree.read('tailwind.config.ts')).toContain("'./src/app/**/*.{ts,tsx}', './src/components/**/*.{ts,tsx}'");
    expect(ctx.tree.read('tsconfig.json')).toContain('"@/*": ["./src/*"]');
    // The steps after the port resolve `@/lib/dishes` where the file now is, as a later run would.
    expect(ctx.site.aliases.get('@')).toBe('src');
    // A second run finds no Next app left.
    const before = ctx.tree.changes();
    expect((await nextPort.run(ctx)).status).toBe('unnecessary');
    expect(ctx.tree.changes()).toEqual(before);
  });
});
