import type { Node, TemplateElement } from '@babel/types';
import { unwrap } from '../../rule-kit/pattern.js';
import { objectProp } from '../../rule-kit/pattern-values.js';
import type { ValueScope } from './value-scope.js';

/**
 * A URL expression with the constants it names written in: `` `${api.products.url}?${q}` `` with
 * `api` an endpoint map (here or in an imported module) becomes `` `https://host/api/Product?${q}` ``.
 * Only values that hold a `/` are written in (a URL or a path piece): a plain word in a path
 * (`/products/${slug}`) stays a parameter. What cannot be read stays as it was.
 */
export function foldUrl(node: Node, scope: ValueScope): Node {
  return fold(unwrap(node), scope, 0);
}

const MAX_DEPTH = 8;

function str(value: string): Node {
  return { type: 'StringLiteral', value } as unknown as Node;
}

function quasi(text: string, tail: boolean): TemplateElement {
  return { type: 'TemplateElement', value: { raw: text, cooked: text }, tail } as TemplateElement;
}

/** The constant string a node stands for, following names and property paths, else null. */
export function constString(node: Node, scope: ValueScope, depth = 0): string | null {
  if (depth > MAX_DEPTH) return null;
  const n = unwrap(node);
  if (n.type === 'StringLiteral') return n.value;
  if (n.type === 'TemplateLiteral') {
    let out = '';
    for (let i = 0; i < n.quasis.length; i++) {
      out += n.quasis[i].value.cooked ?? n.quasis[i].value.raw;
      const e = n.expressions[i];
      if (!e) continue;
      const v = constString(e as Node, scope, depth + 1);
      if (v === null) return null;
      out += v;
    }
    return out;
  }
  if (n.type === 'BinaryExpression' && n.operator === '+') {
    const l = constString(n.left as Node, scope, depth + 1);
    const r = l === null ? null : constString(n.right, scope, depth + 1);
    return l !== null && r !== null ? l + r : null;
  }
  const v = valueOf(n, scope, depth + 1);
  return v ? constString(v.init, v.scope, depth + 1) : null;
}

/** The node a name or a property path (`api.products.url`, `api['products']`) holds, with its scope. */
export function valueOf(n: Node, scope: ValueScope, depth = 0): { init: Node; scope: ValueScope } | null {
  if (depth > MAX_DEPTH) return null;
  if (n.type === 'Identifier') return scope.lookup(n.name);
  if (n.type !== 'MemberExpression' && n.type !== 'OptionalMemberExpression') return null;
  const key = !n.computed && n.property.type === 'Identifier' ? n.property.name : n.property.type === 'StringLiteral' ? n.property.value : null;
  if (key === null) return null;
  const owner = valueOf(unwrap(n.object), scope, depth + 1);
  if (!owner) return null;
  let obj = unwrap(owner.init);
  let objScope = owner.scope;
  // `const api = endpoints` → follow the alias to the object literal.
  for (let i = 0; obj.type === 'Identifier' && i < MAX_DEPTH; i++) {
    const next = objScope.lookup(obj.name);
    if (!next) return null;
    obj = unwrap(next.init);
    objScope = next.scope;
  }
  const prop = objectProp(obj, key);
  return prop && prop.type !== 'ObjectMethod' ? { init: prop, scope: objScope } : null;
}

/** Write a constant in only when it reads like a URL or a path piece. */
function urlPiece(n: Node, scope: ValueScope): string | null {
  if (n.type === 'StringLiteral') return null;
  const v = constString(n, scope);
  return v !== null && v.includes('/') ? v : null;
}

function fold(n: Node, scope: ValueScope, depth: number): Node {
  if (depth > MAX_DEPTH) return n;
  if (n.type === 'TemplateLiteral') {
    const texts: string[] = [n.quasis[0].value.cooked ?? n.quasis[0].value.raw];
    const exprs: Node[] = [];
    let changed = false;
    n.expressions.forEach((e, i) => {
      const piece = urlPiece(unwrap(e as Node), scope);
      const next = n.quasis[i + 1].value.cooked ?? n.quasis[i + 1].value.raw;
      if (piece !== null) {
        texts[texts.length - 1] += piece + next;
        changed = true;
      } else {
        exprs.push(e as Node);
        texts.push(next);
      }
    });
    if (!changed) return n;
    if (!exprs.length) return str(texts[0]);
    return { type: 'TemplateLiteral', quasis: texts.map((t, i) => quasi(t, i === texts.length - 1)), expressions: exprs } as unknown as Node;
  }
  if (n.type === 'BinaryExpression' && n.operator === '+') {
    const left = fold(unwrap(n.left as Node), scope, depth + 1);
    const right = fold(unwrap(n.right), scope, depth + 1);
    if (left.type === 'StringLiteral' && right.type === 'StringLiteral') return str(left.value + right.value);
    return left === n.left && right === n.right ? n : ({ ...n, left, right } as Node);
  }
  if (n.type === 'Identifier' || n.type === 'MemberExpression' || n.type === 'OptionalMemberExpression') {
    const piece = urlPiece(n, scope);
    if (piece !== null) return str(piece);
  }
  return n;
}
