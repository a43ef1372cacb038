import * as t from '@babel/types';
import type { PageInfo } from '../../analyze/types.js';
import type { StagedTree } from '../../convert/staged-tree.js';
import { parseSource } from '../../load/parse.js';
import { CHROME_FILE, framed, pageFrame, type PageFrame } from './page-frame.js';
import { mountableProvider, unmountedProviderModules } from './unmounted-providers.js';
import { relativeSpecifier } from '../theme-shell/imports.js';
import { redirectTarget } from '../theme-shell/redirect-page.js';

/** How far a page's own components are followed to find a header, nav or footer they draw. */
const DEPTH = 2;
/** A component that puts a page inside a frame of its own (`<Layout>`, `<PageShell>`). */
const SHELL_FILE = /(layout|shell|page-?wrapper|frame)[^/]*$/i;
const CHROME_TAGS = new Set(['header', 'nav', 'footer']);
const CHROME_ROLES = new Set(['banner', 'navigation', 'contentinfo']);

const attrValue = (el: t.JSXOpeningElement, name: string): string | null => {
  const a = el.attributes.find((x): x is t.JSXAttribute => x.type === 'JSXAttribute' && x.name.name === name);
  return a?.value?.type === 'StringLiteral' ? a.value.value : null;
};

/** Whether the module draws a header, nav or footer itself (`<header>`, `as="footer"`, `role="banner"`). */
function drawsChromeTag(ast: t.File): boolean {
  let found = false;
  t.traverseFast(ast.program, (n) => {
    if (found || n.type !== 'JSXOpeningElement') return;
    if (n.name.type === 'JSXIdentifier' && CHROME_TAGS.has(n.name.name)) found = true;
    else if (CHROME_TAGS.has(attrValue(n, 'as') ?? '') || CHROME_ROLES.has(attrValue(n, 'role') ?? '')) found = true;
  });
  return found;
}

/**
 * Whether the page draws any frame: a header, nav or footer of its own, or a component of the
 * site's that is one (or a layout around it), in the page or the components it draws.
 */
export function drawsFrame(tree: StagedTree, file: string, resolve: (from: string, spec: string) => string | null): boolean {
  const seen = new Set<string>();
  const walk = (f: string, depth: number): boolean => {
    if (seen.has(f)) return false;
    seen.add(f);
    const ast = tree.ast(f);
    if (!ast) return false;
    if (drawsChromeTag(ast)) return true;
    for (const s of ast.program.body) {
      if (s.type !== 'ImportDeclaration' || s.importKind === 'type') continue;
      const target = resolve(f, s.source.value);
      if (!target || target.includes('node_modules/')) continue;
      const bare = target.replace(/\.[^./]+$/, '').replace(/\/index$/, '');
      if (CHROME_FILE.test(bare) || SHELL_FILE.test(bare)) return true;
      if (depth < DEPTH && walk(target, depth + 1)) return true;
    }
    return false;
  };
  return walk(file, 0);
}

/** Names the module binds at its top level (imports, functions, classes, variables). */
function topNames(ast: t.File): Set<string> {
  const out = new Set<string>();
  for (const s of ast.program.body) {
    if (s.type === 'ImportDeclaration') for (const sp of s.specifiers) out.add(sp.local.name);
    const d = s.type === 'ExportNamedDeclaration' || s.type === 'ExportDefaultDeclaration' ? s.declaration : s;
    if ((d?.type === 'FunctionDeclaration' || d?.type === 'ClassDeclaration') && d.id) out.add(d.id.name);
    if (d?.type === 'VariableDeclaration') for (const v of d.declarations) if (v.id.type === 'Identifier') out.add(v.id.name);
  }
  return out;
}

