import path from 'node:path';
import { routeOfDir, type NextApp, type NextRouteFile } from './detect.js';

const pascal = (s: string) => s.split(/[^A-Za-z0-9]+/).filter(Boolean).map((w) => w.charAt(0).toUpperCase() + w.slice(1)).join('');

/** `blog/[slug]` → `BlogSlugPage`; the root page → `HomePage`; route groups and params read as words. */
export function componentName(dir: string, kind: 'Page' | 'Layout'): string {
  const words = pascal(dir.replace(/[()[\].]/g, ' '));
  return `${words || (kind === 'Page' ? 'Home' : 'Root')}${kind}`;
}

/** Whether folder `dir` lies under (or is) folder `parent` of the app dir. */
const under = (dir: string, parent: string) => parent === '' || dir === parent || dir.startsWith(`${parent}/`);

/** The layout nearest above `dir` (its own folder's counts for a page, not for a layout). */
function nearestLayout(layouts: NextRouteFile[], dir: string, self?: NextRouteFile): NextRouteFile | null {
  return layouts.filter((l) => l !== self && under(dir, l.dir) && (!self || l.dir !== self.dir)).sort((a, b) => b.dir.length - a.dir.length)[0] ?? null;
}

/**
 * The route table of a Next app router as react-router routes (`src/App.tsx`): each layout a
 * pathless route around the pages and layouts of its folder, each page at its folder's path,
 * the root not-found page at `*`. `at(file)` gives a page file's import specifier from App.
 */
export function routeTableModule(app: NextApp, at: (file: string) => string, declaredName: (file: string) => string | null = () => null): string {
  const names = new Map<string, string>();
  const taken = new Set<string>();
  const nameOf = (f: NextRouteFile, kind: 'Page' | 'Layout') => {
    let n = names.get(f.file);
    if (n) return n;
    // The module's own name for its component (`AboutPage`), so later steps find the page by it.
    const own = declaredName(f.file);
    const base = own && /^[A-Z]/.test(own) && !taken.has(own) ? own : componentName(f.dir, kind);
    n = base;
    for (let i = 2; taken.has(n); i++) n = `${base}${i}`;
    taken.add(n);
    names.set(f.file, n);
    return n;
  };
  const imports: string[] = [];
  for (const l of [...app.layouts].sort((a, b) => a.dir.length - b.dir.length)) imports.push(`import ${nameOf(l, 'Layout')} from "${at(l.file)}";`);
  for (const p of [...app.pages].sort((a, b) => a.dir.localeCompare(b.dir))) imports.push(`import ${nameOf(p, 'Page')} from "${at(p.file)}";`);
  if (app.notFound) imports.push(`import NotFound from "${at(app.notFound)}";`);
  const notFound = app.notFound ? ' notFound={<NotFound />}' : '';
  const pageRoute = (p: NextRouteFile, indent: string) => `${indent}<Route path="${routeOfDir(p.dir)}" element={<NextPage page={${nameOf(p, 'Page')}}${notFound} />} />`;
  const lines: string[] = [];
  const emit = (layout: NextRouteFile | null, indent: string) => {
    const pages = app.pages.filter((p) => nearestLayout(app.layouts, p.dir) === layout).sort((a, b) => routeOfDir(a.dir).localeCompare(routeOfDir(b.dir)));
    for (const p of pages) lines.push(pageRoute(p, indent));
    for (const l of app.layouts.filter((x) => x !== layout && nearestLayout(app.layouts, x.dir, x) === layout)) {
      lines.push(`${indent}<Route element={<NextLayout layout={${nameOf(l, 'Layout')}} />}>`);
      emit(l, `${indent}  `);
      lines.push(`${indent}</Route>`);
    }
    if (layout && !layout.dir && app.notFound) lines.push(`${indent}<Route path="*" element={<NotFound />} />`);
  };
  emit(null, '        ');
  if (!app.layouts.some((l) => !l.dir) && app.notFound) lines.push(`        <Route path="*" element={<NotFound />} />`);
  return [
    '// platform-convert: the Next.js app router as react-router routes. Each layout wraps the',
    '// routes of its folder; each page gets `params` and `searchParams` as Next gave them.',
    'import { BrowserRouter, Route, Routes } from "react-router-dom";',
    'import { NextLayout, NextPage } from "./next-compat/routes";',
    ...imports,
    '',
    'export default function App() {',
    '  return (',
    '    <BrowserRouter>',
    '      <Routes>',
    ...lines,
    '      </Routes>',
    '    </BrowserRouter>',
    '  );',
    '}',
    '',
  ].join('\n');
}

/** `src/app/blog/[slug]/page.tsx` seen from `src/App.tsx` → `./app/blog/[slug]/page`. */
export function importFrom(fromFile: string, file: string): string {
  const rel = path.posix.relative(path.posix.dirname(fromFile), file.replace(/\.(tsx|jsx|ts|js)$/, ''));
  return rel.startsWith('.') ? rel : `./${rel}`;
}
