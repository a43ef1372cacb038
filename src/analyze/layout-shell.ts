import type { Node } from '@babel/types';
import type { Collector } from '../rule-kit/collector.js';
import type { Site } from '../load/site.js';
import { jsxName } from './file-signals.js';
import { resolveComponent, type ModuleFacts } from './module-facts.js';

/** Elements that make a page frame: header, nav, footer, sidebar (HTML or components). */
const CHROME = /^(header|footer|nav|aside)$|Header|Footer|Nav|Sidebar|Menu/;

/** Wrappers that are plumbing, not a visual shell. */
const PLUMBING = /(Provider|Router|Boundary|Suspense|Toaster|Context|Client|Tooltip|Helmet|StrictMode|Routes|Switch|Fragment)$/;

const ROUTER_PACKAGE = /^(react-router(-dom|-native)?|wouter|@tanstack\/react-router)$/;

/**
 * The layout shell: the site component that wraps the routes (`<Layout><Routes>…`, Base44's
 * `<Layout currentPageName>`), or that renders an `<Outlet/>` for a layout route.
 */
export function createLayoutShellCollector(modules: Map<string, ModuleFacts>): Collector<{ name: string; file: string }[]> {
  const seen: { file: string; names: string[] }[] = [];
  /** Components that render the routes beside a header, nav or footer: the shell is inline. */
  const inline: { name: string; file: string }[] = [];
  const outletFiles = new Set<string>();
  return {
    name: 'layout-shell',
    visitFile(file) {
      const routeVars = new Set<string>();
      // `Routes`/`Switch` bound by an import from a router package: a UI kit's `<Switch>` toggle is not one.
      const routerTags = new Set<string>();
      // The routes render beside a header, nav or footer (within three JSX levels): the
      // component holding them is the shell.
      const inlineShell = (ancestors: readonly Node[]) => {
        let levels = 0;
        let chrome = false;
        for (let i = ancestors.length - 1; i >= 0 && levels < 3 && !chrome; i--) {
          const a = ancestors[i];
          if (a.type !== 'JSXElement' && a.type !== 'JSXFragment') continue;
          levels++;
          chrome = a.children.some((c) => c.type === 'JSXElement' && CHROME.test(jsxName(c.openingElement.name) ?? ''));
        }
        if (!chrome) return;
        for (let i = ancestors.length - 1; i >= 0; i--) {
          const a = ancestors[i];
          const name = (a.type === 'FunctionDeclaration' || a.type === 'ClassDeclaration') && a.id ? a.id.name : a.type === 'VariableDeclarator' && a.id.type === 'Identifier' ? a.id.name : null;
          if (name) {
            inline.push({ name, file: file.path });
            return;
          }
        }
      };
      return {
        ImportDeclaration(node) {
          if (!ROUTER_PACKAGE.test(node.source.value)) return;
          for (const sp of node.specifiers) if (sp.type === 'ImportSpecifier') routerTags.add(sp.local.name);
        },
        VariableDeclarator(node) {
          if (node.id.type === 'Identifier' && node.init?.type === 'CallExpression' && node.init.callee.type === 'Identifier' && node.init.callee.name === 'useRoutes') routeVars.add(node.id.name);
        },
        JSXExpressionContainer(node, ctx) {
          if (node.expression.type === 'Identifier' && routeVars.has(node.expression.name)) inlineShell(ctx.ancestors);
        },
        JSXOpeningElement(node, ctx) {
          const tag = jsxName(node.name);
          if (tag === 'Outlet') {
            outletFiles.add(file.path);
            inlineShell(ctx.ancestors.slice(0, -1));
          }
          if (tag !== 'Routes' && tag !== 'Switch' && tag !== 'RouterProvider') return;
          const el = ctx.ancestors[ctx.ancestors.length - 1];
          const routeChildren = el?.type === 'JSXElement' && el.children.some((c) => c.type === 'JSXElement' && /^(Route|Redirect)$/.test(jsxName(c.openingElement.name) ?? ''));
          if (!routerTags.has(tag) && !routeChildren) return;
          const names: string[] = [];
          for (let i = ctx.ancestors.length - 1; i >= 0; i--) {
            const a = ctx.ancestors[i];
            if (a.type !== 'JSXElement' || a.openingElement === node) continue;
            const n = jsxName(a.openingElement.name);
            if (n && /^[A-Z]/.test(n) && !PLUMBING.test(n)) names.push(n);
          }
          if (names.length) seen.push({ file: file.path, names });
          inlineShell(ctx.ancestors.slice(0, -1));
        },
      };
    },
    finish(site: Site) {
      const out: { name: string; file: string }[] = [];
      for (const s of seen) {
        for (const n of s.names) {
          const f = resolveComponent(site, modules, s.file, n);
          if (f && !out.some((o) => o.file === f)) out.push({ name: n, file: f });
        }
      }
      for (const f of [...outletFiles].sort()) {
        const m = modules.get(f);
        const name = m?.defaultExport ?? [...(m?.locals.keys() ?? [])][0];
        if (name && /Layout|Shell/i.test(name + f) && !out.some((o) => o.file === f)) out.push({ name, file: f });
      }
      for (const i of inline) if (!out.some((o) => o.file === i.file)) out.push(i);
      return out;
    },
  };
}
