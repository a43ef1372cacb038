import { posix } from 'node:path';
import * as t from '@babel/types';
import type { File } from '@babel/types';
import { applyEdits, findNodeAtLocation, modify, parseTree, type FormattingOptions } from 'jsonc-parser';
import type { StagedTree } from '../../convert/staged-tree.js';
import { visit } from '../../convert/print.js';
import { traverse } from '../drop-pages/ast-kit.js';
import { VITE_DEV_DEPENDENCIES } from './vite-packages.js';

/** The Create React App toolchain and its config wrappers: a command, and the packages that carry it. */
const CRA_COMMAND = /\b(react-scripts|craco|react-app-rewired)\s+(start|build|test|eject)\b/;
export const CRA_PACKAGES = ['react-scripts', '@craco/craco', 'react-app-rewired', 'customize-cra'];
/** The React plugin line that supports Vite 4 to 6 (the one in VITE_DEV_DEPENDENCIES needs Vite 8). */
const REACT_PLUGIN_BEFORE_VITE_8 = '^4.3.4';
/** What each CRA command becomes under Vite; test and eject have no counterpart and go. */
const VITE_COMMAND: Record<string, string | null> = { start: 'vite', build: 'vite build', test: null, eject: null };

function formattingOf(text: string): FormattingOptions {
  const indent = /\n([ \t]+)"/.exec(text)?.[1] ?? '  ';
  return { insertSpaces: !indent.includes('\t'), tabSize: indent.includes('\t') ? 1 : indent.length, eol: text.includes('\r\n') ? '\r\n' : '\n' };
}

/** The major version a range asks for (`^8.0.0` → 8), NaN when there is none. */
const majorOf = (range: unknown) => (typeof range === 'string' ? Number(/(\d+)/.exec(range)?.[1] ?? NaN) : NaN);

/** Does this package.json build with Create React App (or a wrapper of it)? */
export function isCraPackage(text: string): boolean {
  const tree = parseTree(text);
  if (!tree) return false;
  const scripts = findNodeAtLocation(tree, ['scripts'])?.children ?? [];
  if (scripts.some((s) => typeof s.children?.[1]?.value === 'string' && CRA_COMMAND.test(s.children[1].value as string))) return true;
  return ['dependencies', 'devDependencies'].some((sec) => !!findNodeAtLocation(tree, [sec, 'react-scripts']));
}

/**
 * package.json of a Create React App becomes a Vite package: `react-scripts start|build` → `vite`
 * / `vite build` (inside `&&` chains too), `test` and `eject` go, the CRA packages go, and Vite
 * with its React plugin join devDependencies. Minimal edits; other lines keep their bytes.
 */
