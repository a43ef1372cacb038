import * as recast from 'recast';
import type { Statement } from '@babel/types';
import type { Limitation } from '../../analyze/types.js';
import type { StagedTree } from '../../convert/staged-tree.js';
import { printLikeSource } from '../../convert/print.js';
import { parseSource } from '../../load/parse.js';
import { SDK_THEME_IMPORT } from '../../../rules/sdk.js';
import { buildExpression, buildStatement } from '../bundler-config/ast-build.js';
import { ensureNamedImports, relativeSpecifier } from './imports.js';
import { joinPath } from './layout.js';
import { PROVIDER, providerJsx } from './provider.js';
import { containsJsx, findRenderCall, importedLocals, liftRenderComments, replaceRenderTree } from './render-call.js';
import { renameBinding } from './rename.js';

/**
 * The entry is itself `src/index.*` (CRA-style layouts): it keeps its render call, gains
 * `export function App()` (the site tree inside the provider) and renders `<App />`. A `.js`/`.ts`
 * entry is renamed to `.jsx`/`.tsx` first, with the script tag of index.html.
 */
export function convertIndexEntry(tree: StagedTree, entry: string, target: string, appRoot: string): { changed: boolean; notes: string[]; limitations: Limitation[] } {
  const notes: string[] = [];
  const limitations: Limitation[] = [];
  let changed = false;
  let file = entry;
  if (entry !== target) {
    if (tree.exists(target)) {
      limitations.push({ file: entry, line: 1, what: `both ${entry} and ${target} exist`, why: `export App from ${target} and keep one index module` });
      return { changed, notes, limitations };
    }
    tree.rename(entry, target);
    const html = joinPath(appRoot, 'index.html');
    const htmlText = tree.read(html);
    const oldSrc = '/' + entry.slice(appRoot ? appRoot.length + 1 : 0);
    if (htmlText?.includes(oldSrc)) tree.write(html, htmlText.split(oldSrc).join('/' + target.slice(appRoot ? appRoot.length + 1 : 0)));
    notes.push(`${entry} renamed to ${target}`);
    file = target;
    changed = true;
  }
  let text = tree.read(file) ?? '';
  if (/export\s+(function|const)\s+App\b/.test(text)) return { changed, notes, limitations };
  const first = parseSource(file, text, 'edit');
  if (!first.ok) return { changed, notes, limitations };
  const declaresApp = importedLocals(first.ast).has('App') || first.ast.program.body.some((s) => (s.type === 'FunctionDeclaration' || s.type === 'ClassDeclaration') && s.id?.name === 'App') || /\b(const|let|var)\s+App\b/.test(text);
  if (declaresApp) text = renameBinding(file, text, 'App', 'SiteApp');
  const parsed = parseSource(file, text, 'edit');
  const render = parsed.ok ? findRenderCall(parsed.ast) : null;
  if (!parsed.ok || !render || containsJsx(render.jsx, PROVIDER)) return { changed, notes, limitations };
  const ast = parsed.ast;
  liftRenderComments(render);
  const inner = recast.print(render.jsx as never).code;
  const app = buildStatement(`export function App() {\n  return (\n    ${providerJsx(inner, '    ')}\n  );\n}`, file) as Statement;
  const at = ast.program.body.findIndex((s) => s.start != null && s.end != null && render.call.start! >= s.start && render.call.end! <= s.end);
  ast.program.body.splice(at < 0 ? ast.program.body.length : at, 0, app);
  replaceRenderTree(render, buildExpression('<App />', file));
  ensureNamedImports(ast, file, SDK_THEME_IMPORT, [PROVIDER]);
  ensureNamedImports(ast, file, relativeSpecifier(file, joinPath(appRoot, 'src/platform/config.js')), ['platformConfig']);
  ensureNamedImports(ast, file, relativeSpecifier(file, joinPath(appRoot, 'src/platform/theme-root.jsx')), ['ThemeRoot']);
  tree.write(file, printLikeSource(ast));
  notes.push(`${file}: App exported, rendered inside <${PROVIDER}>`);
  return { changed: true, notes, limitations };
}
