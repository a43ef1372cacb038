import type { Node, ObjectExpression } from '@babel/types';
import type { Site } from '../../load/site.js';
import { lineOf } from '../../rule-kit/walk.js';
import { dynamicImportSource, resolveComponent, type ModuleFacts } from '../module-facts.js';
import type { RouteAdapter, RouteEntry } from './types.js';

interface PagesMap {
  file: string;
  line: number;
  entries: { key: string; value: string | null; lazy: string | null; line: number }[];
  mainPage: string | null;
  layout: string | null;
}

const keyOf = (k: Node): string | null => (k.type === 'Identifier' ? k.name : k.type === 'StringLiteral' ? k.value : null);

function readMap(obj: ObjectExpression): PagesMap['entries'] {
  const out: PagesMap['entries'] = [];
  for (const p of obj.properties) {
    if (p.type !== 'ObjectProperty') continue;
    const key = keyOf(p.key);
    if (!key || !/^[A-Z]/.test(key)) continue;
    const v = p.value as Node;
    out.push({ key, value: v.type === 'Identifier' ? v.name : null, lazy: v.type === 'Identifier' ? null : dynamicImportSource(v), line: lineOf(p) });
  }
  return out;
}

/**
 * Base44's pages map: `const PAGES = { Home, Store }` (legacy `pages/index.jsx`, routes `/Name`) or
 * `pages.config.js` `{ mainPage, Pages, Layout }` (routes `/${Name}`, the main page also at `/`).
 */
export function createBase44PagesAdapter(modules: Map<string, ModuleFacts>): RouteAdapter {
  const maps: PagesMap[] = [];
  return {
    name: 'routes:base44-pages',
    router: 'base44-pages',
    visitFile(file) {
      let current: PagesMap | null = null;
      const get = () => (current ??= (maps.push({ file: file.path, line: 0, entries: [], mainPage: null, layout: null }), maps[maps.length - 1]));
      return {
        VariableDeclarator(node) {
          if (node.id.type !== 'Identifier' || !/^(PAGES|Pages|pages)$/.test(node.id.name) || node.init?.type !== 'ObjectExpression') return;
          const entries = readMap(node.init);
          if (!entries.length || entries.some((e) => !e.value && !e.lazy)) return;
          const m = get();
          m.entries.push(...entries);
          m.line = lineOf(node);
        },
        ObjectExpression(node) {
          const main = node.properties.find((p) => p.type === 'ObjectProperty' && keyOf(p.key) === 'mainPage');
          if (main?.type !== 'ObjectProperty') return;
          const m = get();
          if (main.value.type === 'StringLiteral') m.mainPage = main.value.value;
          for (const p of node.properties) {
            if (p.type !== 'ObjectProperty') continue;
            const k = keyOf(p.key);
            if (k === 'Layout' && p.value.type === 'Identifier') m.layout = p.value.name;
            if (k === 'Pages' && p.value.type === 'ObjectExpression') m.entries.push(...readMap(p.value));
          }
          if (!m.line) m.line = lineOf(node);
        },
      };
    },
    finish(site: Site): RouteEntry[] {
      const out: RouteEntry[] = [];
      for (const m of maps) {
        if (!m.entries.length) continue;
        const resolve = (e: PagesMap['entries'][number]) => (e.value ? resolveComponent(site, modules, m.file, e.value) : e.lazy ? site.resolve(m.file, e.lazy) : null);
        const main = m.entries.find((e) => e.key === m.mainPage) ?? m.entries[0];
        out.push({ router: 'base44-pages', route: '/', declaredIn: m.file, line: m.line, component: main.key, file: resolve(main), wrappers: [], ...(m.mainPage && main.key === m.mainPage ? {} : { implicit: true }) });
        for (const e of m.entries) out.push({ router: 'base44-pages', route: `/${e.key}`, declaredIn: m.file, line: e.line, component: e.key, file: resolve(e), wrappers: [] });
        if (m.layout) {
          out.push({ router: 'base44-pages', route: null, declaredIn: m.file, line: m.line, component: m.layout, file: resolveComponent(site, modules, m.file, m.layout), wrappers: [], layout: true });
        }
      }
      return out;
    },
  };
}