export function craPackageToVite(text: string): { text: string; changes: string[] } {
  const fmt = { formattingOptions: formattingOf(text) };
  let out = text;
  const changes: string[] = [];
  const scripts = findNodeAtLocation(parseTree(out)!, ['scripts'])?.children ?? [];
  for (const s of scripts) {
    const name = s.children?.[0]?.value as string;
    const cmd = s.children?.[1]?.value;
    if (typeof cmd !== 'string' || !CRA_COMMAND.test(cmd)) continue;
    const parts = cmd.split('&&').map((p) => p.trim());
    const next: string[] = [];
    let drop = false;
    for (const p of parts) {
      const m = CRA_COMMAND.exec(p);
      if (!m) { next.push(p); continue; }
      const v = VITE_COMMAND[m[2]];
      if (v === null) drop = true;
      else if (!next.includes(v)) next.push(v);
    }
    // `react-scripts build && vite build` (an earlier half conversion) keeps one `vite build`.
    const value = drop ? undefined : [...new Set(next)].join(' && ');
    out = applyEdits(out, modify(out, ['scripts', name], value, fmt));
    changes.push(value === undefined ? `script ${name} removed (\`${cmd}\` has no Vite counterpart)` : `script ${name}: \`${cmd}\` → \`${value}\``);
  }
  for (const sec of ['dependencies', 'devDependencies']) {
    for (const name of CRA_PACKAGES) {
      if (!findNodeAtLocation(parseTree(out)!, [sec, name])) continue;
      out = applyEdits(out, modify(out, [sec, name], undefined, fmt));
      changes.push(`${name} removed`);
    }
  }
  // A Vite the site already lists stays; its React plugin then has to be one that supports it.
  const listed = (name: string) => { const t = parseTree(out)!; return (findNodeAtLocation(t, ['devDependencies', name]) ?? findNodeAtLocation(t, ['dependencies', name]))?.value as unknown; };
  const oldVite = majorOf(listed('vite')) < 8;
  for (const [name, latest] of Object.entries(VITE_DEV_DEPENDENCIES)) {
    const range = name === '@vitejs/plugin-react' && oldVite ? REACT_PLUGIN_BEFORE_VITE_8 : latest;
    const tree = parseTree(out)!;
    if (findNodeAtLocation(tree, ['dependencies', name]) || findNodeAtLocation(tree, ['devDependencies', name])) continue;
    out = applyEdits(out, modify(out, ['devDependencies', name], range, fmt));
    changes.push(`devDependency ${name}@${range}`);
  }
  changes.push(...sassForVite(majorOf(listed('vite')), (path, value) => { out = applyEdits(out, modify(out, path, value, fmt)); }, () => parseTree(out)!));
  return { text: out, changes };
}

/** The first sass with the compiler API Vite 7 and later compile Sass through (`initAsyncCompiler`). */
const SASS_FOR_VITE = '^1.70.0';

/**
 * Sass under the Vite the package now builds with: from Vite 7 on, Sass goes through the modern
 * compiler API, which an older `sass` (CRA apps pin 1.3x–1.6x) lacks, and `node-sass` was never
 * read by Vite. The range is raised, `node-sass` becomes `sass`, in the section that lists it.
 */
function sassForVite(viteMajor: number, set: (path: string[], value: string | undefined) => void, tree: () => ReturnType<typeof parseTree>): string[] {
  if (!(viteMajor >= 7)) return [];
  const changes: string[] = [];
  for (const sec of ['dependencies', 'devDependencies']) {
    const sass = findNodeAtLocation(tree()!, [sec, 'sass'])?.value as unknown;
    const m = typeof sass === 'string' ? /(\d+)\.(\d+)/.exec(sass) : null;
    if (m && Number(m[1]) === 1 && Number(m[2]) < 70) {
      set([sec, 'sass'], SASS_FOR_VITE);
      changes.push(`${sec} sass ${sass} → ${SASS_FOR_VITE} (Vite ${viteMajor} compiles Sass through the API sass 1.70 brought)`);
    }
    const nodeSass = findNodeAtLocation(tree()!, [sec, 'node-sass'])?.value as unknown;
    if (nodeSass === undefined) continue;
    set([sec, 'node-sass'], undefined);
    if (!findNodeAtLocation(tree()!, ['dependencies', 'sass']) && !findNodeAtLocation(tree()!, ['devDependencies', 'sass'])) set([sec, 'sass'], SASS_FOR_VITE);
    changes.push(`${sec} node-sass → sass ${SASS_FOR_VITE} (Vite compiles Sass with sass only)`);
  }
  return changes;
}

/**
 * CRA's `public/index.html` becomes Vite's root `index.html`: `%PUBLIC_URL%` goes (Vite serves
 * the public folder at the root and rewrites those paths for `base`), and the module entry that
 * CRA injected at build time is written in.
 */
export function craIndexHtml(html: string, entrySrc: string): string {
  let out = html.replace(/%PUBLIC_URL%/g, '');
  if (!new RegExp(`<script[^>]*src=["']/?${entrySrc.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}["']`).test(out)) {
    const tag = `<script type="module" src="/${entrySrc}"></script>`;
    out = /<\/body>/i.test(out) ? out.replace(/([ \t]*)<\/body>/i, (m, pad: string) => `${pad}  ${tag}\n${m}`) : `${out}\n${tag}\n`;
  }
  return out;
}

