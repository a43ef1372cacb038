import path from 'node:path';
import * as recast from 'recast';
import type { Expression, File, Node } from '@babel/types';
import type { Limitation } from '../../analyze/types.js';
import { printLikeSource, visit } from '../../convert/print.js';
import { defineStep, type StepContext, type StepResult } from '../../convert/step.js';
import { parseSource } from '../../load/parse.js';
import { SDK_THEME_IMPORT } from '../../../rules/sdk.js';
import { buildExpression } from '../bundler-config/ast-build.js';
import { ensureNamedImports, relativeSpecifier } from './imports.js';
import { appLayout, findEntry, type AppLayout } from './layout.js';
import { containsJsx, findRenderCall, importedLocals, localDependencies } from './render-call.js';
import { fillTemplate } from './template.js';

const PROVIDER = 'PlatformThemeProvider';
const PROVIDER_PROPS = ['brand', 'publicToken', 'baseUrl', 'locale', 'currency', 'analytics'];
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
  const attrs = PROVIDER_PROPS.map((p) => `${base}  ${p}={platformConfig.${p}}`).join('\n');
  const inner = reindent(recast.print(jsx as never).code, `${base}    `);
  const code = `<${PROVIDER}\n${attrs}\n${base}>\n${base}  <ThemeRoot>\n${base}    ${inner}\n${base}  </ThemeRoot>\n${base}</${PROVIDER}>`;
  return buildExpression(code, entry);
}

const reindent = (code: string, pad: string) => {
  const lines = code.split('\n');
  const rest = lines.slice(1).filter((l) => l.trim());
  const min = rest.length ? Math.min(...rest.map((l) => /^\s*/.exec(l)![0].length)) : 0;
  return [lines[0], ...lines.slice(1).map((l) => (l.trim() ? pad + l.slice(min) : ''))].join('\n');
};

/**
 * The text of `src/index.jsx`: the entry's imports and the declarations its render tree uses,
 * the same tree wrapped in the provider, exported as `App`. The site's own root component is
 * renamed `SiteApp` there so the export can be called `App`.
 */
function indexText(entry: string, entryText: string, indexPath: string, ast: File, jsx: Node): string {
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
    // An import that keeps its specifier keeps its exact text (quotes, semicolons).
    header.push(clone.source.value === src && s.start != null && s.end != null ? entryText.slice(s.start, s.end) : recast.print(clone as never).code);
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

/** Rename every reference to a top-level binding (identifiers and JSX names), scope-unaware on purpose: the text is ours. */
function renameBinding(file: string, text: string, from: string, to: string): string {
  const r = parseSource(file, text, 'edit');
  if (!r.ok) return text;
  let changed = false;
  visit(r.ast.program, (n, parent, key) => {
    if (n.type === 'Identifier' && n.name === from) {
      if (parent && (parent.type === 'MemberExpression' || parent.type === 'OptionalMemberExpression') && key === 'property' && !parent.computed) return;
      if (parent && parent.type === 'ObjectProperty' && key === 'key' && !parent.computed) return;
      if (parent && parent.type === 'ImportSpecifier' && key === 'imported') return; // printed `App as SiteApp`
      n.name = to;
      changed = true;
    } else if (n.type === 'JSXIdentifier' && n.name === from && parent?.type !== 'JSXAttribute' && !(parent?.type === 'JSXMemberExpression' && key === 'property')) {
      n.name = to;
      changed = true;
    }
  });
  return changed ? printLikeSource(r.ast) : text;
}

export async function runThemeEntry(ctx: StepContext): Promise<StepResult> {
  const { tree } = ctx;
  const layout = appLayout(ctx);
  const files = platformFiles(layout);
  const limitations: Limitation[] = [];
  const notes: string[] = [];
  let changed = false;

  const entry = findEntry(tree, layout);
  const ast = entry ? tree.ast(entry) : null;
  const render = ast ? findRenderCall(ast) : null;
  if (!entry || !ast || !render) {
    const where = entry ?? `${layout.src}/main.${layout.ts ? 'tsx' : 'jsx'}`;
    limitations.push({ file: where, line: 1, what: 'no `createRoot(...).render(<App />)` found in the entry', why: `wrap the app in <${PROVIDER}> and export App from ${files.index} by hand` });
    return { status: 'failed', limitations };
  }
  if (entry === files.index || /\/index\.(j|t)sx?$/.test(entry)) {
    limitations.push({ file: entry, line: render.call.loc?.start.line ?? 1, what: 'the entry is itself an index module', why: `rename it to main.${layout.ts ? 'tsx' : 'jsx'} so ${files.index} can export App` });
    return { status: 'partial', limitations };
  }

  const wrapped = containsJsx(render.jsx, PROVIDER);
  if (!tree.exists(files.index)) {
    const siteTree = wrapped ? innerSiteTree(render.jsx) : render.jsx;
    tree.write(files.index, indexText(entry, tree.read(entry) ?? '', files.index, ast, siteTree));
    notes.push(`${files.index}: App export that needs no provider`);
    changed = true;
  } else if (!/export\s+(function|const)\s+App\b|export\s*\{[^}]*\bApp\b/.test(tree.read(files.index)!)) {
    limitations.push({ file: files.index, line: 1, what: `${files.index} exists and has no named export App`, why: 'export the site root, wrapped in the provider, as App' });
  }

  if (!wrapped) {
    render.call.arguments[0] = wrappedRenderTree(entry, render.jsx);
    ensureNamedImports(ast, entry, SDK_THEME_IMPORT, [PROVIDER]);
    ensureNamedImports(ast, entry, relativeSpecifier(entry, files.config), ['platformConfig']);
    ensureNamedImports(ast, entry, relativeSpecifier(entry, files.themeRoot), ['ThemeRoot']);
    tree.writeAst(entry, ast);
    notes.push(`${entry}: app wrapped in <${PROVIDER}>`);
    changed = true;
  }

  const locale = ctx.state.language.languages[0] ?? ctx.analysis.languages[0] ?? 'en';
  const currency = ctx.state.identity.currency ?? 'USD';
  if (!tree.exists(files.config)) {
    tree.write(files.config, fillTemplate('src/platform/config.js.tpl', { defaultLocale: JSON.stringify(locale), currency: JSON.stringify(currency) }));
    changed = true;
  }
  if (!tree.exists(files.themeRoot)) {
    tree.write(files.themeRoot, fillTemplate('src/platform/theme-root.jsx.tpl', {}));
    changed = true;
  }
  return { status: limitations.length ? 'partial' : changed ? 'applied' : 'unnecessary', limitations, notes };
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
