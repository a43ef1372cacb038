import path from 'node:path';
import * as recast from 'recast';
import type { Expression, File, Node } from '@babel/types';
import type { Limitation } from '../../analyze/types.js';
import { printLikeSource, visit } from '../../convert/print.js';
import { defineStep, type StepContext, type StepResult } from '../../convert/step.js';
import { SDK_THEME_IMPORT } from '../../../rules/sdk.js';
import { buildExpression } from '../bundler-config/ast-build.js';
import { ensureNamedImports, relativeSpecifier } from './imports.js';
import { appLayout, findEntry, type AppLayout } from './layout.js';
import { containsJsx, findRenderCall, importedLocals, liftRenderComments, localDependencies, replaceRenderTree } from './render-call.js';
import { modernizeRender } from './legacy-render.js';
import { fillTemplate } from './template.js';
import { reindent, renameBinding } from './rename.js';
import { PROVIDER, providerJsx } from './provider.js';
import { convertIndexEntry } from './index-entry.js';
import { helperPath } from '../data-layer/index.js';
import { STORE_FEEDS_COMPONENT, storeFeedsPath } from '../data-layer/store-feed.js';
import { mountInThemeRoot } from '../bilingual/site-title.js';

const SITE_ROOT_ALIAS = 'SiteApp';

export const platformFiles = (layout: AppLayout) => ({
  config: `${layout.src}/platform/config.js`,
  themeRoot: `${layout.src}/platform/theme-root.jsx`,
  index: `${layout.src}/index.${layout.ts ? 'tsx' : 'jsx'}`,
});

/**
 * `<PlatformThemeProvider brand publicToken ... analytics><ThemeRoot>{site}</ThemeRoot></...>`
 * around the entry's render tree, built from text laid out at the tree's own indentation so the
 * printed entry reads like hand-written code.
 */
function wrappedRenderTree(entry: string, jsx: Node): Expression {
  const base = ' '.repeat(jsx.loc?.start.column ?? 2);
  return buildExpression(providerJsx(recast.print(jsx as never).code, base), entry);
}


/**
 * The text of `src/index.jsx`: the entry's imports and the declarations its render tree uses,
 * the same tree wrapped in the provider, exported as `App`. The site's own root component is
 * renamed `SiteApp` there so the export can be called `App`.
 */
function indexText(entry: string, indexPath: string, ast: File, jsx: Node): string {
  const header: string[] = [];
  const declarations: string[] = [];
  for (const s of ast.program.body) {
    if (s.type !== 'ImportDeclaration' || /^react-dom(\/client)?$/.test(s.source.value)) continue;
    const clone = { ...s, source: { ...s.source } };
    const src = s.source.value;
    if (src.startsWith('.') && path.posix.dirname(entry) !== path.posix.dirname(indexPath)) {
      const rebased = relativeSpecifier(indexPath, path.posix.join(path.posix.dirname(entry), src));
      clone.source = { ...s.source, value: rebased, extra: undefined } as typeof s.source;
    }
    // An import that keeps its specifier keeps its exact text (quotes, semicolons): recast reprints
    // an untouched node from the source it was parsed from, whatever steps wrote since.
    header.push(recast.print((clone.source.value === src ? s : clone) as never).code);
  }
  for (const s of localDependencies(ast, jsx)) declarations.push(recast.print(s as never).code);
  const MARK = '// __declarations__';
  const synthetic = `${header.join('\n')}\n${MARK}\n${declarations.join('\n')}\nconst __tree__ = (\n${recast.print(jsx as never).code}\n);\n`;
  const renamed = renameBinding(indexPath, synthetic, 'App', SITE_ROOT_ALIAS);
  const at = renamed.indexOf('const __tree__ = (\n');
  const mark = renamed.indexOf(MARK);
  const imports = renamed.slice(0, mark).trimEnd();
  const decls = renamed.slice(mark + MARK.length, at).trim();
  const tree = renamed.slice(at + 'const __tree__ = (\n'.length, renamed.lastIndexOf('\n);'));
  return fillTemplate('src/index.jsx.tpl', { imports, declarations: decls ? `\n\n${decls}` : '', tree: reindent(tree, '        ') });
}

