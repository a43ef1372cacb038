import * as t from '@babel/types';
import type { File, ImportDeclaration, Node } from '@babel/types';
import { dominantQuote } from '../../convert/print.js';
import { walkNodes } from '../../infra/visitor-keys.js';
import { print, stmt } from './build.js';
import { traverse } from '../drop-pages/ast-kit.js';

/**
 * Imports of an edited file: add named imports merged into one declaration per source, pick a
 * local alias when the file already binds a name (a site's own `useProducts`), and drop the
 * specifiers a rewrite left unused.
 */

/** Nodes that bind names: declarators, functions (their name and params), classes, import specifiers. */
const BINDS = new Set(['VariableDeclarator', 'FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression', 'ClassDeclaration', 'ImportSpecifier', 'ImportDefaultSpecifier', 'ImportNamespaceSpecifier']);

/** Every name bound anywhere in the file (declarations, params, imports): a new binding must avoid them. */
export function boundNames(ast: File): Set<string> {
  const out = new Set<string>();
  walkNodes(ast.program, (n) => {
    if (BINDS.has(n.type)) for (const name of Object.keys(t.getBindingIdentifiers(n))) out.add(name);
  });
  return out;
}

/** A name free in the file: `platformProducts`, `platformProducts2`, ... */
export function freshName(base: string, taken: Set<string>): string {
  let name = base;
  for (let i = 2; taken.has(name); i++) name = `${base}${i}`;
  taken.add(name);
  return name;
}

/** References to a name, not counting import specifiers, non-computed member properties or object keys. */
export function referenceCount(ast: File, name: string): number {
  let count = 0;
  walkNodes(ast.program, (n, parent, key) => {
    if (n.type === 'Identifier' && n.name === name) {
      const skip = (parent && (parent.type === 'ImportSpecifier' || parent.type === 'ImportDefaultSpecifier' || parent.type === 'ImportNamespaceSpecifier'))
        || (parent && (parent.type === 'MemberExpression' || parent.type === 'OptionalMemberExpression') && key === 'property' && !parent.computed)
        || (parent && (parent.type === 'ObjectProperty' || parent.type === 'ObjectMethod') && key === 'key' && !parent.computed && !(parent.type === 'ObjectProperty' && parent.shorthand));
      if (!skip) count++;
    }
    if (n.type === 'JSXIdentifier' && n.name === name && parent?.type !== 'JSXAttribute') count++;
  });
  return count;
}

/**
 * Of the imported `names`, those whose every use is a different binding of the same name
 * (`docs.map((doc) => doc.data())` beside an unused `doc` import)? Scope analysis, one crawl for
 * all of them, asked only for names seen in the file; a name in a type position (`x: Foo`) counts
 * as used.
 */
function onlyShadowed(ast: File, names: string[]): Set<string> {
  const typed = new Set<string>();
  const asked = new Set(names);
  walkNodes(ast.program, (n, parent) => {
    if (n.type === 'Identifier' && asked.has(n.name) && parent?.type.startsWith('TS')) typed.add(n.name);
  });
  const unused = new Set<string>();
  if (names.every((n) => typed.has(n))) return unused;
  traverse(ast, {
    Program(p) {
      p.scope.crawl();
      for (const name of names) {
        const b = typed.has(name) ? undefined : p.scope.getBinding(name);
        if (b && b.kind === 'module' && b.referencePaths.length === 0) unused.add(name);
      }
      p.stop();
    },
  });
  return unused;
}

const importsOf = (ast: File) => ast.program.body.filter((s): s is ImportDeclaration => s.type === 'ImportDeclaration');

/**
 * `;` when the file's own imports end with one. Only imports the source wrote count (they keep a
 * position): one this step added prints with recast's semicolon whatever the file's style.
 */
function semicolonStyle(ast: File, except?: ImportDeclaration): string {
  const own = importsOf(ast).find((x) => x !== except && x.loc) ?? importsOf(ast).find((x) => x !== except);
  return !own || /;\s*$/.test(print(own)) ? ';' : '';
}

/**
 * Import `imported` from `source` (merged into an existing declaration of that source). Returns the
 * local name: the imported name, or an alias when the file binds that name otherwise.
 */
