import type { ArrayExpression, CallExpression, Node, ObjectExpression } from '@babel/types';
import { referencedNames, visit } from './ast-build.js';
import type { ConfigEdit } from './intents.js';
import { getProp } from './intents.js';

/** Does `spec` name one of the packages (or a subpath of one)? */
const fromPackage = (spec: string, packages: string[]) => packages.some((p) => spec === p || spec.startsWith(p + '/'));
const packageOf = (spec: string, packages: string[]) => packages.find((p) => spec === p || spec.startsWith(p + '/')) ?? spec;

/**
 * The plugins array of a config (`plugins: [...]` or `plugins: [...].filter(Boolean)`), with the
 * `.filter(Boolean)` call when there is one.
 */
function pluginsArray(config: ObjectExpression): { array: ArrayExpression; filterCall: CallExpression | null; prop: ReturnType<typeof getProp> } | null {
  const prop = getProp(config, 'plugins');
  if (!prop) return null;
  const v = prop.value as Node;
  if (v.type === 'ArrayExpression') return { array: v, filterCall: null, prop };
  if (v.type === 'CallExpression' && v.callee.type === 'MemberExpression' && v.callee.object.type === 'ArrayExpression'
    && v.callee.property.type === 'Identifier' && v.callee.property.name === 'filter') {
    return { array: v.callee.object, filterCall: v, prop };
  }
  return null;
}

/** Does the node load a vendor package with a dynamic `import('pkg')`? */
function importsDynamically(node: Node, packages: string[]): boolean {
  let found = false;
  visit(node, (n) => {
    if (n.type === 'ImportExpression' && n.source.type === 'StringLiteral' && fromPackage(n.source.value, packages)) found = true;
    if (n.type === 'CallExpression' && n.callee.type === 'Import' && n.arguments[0]?.type === 'StringLiteral' && fromPackage(n.arguments[0].value, packages)) found = true;
  });
  return found;
}

/**
 * Remove vendor Vite plugins: their entries in `plugins` (`tagger()`, `mode === 'development' &&
 * tagger()`, conditional spreads of `await import('pkg')`), their imports or requires, and a
 * `.filter(Boolean)` left with nothing to filter. Returns the packages whose plugin was removed.
 */
export function removeVendorPlugins(edit: ConfigEdit, config: ObjectExpression, packages: string[]): string[] {
  const body = edit.ast.program.body;
  const localToPkg = new Map<string, string>();
  const importStmts = new Set<Node>();
  for (const s of body) {
    if (s.type === 'ImportDeclaration' && fromPackage(s.source.value, packages)) {
      importStmts.add(s);
      for (const sp of s.specifiers) localToPkg.set(sp.local.name, s.source.value);
    }
    if (s.type === 'VariableDeclaration') {
      for (const d of s.declarations) {
        const init = d.init;
        if (init?.type === 'CallExpression' && init.callee.type === 'Identifier' && init.callee.name === 'require'
          && init.arguments[0]?.type === 'StringLiteral' && fromPackage(init.arguments[0].value, packages)) {
          importStmts.add(s);
          for (const n of referencedNames(d.id)) localToPkg.set(n, init.arguments[0].value);
        }
      }
    }
  }

  const removed = new Set<string>();
  const found = pluginsArray(config);
  if (found) {
    const before = found.array.elements.length;
    found.array.elements = found.array.elements.filter((el) => {
      if (!el) return true;
      const names = referencedNames(el);
      const hit = [...names].find((n) => localToPkg.has(n));
      if (hit) removed.add(packageOf(localToPkg.get(hit)!, packages));
      if (!hit && importsDynamically(el, packages)) {
        visit(el, (n) => {
          const src = n.type === 'ImportExpression' ? n.source : n.type === 'CallExpression' && n.callee.type === 'Import' ? n.arguments[0] : null;
          if (src?.type === 'StringLiteral' && fromPackage(src.value, packages)) removed.add(packageOf(src.value, packages));
        });
        return false;
      }
      return !hit;
    });
    // `[a(), cond && b()].filter(Boolean)`: once nothing left can be falsy, the filter goes too.
    const mayBeFalsy = found.array.elements.some((el) => !el || el.type === 'LogicalExpression' || el.type === 'ConditionalExpression' || el.type === 'SpreadElement');
    if (found.filterCall && found.array.elements.length < before && !mayBeFalsy && found.prop) {
      const arg = found.filterCall.arguments[0];
      if (arg?.type === 'Identifier' && arg.name === 'Boolean') found.prop.value = found.array;
    }
  }

  // Drop the imports whose names are no longer used anywhere else in the file.
  const stillUsed = new Set<string>();
  for (const s of body) if (!importStmts.has(s)) for (const n of referencedNames(s)) stillUsed.add(n);
  edit.ast.program.body = body.filter((s) => {
    if (!importStmts.has(s)) return true;
    const locals = [...localToPkg.entries()].filter(([, pkg]) => referencedNamesOfImport(s).has(pkg)).map(([n]) => n);
    const used = locals.filter((n) => stillUsed.has(n));
    if (used.length) {
      edit.limitations.push({ line: s.loc?.start.line ?? 1, what: `vendor Vite plugin \`${used.join(', ')}\` is still used outside \`plugins\``, why: 'remove its remaining uses by hand, then its import' });
      return true;
    }
    for (const spec of referencedNamesOfImport(s)) removed.add(packageOf(spec, packages));
    return false;
  });
  return [...removed].sort();
}

/** The package names an import or require statement loads. */
function referencedNamesOfImport(s: Node): Set<string> {
  const out = new Set<string>();
  if (s.type === 'ImportDeclaration') out.add(s.source.value);
  if (s.type === 'VariableDeclaration') {
    for (const d of s.declarations) {
      if (d.init?.type === 'CallExpression' && d.init.arguments[0]?.type === 'StringLiteral') out.add(d.init.arguments[0].value);
    }
  }
  return out;
}