export async function runThemeEntry(ctx: StepContext): Promise<StepResult> {
  const { tree } = ctx;
  const layout = appLayout(ctx);
  const files = platformFiles(layout);
  const limitations: Limitation[] = [];
  const notes: string[] = [];
  let changed = false;

  const entry = findEntry(tree, layout);
  // The tree's own AST (parsed once per run); nothing below slices text by its offsets.
  const ast = entry ? tree.ast(entry) : null;
  if (entry && ast && modernizeRender(ast, entry)) {
    tree.writeAst(entry, ast);
    notes.push(`${entry}: ReactDOM.render → createRoot(...).render (React 18)`);
    changed = true;
  }
  const render = ast ? findRenderCall(ast) : null;
  if (render) liftRenderComments(render);
  if (!entry || !ast || !render) {
    const where = entry ?? `${layout.src}/main.${layout.ts ? 'tsx' : 'jsx'}`;
    limitations.push({ file: where, line: 1, what: 'no `createRoot(...).render(<App />)` found in the entry', why: `wrap the app in <${PROVIDER}> and export App from ${files.index} by hand` });
    return { status: 'failed', limitations };
  }
  if (/\/index\.(j|t)sx?$/.test(entry)) {
    // The entry is itself src/index.*: App is exported from it, next to its render call.
    const r = convertIndexEntry(tree, entry, files.index, layout.root);
    limitations.push(...r.limitations);
    notes.push(...r.notes);
    changed = r.changed || changed;
    writePlatformFiles(ctx, files, () => (changed = true));
    return { status: limitations.length ? 'partial' : changed ? 'applied' : 'unnecessary', limitations, notes };
  }

  const wrapped = containsJsx(render.jsx, PROVIDER);
  if (!tree.exists(files.index)) {
    const siteTree = wrapped ? innerSiteTree(render.jsx) : render.jsx;
    tree.write(files.index, indexText(entry, files.index, ast, siteTree));
    notes.push(`${files.index}: App export that needs no provider`);
    changed = true;
  } else if (!/export\s+(function|const)\s+App\b|export\s*\{[^}]*\bApp\b/.test(tree.read(files.index)!)) {
    limitations.push({ file: files.index, line: 1, what: `${files.index} exists and has no named export App`, why: 'export the site root, wrapped in the provider, as App' });
  }

  if (!wrapped) {
    replaceRenderTree(render, wrappedRenderTree(entry, render.jsx));
    ensureNamedImports(ast, entry, SDK_THEME_IMPORT, [PROVIDER]);
    ensureNamedImports(ast, entry, relativeSpecifier(entry, files.config), ['platformConfig']);
    ensureNamedImports(ast, entry, relativeSpecifier(entry, files.themeRoot), ['ThemeRoot']);
    tree.writeAst(entry, ast);
    notes.push(`${entry}: app wrapped in <${PROVIDER}>`);
    changed = true;
  }

  writePlatformFiles(ctx, files, () => (changed = true));
  return { status: limitations.length ? 'partial' : changed ? 'applied' : 'unnecessary', limitations, notes };
}

/** src/platform/config.js and theme-root.jsx, unless present (a person may have edited them). */
function writePlatformFiles(ctx: StepContext, files: ReturnType<typeof platformFiles>, onWrite: () => void): void {
  const locale = ctx.state.language.languages[0] ?? ctx.analysis.languages[0] ?? 'en';
  const currency = ctx.state.identity.currency ?? 'USD';
  if (!ctx.tree.exists(files.config)) {
    ctx.tree.write(files.config, fillTemplate('src/platform/config.js.tpl', { defaultLocale: JSON.stringify(locale), currency: JSON.stringify(currency) }));
    onWrite();
  }
  if (!ctx.tree.exists(files.themeRoot)) {
    ctx.tree.write(files.themeRoot, fillTemplate('src/platform/theme-root.jsx.tpl', {}));
    onWrite();
  }
  // State stores the data layer feeds from the SDK (store-feed.ts): their feeder sits in ThemeRoot, on every page.
  const feeds = storeFeedsPath(helperPath(ctx.analysis));
  const root = ctx.tree.exists(feeds) ? ctx.tree.ast(files.themeRoot) : null;
  if (root && mountInThemeRoot(root, STORE_FEEDS_COMPONENT, relativeSpecifier(files.themeRoot, feeds).replace(/\.(js|ts)$/, ''))) {
    ctx.tree.writeAst(files.themeRoot, root);
    onWrite();
  }
}

/** Inside an already wrapped tree, the site part (the children of ThemeRoot). */
function innerSiteTree(jsx: Node): Node {
  let inner: Node = jsx;
  visit(jsx, (n) => {
    if (n.type === 'JSXElement' && n.openingElement.name.type === 'JSXIdentifier' && n.openingElement.name.name === 'ThemeRoot') {
      inner = n.children.find((c) => c.type === 'JSXElement' || c.type === 'JSXFragment') ?? inner;
    }
  });
  return inner;
}

export const themeEntryStep = defineStep({
  id: 'theme-entry',
  description: 'src/index.jsx exports App (needs no provider); the entry renders inside <PlatformThemeProvider>',
  needs: ['analysis'],
  run: runThemeEntry,
});
