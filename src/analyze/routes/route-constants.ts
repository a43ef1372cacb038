import type { File, Node, ObjectExpression } from '@babel/types';
import type { Site } from '../../load/site.js';
import type { ModuleFacts } from '../module-facts.js';

/** `path={ROUTES.CART}` or `path={ROUTES.PRODUCT()}`: a route path held in a constant object. */
export interface PathRef {
  object: string;
  property: string;
  call: boolean;
}

/** The reference an attribute's expression makes, if it is one we can follow. */
export function pathRefOf(expr: Node | null | undefined): PathRef | null {
  if (!expr) return null;
  let call = false;
  let e = expr;
  if (e.type === 'CallExpression' && e.arguments.length === 0) {
    call = true;
    e = e.callee as Node;
  }
  if (e.type !== 'MemberExpression' || e.computed || e.object.type !== 'Identifier' || e.property.type !== 'Identifier') return null;
  return { object: e.object.name, property: e.property.name, call };
}

function objectProp(o: ObjectExpression, name: string): Node | null {
  for (const p of o.properties) {
    if (p.type !== 'ObjectProperty') continue;
    const k = p.key.type === 'Identifier' ? p.key.name : p.key.type === 'StringLiteral' ? p.key.value : null;
    if (k === name) return p.value as Node;
  }
  return null;
}

/** A string, or an arrow returning a template whose holes are parameters with `':id'`-style defaults. */
function pathValue(v: Node | null, call: boolean): string | null {
  if (!v) return null;
  if (v.type === 'TSAsExpression' || v.type === 'TSSatisfiesExpression') return pathValue(v.expression as Node, call);
  if (!call) return v.type === 'StringLiteral' ? v.value : v.type === 'TemplateLiteral' && !v.expressions.length ? v.quasis[0].value.cooked ?? null : null;
  if (v.type !== 'ArrowFunctionExpression' && v.type !== 'FunctionExpression') return null;
  const defaults = new Map<string, string>();
  for (const p of v.params) if (p.type === 'AssignmentPattern' && p.left.type === 'Identifier' && p.right.type === 'StringLiteral') defaults.set(p.left.name, p.right.value);
  const body = v.body.type === 'BlockStatement' ? null : v.body;
  if (body?.type === 'StringLiteral') return body.value;
  if (body?.type !== 'TemplateLiteral') return null;
  let out = '';
  for (let i = 0; i < body.quasis.length; i++) {
    out += body.quasis[i].value.cooked ?? '';
    const hole = body.expressions[i];
    if (!hole) continue;
    if (hole.type !== 'Identifier' || !defaults.has(hole.name)) return null;
    out += defaults.get(hole.name);
  }
  return out;
}

/** The constant object `name` declared at the top of a module (exported or not). */
function constObject(ast: File | null | undefined, name: string): ObjectExpression | null {
  if (!ast) return null;
  for (const st of ast.program.body) {
    const decl = st.type === 'ExportNamedDeclaration' ? st.declaration : st;
    if (decl?.type !== 'VariableDeclaration') continue;
    for (const d of decl.declarations) {
      if (d.id.type !== 'Identifier' || d.id.name !== name || !d.init) continue;
      let init = d.init as Node;
      if (init.type === 'TSAsExpression' || init.type === 'TSSatisfiesExpression') init = init.expression as Node;
      return init.type === 'ObjectExpression' ? init : null;
    }
  }
  return null;
}

/** Follow `ROUTES.CART` to its string, in the route file itself or the module it imports ROUTES from. */
export function resolvePathRef(site: Site, modules: Map<string, ModuleFacts>, file: string, ref: PathRef): string | null {
  const binding = modules.get(file)?.imports.get(ref.object);
  const target = binding ? site.resolve(file, binding.source) : file;
  if (!target) return null;
  return constantPath(site.ast(target), binding && binding.imported !== 'default' ? binding.imported : ref.object, ref);
}

/** `ROUTES.CART` read from the module that declares `objectName` (its AST), or null. */
export function constantPath(ast: File | null | undefined, objectName: string, ref: PathRef): string | null {
  const obj = constObject(ast, objectName);
  return obj ? pathValue(objectProp(obj, ref.property), ref.call) : null;
}
