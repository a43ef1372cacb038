import type { Node } from '@babel/types';
import type { Collector } from '../rule-kit/collector.js';
import type { Site } from '../load/site.js';
import { lineOf } from '../rule-kit/walk.js';
import { ownKeys, ownSet, ownString } from '../infra/own-string.js';

/** How a local name came into a module. `imported` is `default`, `*` or the exported name. */
export interface ImportBinding {
  source: string;
  imported: string;
  line: number;
}

/** What one module imports, exports and declares: the module graph the route adapters resolve through. */
export interface ModuleFacts {
  /** Local name → import. `lazy(() => import('./X'))` bindings appear here as `default` imports. */
  imports: Map<string, ImportBinding>;
  /** Every module specifier the file imports or requires (static, dynamic, re-export). */
  sources: Set<string>;
  /** Exported name → where it comes from (`export { default as Home } from './Home'`). */
  reexports: Map<string, { source: string; imported: string }>;
  /** `export * from './x'` sources. */
  starReexports: string[];
  /** Capitalized names declared at the top level (components defined in this file). */
  locals: Map<string, number>;
  /**
   * Capitalized top-level names bound to a runtime lookup (`const MainPage = Pages[key]`): they
   * render some other module's component that no static import names, so no file defines them.
   */
  dynamicLocals: Set<string>;
  /** Local name of the default export when it is a named declaration or identifier. */
  defaultExport: string | null;
  hasJsx: boolean;
}

const isCap = (s: string) => /^[A-Z]/.test(s);

/**
 * `Pages[key]`, `key ? Pages[key] : Fallback`, `Pages[key] ?? NotFound`: a component picked from a
 * map at run time. Only the computed member access counts; `Icons.Home` is a static alias.
 */
function isRuntimeLookup(init: Node | null | undefined, depth = 0): boolean {
  if (!init || depth > 4) return false;
  if (init.type === 'MemberExpression' || init.type === 'OptionalMemberExpression') return init.computed && init.property.type !== 'StringLiteral' && init.property.type !== 'NumericLiteral';
  if (init.type === 'ConditionalExpression') return isRuntimeLookup(init.consequent, depth + 1) || isRuntimeLookup(init.alternate, depth + 1);
  if (init.type === 'LogicalExpression') return isRuntimeLookup(init.left, depth + 1) || isRuntimeLookup(init.right, depth + 1);
  if (init.type === 'TSAsExpression' || init.type === 'ParenthesizedExpression') return isRuntimeLookup(init.expression, depth + 1);
  return false;
}

function declaredName(node: Node): string | null {
  if ((node.type === 'FunctionDeclaration' || node.type === 'ClassDeclaration') && node.id) return node.id.name;
  return null;
}

function dynamicImportSource(node: Node | null | undefined): string | null {
  // lazy(() => import('./X')), lazy(() => import('./X').then(...)), React.lazy(...)
  let n = node;
  for (let i = 0; i < 6 && n; i++) {
    if (n.type === 'CallExpression' && n.callee.type === 'Import') {
      const a = n.arguments[0];
      return a?.type === 'StringLiteral' ? a.value : null;
    }
    if (n.type === 'ImportExpression') return n.source.type === 'StringLiteral' ? n.source.value : null;
    // `import('./X').then(...)` follows the callee; `React.lazy(() => ...)` its argument.
    if (n.type === 'CallExpression') n = n.callee.type === 'MemberExpression' && n.callee.object.type !== 'Identifier' ? n.callee.object : n.arguments[0];
    else if (n.type === 'ArrowFunctionExpression' || n.type === 'FunctionExpression') {
      if (n.body.type === 'BlockStatement') {
        const ret = n.body.body.find((s) => s.type === 'ReturnStatement');
        n = ret?.type === 'ReturnStatement' ? ret.argument : null;
      } else n = n.body;
    } else if (n.type === 'AwaitExpression') n = n.argument;
    else return null;
  }
  return null;
}

export { dynamicImportSource };