export function ensureImport(ast: File, source: string, imported: string, taken: Set<string>, aliasBase?: string): string {
  const decls = importsOf(ast).filter((d) => d.source.value === source && d.importKind !== 'type');
  for (const d of decls) {
    for (const s of d.specifiers) {
      if (s.type === 'ImportSpecifier' && (s.imported.type === 'Identifier' ? s.imported.name : s.imported.value) === imported) return s.local.name;
    }
  }
  const local = taken.has(imported) ? freshName(aliasBase ?? `platform${imported[0].toUpperCase()}${imported.slice(1)}`, taken) : imported;
  taken.add(local);
  const q = dominantQuote(ast) === 'single' ? "'" : '"';
  // Match the file's own statement style (some sources write no semicolons).
  const semi = semicolonStyle(ast);
  const code = `import { ${imported === local ? imported : `${imported} as ${local}`} } from ${q}${source}${q}${semi}`;
  const spec = (stmt(code) as ImportDeclaration).specifiers[0];
  const target = decls.find((d) => d.specifiers.every((s) => s.type === 'ImportSpecifier'));
  if (target) target.specifiers.push(spec);
  else {
    const decl = fresh(stmt(code));
    // Beside the site's own modules: before the first local import, else after the last import.
    const all = importsOf(ast);
    const local = all.find((d) => /^(\.|[@~#]\/)/.test(d.source.value));
    // Else just above the last import: between two imports of the source the new line keeps the
    // block's layout (added after the block, it would take the blank line that closed the block).
    let at = local ? ast.program.body.indexOf(local) : all.length > 1 ? ast.program.body.indexOf(all[all.length - 1]) : all.length;
    // Never above a file's header comment.
    if (at === 0 && ((ast.program.body[0] as Node & { comments?: unknown[] } | undefined)?.comments?.length)) at = 1;
    ast.program.body.splice(at, 0, decl);
  }
  return local;
}

/** Remove the import specifiers of `names` that nothing references any more (and emptied declarations). */
export function pruneImports(ast: File, names: Iterable<string>): string[] {
  const removed: string[] = [];
  const asked = [...new Set(names)];
  // Removing one name's import changes no other name's references: each is read once, up front.
  const seen = asked.filter((name) => referenceCount(ast, name) > 0);
  const shadowed = seen.length ? onlyShadowed(ast, seen) : new Set<string>();
  const used = new Set(seen.filter((name) => !shadowed.has(name)));
  for (const name of asked) {
    if (used.has(name)) continue;
    for (const d of importsOf(ast)) {
      const i = d.specifiers.findIndex((s) => s.local.name === name);
      if (i < 0) continue;
      d.specifiers.splice(i, 1);
      removed.push(name);
      if (!d.specifiers.length) removeStatement(ast, d);
      else restyle(ast, d);
    }
  }
  return removed;
}

/** Local names imported from sources matching `test`. */
export function importedFrom(ast: File, test: (source: string) => boolean): string[] {
  return importsOf(ast).filter((d) => test(d.source.value)).flatMap((d) => d.specifiers.map((s) => s.local.name));
}

type Commented = Node & { comments?: { leading?: boolean }[] };

/** Remove a top-level statement, handing its leading comments (a file header) to the next one. */
function removeStatement(ast: File, node: Node): void {
  const body = ast.program.body;
  const i = body.indexOf(node as never);
  if (i < 0) return;
  const leading = ((node as Commented).comments ?? []).filter((c) => c.leading);
  const next = body[i + 1] as Commented | undefined;
  if (leading.length && next) next.comments = [...leading, ...(next.comments ?? [])];
  body.splice(i, 1);
}

/**
 * Reprint a trimmed import in the file's own style (recast would add a semicolon and its own
 * quotes): rebuilt from text, so it prints exactly as built.
 */
function restyle(ast: File, d: ImportDeclaration): void {
  const semi = semicolonStyle(ast, d);
  const q = dominantQuote(ast) === 'single' ? "'" : '"';
  const def = d.specifiers.find((s) => s.type === 'ImportDefaultSpecifier');
  const ns = d.specifiers.find((s) => s.type === 'ImportNamespaceSpecifier');
  const named = d.specifiers.filter((s) => s.type === 'ImportSpecifier').map((s) => print(s));
  const parts = [def ? def.local.name : '', ns ? `* as ${ns.local.name}` : '', named.length ? `{ ${named.join(', ')} }` : ''].filter(Boolean);
  const text = `import ${d.importKind === 'type' ? 'type ' : ''}${parts.join(', ')} from ${q}${d.source.value}${q}${semi}`;
  const next = stmt(text, 'x.tsx') as ImportDeclaration & { comments?: unknown };
  next.comments = (d as { comments?: unknown }).comments;
  ast.program.body[ast.program.body.indexOf(d)] = next;
}

/**
 * A statement recast prints on its own line: its own position dropped (children keep theirs, so
 * names and the source string print as written). Without this, two statements parsed from
 * separate snippets can be printed joined on one line.
 */
function fresh<T extends Node>(n: T): T {
  const x = n as Partial<Node>;
  delete x.loc; delete x.start; delete x.end;
  return n;
}
