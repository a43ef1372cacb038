import path from 'node:path';
import type { Node } from '@babel/types';
import { eachNode } from '../../infra/visitor-keys.js';
import type { Site } from '../../load/site.js';
import type { Collector } from '../../rule-kit/collector.js';
import { lineOf } from '../../rule-kit/walk.js';
import type { FileSignals } from '../file-signals.js';
import type { NonReactSource } from '../facts/non-react.js';
import type { RouteEntry } from '../routes/types.js';
import { mountedPath, readMounts, type Mounts } from '../../port/express/server-routes.js';
import { StaticEvaluator } from '../../port/express/static-eval.js';

/** Partials and layouts of a template engine are pieces of pages, not pages. */
const PIECE = /(^|\/)(partials?|layouts?|includes?|components?|shared)\//;

/** `index.html` → `/`, `about.html` → `/about`, `blog/index.html` → `/blog` (a `public/` prefix dropped). */
export function htmlRoute(rel: string): string {
  const noExt = rel.replace(/^(public|static|www|site|html)\//, '').replace(/\.html?$/, '');
  const segs = noExt.split('/').filter((s) => s !== 'index');
  return '/' + segs.join('/');
}

/**
 * Server routes that render a view: `app.get('/about', (req, res) => res.render('about'))` (Express
 * and the like). Recorded during the shared walk; `finish` maps each view to its template file.
 */
/** The view a handler renders first (`res.render('index', …)`), or null. */
function renderedView(fn: Node | undefined): string | null {
  let view: string | null = null;
  eachNode<Node>(fn, (n) => {
    if (view || n.type !== 'CallExpression' || n.callee.type !== 'MemberExpression' || n.callee.property.type !== 'Identifier' || n.callee.property.name !== 'render') return;
    if (n.arguments[0]?.type === 'StringLiteral') view = n.arguments[0].value;
  });
  return view;
}

export function createRenderRouteCollector(): Collector<{ view: string; route: string; file: string; line: number }[]> {
  const found: { view: string; route: string; file: string; line: number }[] = [];
  // A render inside a router mounted under a prefix (`app.use('/admin', router)`, a loop mounting
  // a folder's files by name) is at the prefixed path, as the port reads the server.
  const mounts: Mounts = { mounts: new Map(), dirs: [] };
  return {
    name: 'render-routes',
    visitFile(file, ast, site) {
      let evaluator: StaticEvaluator | undefined;
      const ev = () => (evaluator ??= new StaticEvaluator(site, file.path, ast.program));
      if (/\.use\(/.test(file.text ?? '') && !/(^|\/)(public|static|views|node_modules)\//.test(file.path)) readMounts(site, file.path, ast.program, ev(), mounts);
      return {
        CallExpression(node, ctx) {
          const c = node.callee;
          // `router.get('/', Pages.home)`: a handler passed by name renders in its own module.
          const last = node.arguments[node.arguments.length - 1];
          if (c.type === 'MemberExpression' && c.property.type === 'Identifier' && c.property.name === 'get' && node.arguments.length >= 2
            && node.arguments[0].type === 'StringLiteral' && node.arguments[0].value.startsWith('/') && (last.type === 'Identifier' || last.type === 'MemberExpression')) {
            const view = renderedView(ev().functionAt(last)?.fn);
            if (view) found.push({ view, route: node.arguments[0].value, file: file.path, line: lineOf(node) });
            return;
          }
          if (c.type !== 'MemberExpression' || c.property.type !== 'Identifier' || c.property.name !== 'render') return;
          const view = node.arguments[0];
          if (view?.type !== 'StringLiteral') return;
          for (let i = ctx.ancestors.length - 1; i >= 0; i--) {
            const a = ctx.ancestors[i];
            if (a.type !== 'CallExpression' || a.callee.type !== 'MemberExpression' || a.callee.property.type !== 'Identifier' || a.callee.property.name !== 'get') continue;
            const p = a.arguments[0];
            if (p?.type === 'StringLiteral' && p.value.startsWith('/')) {
              found.push({ view: view.value, route: p.value, file: file.path, line: lineOf(node) });
              return;
            }
          }
        },
      };
    },
    finish: () => found.map((r) => ({ ...r, route: mountedPath(mounts, r.file, r.route) })),
  };
}

/**
 * Pages of non-React sources as route entries: each plain HTML page at its file's route, each
 * server template at the GET route that renders it (templates nothing renders, bar partials,
 * with no route). Their signals come from the markup.
 */
export function nonReactPageEntries(site: Site, sources: NonReactSource[], renders: { view: string; route: string; file: string; line: number }[], htmlSignalsOf: (text: string) => FileSignals, signals: Map<string, FileSignals>): RouteEntry[] {
  const out: RouteEntry[] = [];
  for (const src of sources) {
    if (src.kind === 'notebook') continue;
    for (const p of src.paths) {
      const f = site.file(p);
      if (!f?.text || PIECE.test(p)) continue;
      signals.set(p, htmlSignalsOf(f.text));
      const component = path.posix.basename(p).replace(/\..*$/, '');
      if (src.kind === 'plain-html') {
        out.push({ router: 'none', route: htmlRoute(p), declaredIn: p, line: 1, component, file: p, wrappers: [] });
        continue;
      }
      const viewName = p.replace(/^(.*?\/)?views\//, '').replace(/\.[^.]+$/, '');
      const rs = renders.filter((r) => r.view.replace(/^\//, '').replace(/\.[^.]+$/, '') === viewName);
      if (!rs.length) out.push({ router: 'none', route: null, declaredIn: p, line: 1, component, file: p, wrappers: [] });
      for (const r of rs) out.push({ router: 'none', route: r.route, declaredIn: r.file, line: r.line, component, file: p, wrappers: [] });
    }
  }
  return out;
}