/** The function a default export names, when it is one the module declares. */
function declaredFunction(ast: t.File, name: string): t.Function | null {
  for (const s of ast.program.body) {
    const d = s.type === 'ExportNamedDeclaration' ? s.declaration : s;
    if (d?.type === 'FunctionDeclaration' && d.id?.name === name) return d;
    if (d?.type === 'VariableDeclaration') {
      for (const v of d.declarations) {
        if (v.id.type === 'Identifier' && v.id.name === name && (v.init?.type === 'ArrowFunctionExpression' || v.init?.type === 'FunctionExpression')) return v.init;
      }
    }
  }
  return null;
}

/**
 * A page module whose default export is a plain component without props, split into the module
 * without that export (`body`, the component kept under its own name `inner`) and where its
 * imports end (`at`). Null when the default export is anything else.
 */
function splitDefault(text: string, ast: t.File): { inner: string; body: string; at: number } | null {
  const exp = ast.program.body.find((s): s is t.ExportDefaultDeclaration => s.type === 'ExportDefaultDeclaration');
  const lastImport = [...ast.program.body].reverse().find((s) => s.type === 'ImportDeclaration');
  const at = lastImport?.end ?? 0;
  if (!exp || exp.start == null || exp.end == null || exp.start < at) return null;
  const d = exp.declaration;
  if (d.type === 'FunctionDeclaration' && d.id && d.start != null) {
    if (d.params.length) return null;
    return { inner: d.id.name, body: `${text.slice(0, exp.start)}${text.slice(d.start)}`, at };
  }
  if (d.type === 'Identifier') {
    const fn = declaredFunction(ast, d.name);
    if (!fn || fn.params.length) return null;
    return { inner: d.name, body: `${text.slice(0, exp.start)}${text.slice(exp.end).replace(/^\r?\n/, '')}`, at };
  }
  return null;
}

/** The module with `imports` added after its own and a new default export `name` rendering `jsx`. */
function withDefault(split: { body: string; at: number }, imports: string[], doc: string, name: string, jsx: string[]): string {
  const { body, at } = split;
  const withImports = `${body.slice(0, at)}${at ? '\n' : ''}${imports.join('\n')}${at ? '' : '\n'}${body.slice(at)}`;
  return `${withImports.trimEnd()}

/** ${doc} */
export default function ${name}() {
  return (
${jsx.map((l) => `    ${l}`).join('\n')}
  );
}
`;
}

/**
 * The page module drawn inside `frame`: its default export keeps its body under its own name and a
 * new default export draws the frame's header, the page and its footer. Null when the page cannot
 * be framed safely: no default export that is a plain component without props, or a name the
 * frame brings is taken.
 */
export function frameSourcePage(text: string, ast: t.File, frame: PageFrame): string | null {
  const names = topNames(ast);
  const frameNames = [...frame.before, ...frame.after, ...(frame.outer ?? []).map((o) => o.open)].map((el) => /^<([\w.]+)/.exec(el)?.[1] ?? '');
  if (frameNames.some((n) => names.has(n))) return null;
  const split = splitDefault(text, ast);
  if (!split) return null;
  const inFrame = `${split.inner}InFrame`;
  if (names.has(inFrame)) return null;
  const open = frame.wrapper ? `<${frame.wrapper.tag}${frame.wrapper.className ? ` className=${JSON.stringify(frame.wrapper.className)}` : ''}>` : '';
  const close = frame.wrapper ? `</${frame.wrapper.tag}>` : '';
  return withDefault(split, frame.imports, 'The page inside the site\'s frame: the other pages draw the header and footer themselves.', inFrame,
    ['<>', ...framed(frame, `${open}<${split.inner} />${close}`).map((l) => `  ${l}`), '</>']);
}

/**
 * The page module drawn inside `providers` (outermost first), with their import lines: a page whose
 * hooks need a provider the app never mounts would throw on its first render. Null when the page
 * cannot be wrapped safely (see frameSourcePage) or already binds a provider's name.
 */