export function createModuleCollector(): Collector<Map<string, ModuleFacts>> & { facts: Map<string, ModuleFacts> } {
  const facts = new Map<string, ModuleFacts>();
  return {
    name: 'modules',
    facts,
    visitFile(file) {
      const m: ModuleFacts = { imports: new Map(), sources: new Set(), reexports: new Map(), starReexports: [], locals: new Map(), dynamicLocals: new Set(), defaultExport: null, hasJsx: false };
      facts.set(file.path, m);
      return {
        ImportDeclaration(node) {
          m.sources.add(node.source.value);
          for (const s of node.specifiers) {
            const imported = s.type === 'ImportDefaultSpecifier' ? 'default' : s.type === 'ImportNamespaceSpecifier' ? '*' : s.imported.type === 'Identifier' ? s.imported.name : s.imported.value;
            m.imports.set(s.local.name, { source: node.source.value, imported, line: lineOf(node) });
          }
        },
        ExportNamedDeclaration(node) {
          if (node.source) {
            m.sources.add(node.source.value);
            for (const s of node.specifiers) {
              if (s.type !== 'ExportSpecifier') continue;
              const exported = s.exported.type === 'Identifier' ? s.exported.name : s.exported.value;
              m.reexports.set(exported, { source: node.source.value, imported: s.local.name });
            }
          }
          const d = node.declaration;
          if (d) {
            const name = declaredName(d);
            if (name && isCap(name)) m.locals.set(name, lineOf(d));
          }
        },
        ExportAllDeclaration(node) {
          m.sources.add(node.source.value);
          m.starReexports.push(node.source.value);
        },
        ExportDefaultDeclaration(node) {
          const d = node.declaration;
          if (d.type === 'Identifier') m.defaultExport = d.name;
          else if ((d.type === 'FunctionDeclaration' || d.type === 'ClassDeclaration') && d.id) {
            m.defaultExport = d.id.name;
            m.locals.set(d.id.name, lineOf(d));
          } else if (d.type === 'CallExpression' && d.arguments[0]?.type === 'Identifier') {
            // export default memo(Home), withRouter(Home)
            m.defaultExport = d.arguments[0].name;
          } else m.defaultExport = 'default';
        },
        FunctionDeclaration(node, ctx) {
          if (node.id && isCap(node.id.name) && ctx.parent()?.type === 'Program') m.locals.set(node.id.name, lineOf(node));
        },
        ClassDeclaration(node, ctx) {
          if (node.id && isCap(node.id.name) && ctx.parent()?.type === 'Program') m.locals.set(node.id.name, lineOf(node));
        },
        VariableDeclarator(node, ctx) {
          if (node.id.type !== 'Identifier') return;
          const name = node.id.name;
          const src = dynamicImportSource(node.init);
          if (src) {
            m.imports.set(name, { source: src, imported: 'default', line: lineOf(node) });
            m.sources.add(src);
            return;
          }
          // Top level only: Program > VariableDeclaration > VariableDeclarator (or under an export).
          const anc = ctx.ancestors;
          const decl = anc[anc.length - 1];
          const above = anc[anc.length - 2];
          if (decl?.type === 'VariableDeclaration' && (above?.type === 'Program' || above?.type === 'ExportNamedDeclaration') && isCap(name)) {
            if (isRuntimeLookup(node.init)) m.dynamicLocals.add(name);
            else m.locals.set(name, lineOf(node));
          }
        },
        CallExpression(node) {
          // require('x') and bare dynamic import('x')
          if (node.callee.type === 'Identifier' && node.callee.name === 'require' && node.arguments[0]?.type === 'StringLiteral') m.sources.add(node.arguments[0].value);
          else if (node.callee.type === 'Import' && node.arguments[0]?.type === 'StringLiteral') m.sources.add(node.arguments[0].value);
        },
        ImportExpression(node) {
          if (node.source.type === 'StringLiteral') m.sources.add(node.source.value);
        },
        JSXElement() {
          m.hasJsx = true;
        },
      };
    },
    endFile(file, site) {
      const m = facts.get(file.path);
      if (m && site.mode === 'analyze') ownModuleStrings(m);
    },
    finish() {
      return facts;
    },
  };
}

/** Analyze mode: the facts' names and sources as strings of their own, so they keep no file text alive. */
function ownModuleStrings(m: ModuleFacts): void {
  for (const b of m.imports.values()) {
    b.source = ownString(b.source);
    b.imported = ownString(b.imported);
  }
  m.imports = ownKeys(m.imports);
  m.sources = ownSet(m.sources);
  for (const r of m.reexports.values()) {
    r.source = ownString(r.source);
    r.imported = ownString(r.imported);
  }
  m.reexports = ownKeys(m.reexports);
  m.starReexports = m.starReexports.map(ownString);
  m.locals = ownKeys(m.locals);
  m.dynamicLocals = ownSet(m.dynamicLocals);
  if (m.defaultExport !== null) m.defaultExport = ownString(m.defaultExport);
}

/**
 * The file that defines the component `name` as seen from `fromFile`: a local declaration, or an
 * import followed through re-export barrels (a few hops at most). Null when it comes from a package.
 */
export function resolveComponent(site: Site, modules: Map<string, ModuleFacts>, fromFile: string, name: string): string | null {
  const [root, member] = name.split('.');
  const m = modules.get(fromFile);
  if (!m) return null;
  const b = m.imports.get(root);
  if (!b) return m.locals.has(root) ? fromFile : null;
  const target = site.resolve(fromFile, b.source);
  if (!target) return null;
  // `import * as Pages from './pages'` then `<Pages.Shop/>`: follow the member.
  return followExport(site, modules, target, b.imported === '*' && member ? member : b.imported, 0);
}

function followExport(site: Site, modules: Map<string, ModuleFacts>, file: string, exported: string, depth: number): string {
  const m = modules.get(file);
  if (!m || depth > 4 || exported === 'default' || exported === '*') {
    // `export { default } from './Home'` barrels
    const re = m?.reexports.get('default');
    if (re && depth <= 4) {
      const t = site.resolve(file, re.source);
      if (t) return followExport(site, modules, t, re.imported, depth + 1);
    }
    return file;
  }
  if (m.locals.has(exported)) return file;
  const re = m.reexports.get(exported);
  if (re) {
    const t = site.resolve(file, re.source);
    if (t) return followExport(site, modules, t, re.imported, depth + 1);
  }
  const viaImport = m.imports.get(exported);
  if (viaImport) {
    const t = site.resolve(file, viaImport.source);
    if (t) return followExport(site, modules, t, viaImport.imported, depth + 1);
  }
  for (const star of m.starReexports) {
    const t = site.resolve(file, star);
    const tm = t ? modules.get(t) : undefined;
    if (t && tm && (tm.locals.has(exported) || tm.reexports.has(exported))) return followExport(site, modules, t, exported, depth + 1);
  }
  return file;
}