/** A link a page resolves against its own folder: not `/x`, `//cdn`, `https:`, `data:`, `#top`, `%VAR%` or `{{ x }}`. */
const RELATIVE_LINK = /^(?![a-z][a-z0-9+.-]*:|[/#%{]|\s*$)/i;

/**
 * The page moved from `public/index.html` to the root: a relative link written against `public/`
 * (`../src/img/logo.png`, `manifest.json`) would now miss. Each one to a file the app has is written
 * as the root path Vite serves: a public file at its served path (`/manifest.json`), any other app
 * file at its root path (`/src/img/logo.png`), which the build bundles. `exists`: app-root-relative.
 */
export function rebaseMovedHtml(html: string, exists: (appPath: string) => boolean): { html: string; moved: string[] } {
  const moved: string[] = [];
  const out = html.replace(/(\s(?:href|src)\s*=\s*)(["'])([^"']*)\2/gi, (whole, head: string, q: string, value: string) => {
    if (!RELATIVE_LINK.test(value)) return whole;
    const cut = value.search(/[?#]/);
    const [file, rest] = cut < 0 ? [value, ''] : [value.slice(0, cut), value.slice(cut)];
    const target = posix.normalize(posix.join('public', file));
    if (target.startsWith('../') || !exists(target)) return whole;
    const served = target.startsWith('public/') ? `/${target.slice('public/'.length)}` : `/${target}`;
    moved.push(`${value} → ${served}`);
    return `${head}${q}${served}${rest}${q}`;
  });
  return { html: out, moved };
}

/** CRA's entry: `src/index.*` (its one fixed entry). */
export function craEntry(tree: StagedTree, appSrc: string): string | null {
  return ['index.tsx', 'index.jsx', 'index.ts', 'index.js'].map((n) => `${appSrc}/${n}`).find((p) => tree.exists(p)) ?? null;
}

/** `process.env.X` as written (`process.env.X` or `process.env['X']`): X, else null. */
function envName(n: t.Node): string | null {
  if (n.type !== 'MemberExpression') return null;
  const obj = n.object;
  if (obj.type !== 'MemberExpression' || obj.object.type !== 'Identifier' || obj.object.name !== 'process' || obj.property.type !== 'Identifier' || obj.property.name !== 'env' || obj.computed) return null;
  if (!n.computed && n.property.type === 'Identifier') return n.property.name;
  if (n.computed && n.property.type === 'StringLiteral') return n.property.value;
  return null;
}

/** What CRA's build-time variables read under Vite (`REACT_APP_*` stay readable through `envPrefix`). */
function viteEnv(name: string): t.Expression | null {
  const meta = (prop: string) => t.memberExpression(t.memberExpression(t.metaProperty(t.identifier('import'), t.identifier('meta')), t.identifier('env')), t.identifier(prop));
  if (name.startsWith('REACT_APP_')) return meta(name);
  if (name === 'NODE_ENV') return meta('MODE');
  // CRA's PUBLIC_URL has no trailing slash; Vite's BASE_URL ends with one.
  if (name === 'PUBLIC_URL') return t.callExpression(t.memberExpression(meta('BASE_URL'), t.identifier('replace')), [t.regExpLiteral('\\/$'), t.stringLiteral('')]);
  return null;
}

/** `process.env.REACT_APP_X` → `import.meta.env.REACT_APP_X` (and NODE_ENV, PUBLIC_URL). Edits in place; the names rewritten. */
export function rewriteProcessEnv(ast: File): string[] {
  const done: string[] = [];
  visit(ast.program, (n, parent, key) => {
    const name = envName(n);
    const next = name ? viteEnv(name) : null;
    if (!next || !parent || !key) return;
    const slot = (parent as unknown as Record<string, unknown>)[key];
    if (Array.isArray(slot)) slot[slot.indexOf(n)] = next;
    else (parent as unknown as Record<string, unknown>)[key] = next;
    done.push(name!);
  });
  return done;
}

/**
 * Named imports from packages that the file never reads (`import { useNavigate, navigate } from
 * 'react-router-dom'` with `navigate` shadowed): webpack let a name the package does not export
 * pass as undefined, Vite's bundler stops on it. Unread names go; they can change nothing.
 */
export function dropUnreadPackageImports(ast: File): string[] {
  const dropped: string[] = [];
  traverse(ast, {
    Program(p) {
      p.scope.crawl();
      for (const stmt of p.node.body) {
        if (stmt.type !== 'ImportDeclaration' || stmt.importKind === 'type' || /^[./]/.test(stmt.source.value)) continue;
        const kept = stmt.specifiers.filter((sp) => sp.type !== 'ImportSpecifier' || (p.scope.getBinding(sp.local.name)?.referencePaths.length ?? 1) > 0);
        if (kept.length === stmt.specifiers.length) continue;
        for (const sp of stmt.specifiers) if (!kept.includes(sp)) dropped.push(`${sp.local.name} (${stmt.source.value})`);
        stmt.specifiers = kept;
      }
    },
  });
  return dropped;
}

/** Does a script contain JSX? (CRA lets `.js` files hold it; Vite reads JSX only in `.jsx`/`.tsx`.) */
export function hasJsx(ast: File): boolean {
  let found = false;
  visit(ast.program, (n) => { if (!found && (n.type === 'JSXElement' || n.type === 'JSXFragment')) found = true; });
  return found;
}

const join = (dir: string, name: string) => (dir ? `${dir}/${name}` : name);

export interface CraResult {
  notes: string[];
  /** How the Vite config must read JSX in `.js` files (null: no `.js` file holds JSX). */
  jsxInJs: 'oxc' | 'esbuild' | null;
  envPrefix: string[];
  /**
   * The app imports Babel macros (`twin.macro`, `styled-components/macro`), which CRA ran through
   * babel-plugin-macros: on Vite 8 through @rolldown/plugin-babel, before it through the React plugin's Babel.
   */
  babelMacros: 'rolldown' | 'react-plugin' | null;
  /** tsconfig's `jsxImportSource` (`@emotion/react` for a `css` prop): Vite's React plugin needs it too. */
  jsxImportSource: string | null;
}

/** A Babel macro module: `twin.macro`, `preval.macro`, `styled-components/macro`. */
const MACRO = /(\.macro|\/macro)$/;
/** What Babel macros need beside Vite 8's React plugin (older Vites run them through the plugin's own Babel). */
const MACRO_DEV_DEPENDENCIES: Record<string, string> = { '@rolldown/plugin-babel': '^0.3.1', '@babel/core': '^7.28.0', 'babel-plugin-macros': '^3.1.0' };

/** tsconfig/jsconfig `compilerOptions.jsxImportSource` of the app, if any. */
function jsxImportSourceOf(tree: StagedTree, appRoot: string): string | null {
  for (const f of ['tsconfig.json', 'jsconfig.json', 'tsconfig.app.json']) {
    const m = /"jsxImportSource"\s*:\s*"([^"]+)"/.exec(tree.read(join(appRoot, f)) ?? '');
    if (m) return m[1];
  }
  return null;
}


/**
 * A Create React App becomes a Vite app (before the theme shell builds on it): package.json, the
 * root index.html with its module entry, `process.env` reads, and what the Vite config must know.
 */
export function convertCra(tree: StagedTree, pkgDir: string, appRoot: string, appSrc: string): CraResult {
  const notes: string[] = [];
  const pj = join(pkgDir, 'package.json');
  const pkgText = tree.read(pj) ?? '{}';
  const p = craPackageToVite(pkgText);
  if (p.text !== pkgText) {
    tree.write(pj, p.text);
    notes.push(`${pj}: ${p.changes.join('; ')}`);
  }
  const entry = craEntry(tree, appSrc);
  const html = join(appRoot, 'index.html');
  const publicHtml = join(appRoot, 'public/index.html');
  if (!tree.exists(html) && tree.exists(publicHtml)) {
    tree.rename(publicHtml, html);
    notes.push(`${publicHtml} moved to ${html} (Vite's page is at the root)`);
    const rebased = rebaseMovedHtml(tree.read(html) ?? '', (p) => tree.exists(join(appRoot, p)));
    if (rebased.moved.length) {
      tree.write(html, rebased.html);
      notes.push(`${html}: links written against public/ now at the paths Vite serves (${rebased.moved.join(', ')})`);
    }
  }
  const htmlText = tree.read(html);
  if (htmlText !== undefined && entry) {
    const next = craIndexHtml(htmlText, entry.slice(appRoot ? appRoot.length + 1 : 0));
    if (next !== htmlText) {
      tree.write(html, next);
      notes.push(`${html}: %PUBLIC_URL% removed; module entry /${entry.slice(appRoot ? appRoot.length + 1 : 0)}`);
    }
  }
  let jsx = false;
  let macros = false;
  const env = new Set<string>();
  for (const f of tree.list()) {
    if (!f.startsWith(appSrc + '/') || !/\.(m?[jt]sx?)$/.test(f) || f.endsWith('.d.ts')) continue;
    const ast = tree.ast(f);
    if (!ast) continue;
    if (f.endsWith('.js') && hasJsx(ast)) jsx = true;
    if (ast.program.body.some((st) => st.type === 'ImportDeclaration' && MACRO.test(st.source.value))) macros = true;
    const names = rewriteProcessEnv(ast);
    // TypeScript files are left alone: a name read only as a type counts as unread here.
    const unread = /\.m?jsx?$/.test(f) ? dropUnreadPackageImports(ast) : [];
    if (!names.length && !unread.length) continue;
    tree.writeAst(f, ast);
    for (const n of names) env.add(n);
    if (names.length) notes.push(`${f}: process.env.${[...new Set(names)].join(', process.env.')} read through import.meta.env`);
    if (unread.length) notes.push(`${f}: unread package imports removed: ${unread.join(', ')}`);
  }
  const reactApp = [...env].some((n) => n.startsWith('REACT_APP_')) || tree.list().some((f) => /(^|\/)\.env(\.[\w.-]+)?$/.test(f) && /^\s*REACT_APP_/m.test(tree.read(f) ?? ''));
  const vite = (() => {
    const t = parseTree(tree.read(pj) ?? '{}');
    return t ? (findNodeAtLocation(t, ['devDependencies', 'vite']) ?? findNodeAtLocation(t, ['dependencies', 'vite']))?.value : undefined;
  })();
  const vite8 = majorOf(vite) >= 8 || Number.isNaN(majorOf(vite));
  if (macros) {
    // Babel macros ran inside CRA's build; under Vite they need babel-plugin-macros (and on Vite 8 a Babel plugin for Rolldown).
    let text = tree.read(pj) ?? '{}';
    const added: string[] = [];
    for (const [name, range] of Object.entries(MACRO_DEV_DEPENDENCIES)) {
      if (name === '@rolldown/plugin-babel' && !vite8) continue;
      const t = parseTree(text);
      if (!t || findNodeAtLocation(t, ['dependencies', name]) || findNodeAtLocation(t, ['devDependencies', name])) continue;
      text = applyEdits(text, modify(text, ['devDependencies', name], range, { formattingOptions: { insertSpaces: true, tabSize: /\n(\s+)"/.exec(text)?.[1].length ?? 2 } }));
      added.push(`${name}@${range}`);
    }
    if (added.length) {
      tree.write(pj, text);
      notes.push(`${pj}: devDependencies ${added.join(', ')} (the app imports Babel macros)`);
    }
  }
  return { notes, jsxInJs: jsx ? (vite8 ? 'oxc' : 'esbuild') : null, envPrefix: reactApp ? ['REACT_APP_'] : [], babelMacros: macros ? (vite8 ? 'rolldown' : 'react-plugin') : null, jsxImportSource: jsxImportSourceOf(tree, appRoot) };
}