export function provideSourcePage(text: string, ast: t.File, providers: { name: string; importLine: string }[]): string | null {
  const names = topNames(ast);
  if (!providers.length || providers.some((p) => names.has(p.name))) return null;
  const split = splitDefault(text, ast);
  if (!split) return null;
  const wrapped = `${split.inner}WithProviders`;
  if (names.has(wrapped)) return null;
  const open = providers.map((p, i) => `${'  '.repeat(i)}<${p.name}>`);
  const close = [...providers].reverse().map((p, i) => `${'  '.repeat(providers.length - 1 - i)}</${p.name}>`);
  return withDefault(split, providers.map((p) => p.importLine), 'The page inside the providers its hooks need, which the app never mounts above it.', wrapped,
    [...open, `${'  '.repeat(providers.length)}<${split.inner} />`, ...close]);
}

/**
 * Source pages drawn without the frame the home page draws around itself (no header, nav or
 * footer, no layout), in a site whose pages each draw their own: they get the home page's frame,
 * so no page of the theme is a dead end without the site's navigation. The home, a not-found
 * page and pages taking props are left as they are.
 */
export function frameBarePages(tree: StagedTree, pages: PageInfo[], resolve: (from: string, spec: string) => string | null): string[] {
  const home = pages.find((p) => p.route === '/' && p.class !== 'drop' && tree.exists(p.file));
  if (!home) return [];
  const framed: string[] = [];
  for (const p of pages) {
    if (p === home || p.file === home.file || p.class === 'drop' || p.unrouted || !p.route || p.rule === 'not-found' || p.route.includes('*')) continue;
    if (!/\.[jt]sx$/.test(p.file) || framed.includes(p.file) || !tree.exists(p.file)) continue;
    const frame = pageFrame(tree, home.file, p.file);
    if (!frame) return framed;
    if (drawsFrame(tree, p.file, resolve)) continue;
    const text = tree.read(p.file);
    // Parsed afresh: an AST a step edited in place keeps the offsets of the text before the edit.
    const parsed = text === undefined ? null : parseSource(p.file, text, 'edit');
    if (!parsed?.ok) continue;
    // A page that only forwards to another route draws nothing to frame; framed, it would no longer read as an alias.
    if (redirectTarget(parsed.ast)) continue;
    const out = frameSourcePage(text!, parsed.ast, frame);
    if (!out) continue;
    tree.write(p.file, out);
    framed.push(p.file);
  }
  return framed;
}

/**
 * Routed source pages whose hooks need a context provider no module of the app mounts (the hook
 * throws outside it): each is drawn inside that provider, when the provider is exported by name
 * and takes nothing but children. Returns the pages changed.
 */
export function provideBarePages(tree: StagedTree, pages: PageInfo[], resolve: (from: string, spec: string) => string | null, appFiles: string[]): string[] {
  const done: string[] = [];
  const pageFiles = new Set(pages.filter((p) => p.class !== 'drop' && !p.unrouted && p.route).map((p) => p.file));
  for (const p of pages) {
    if (p.class === 'drop' || p.unrouted || !p.route || done.includes(p.file) || !/\.[jt]sx$/.test(p.file) || !tree.exists(p.file)) continue;
    const needed = unmountedProviderModules(tree, p.file, resolve, appFiles, pageFiles);
    if (!needed.length) continue;
    const providers = needed.map((n) => {
      const ast = tree.ast(n.file);
      return ast && mountableProvider(ast, n.provider) ? { name: n.provider, importLine: `import { ${n.provider} } from "${relativeSpecifier(p.file, n.file.replace(/\.[jt]sx?$/, ''))}";` } : null;
    });
    if (providers.some((x) => !x)) continue;
    const text = tree.read(p.file);
    const parsed = text === undefined ? null : parseSource(p.file, text, 'edit');
    if (!parsed?.ok) continue;
    const out = provideSourcePage(text!, parsed.ast, providers as { name: string; importLine: string }[]);
    if (!out) continue;
    tree.write(p.file, out);
    done.push(p.file);
  }
  return done;
}
