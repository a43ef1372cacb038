import type { Node } from '@babel/types';
import type { Site } from '../load/site.js';
import { keyName, memberPath, some } from './ast.js';
import { resolveBinding } from './components.js';

/**
 * The methods a duck-typed storefront client exposes, as dotted paths (`content.blog`), read from
 * its definition: an object literal (nested objects, methods, arrow values, spreads of other
 * objects), a factory call returning one, `useMemo(() => ...)`, or a class instance. `open` is
 * set when part of it cannot be read (an unresolved spread, a computed key): then a missing method
 * cannot be proven.
 */
export interface ClientShape {
  methods: Set<string>;
  open: boolean;
  /** Where the client is defined, for the report. */
  file: string;
  node: Node;
}

/** A variable declared inside a function of the file (`const storefront = useMemo(...)` in App). */
function localBinding(site: Site, file: string, name: string): { file: string; node: Node } | null {
  const ast = site.ast(file);
  if (!ast) return null;
  let found: Node | null = null;
  some(ast.program, (n) => {
    if (n.type === 'VariableDeclarator' && n.id.type === 'Identifier' && n.id.name === name) found = n;
    return found !== null;
  });
  return found ? { file, node: found } : null;
}

const isFn = (n: Node | null | undefined) => !!n && (n.type === 'ArrowFunctionExpression' || n.type === 'FunctionExpression');

export function clientShape(site: Site, file: string, expr: Node): ClientShape {
  const shape: ClientShape = { methods: new Set(), open: false, file, node: expr };
  let located = false;
  const locate = (f: string, n: Node) => {
    if (!located) {
      shape.file = f;
      shape.node = n;
      located = true;
    }
  };

  const collect = (f: string, n: Node | null | undefined, prefix: string, depth: number): void => {
    if (!n || depth > 8) return void (shape.open = true);
    const add = (key: string) => shape.methods.add(prefix + key);
    switch (n.type) {
      case 'ObjectExpression':
        locate(f, n);
        for (const p of n.properties) {
          if (p.type === 'SpreadElement') { collect(f, p.argument, prefix, depth + 1); continue; }
          const k = p.computed ? null : keyName(p.key);
          if (!k) { shape.open = true; continue; }
          if (p.type === 'ObjectMethod') add(k);
          else if (isFn(p.value as Node)) add(k);
          else if (p.value.type === 'ObjectExpression' || p.value.type === 'Identifier' || p.value.type === 'CallExpression' || p.value.type === 'NewExpression') {
            // a nested namespace (`content: {...}`), or a function bound elsewhere
            const before = shape.methods.size;
            const resolved = p.value.type === 'Identifier' ? resolveBinding(site, f, p.value.name) : null;
            const node = resolved?.node.type === 'VariableDeclarator' ? resolved.node.init : resolved?.node;
            if (node && (node.type === 'FunctionDeclaration' || isFn(node as Node))) add(k);
            else collect(resolved?.file ?? f, p.value.type === 'Identifier' ? (node as Node | null) : (p.value as Node), `${prefix}${k}.`, depth + 1);
            if (shape.methods.size === before && p.value.type === 'Identifier' && !node) shape.open = true;
          } else add(k); // a value: exposes the name, a method call on it is the caller's concern
        }
        return;
      case 'Identifier': {
        const d = resolveBinding(site, f, n.name) ?? localBinding(site, f, n.name);
        if (!d) return void (shape.open = true);
        const node = d.node.type === 'VariableDeclarator' ? d.node.init : d.node;
        return collect(d.file, node as Node, prefix, depth + 1);
      }
      case 'CallExpression': {
        const callee = memberPath(n.callee as Node);
        // useMemo(() => client, deps) / factory(): follow into the function's returned value
        const fnArg = n.arguments.find((a) => isFn(a as Node)) as Node | undefined;
        if (callee && /(^|\.)useMemo$/.test(callee) && fnArg) return collect(f, fnArg, prefix, depth + 1);
        if (n.callee.type === 'Identifier') {
          const d = resolveBinding(site, f, n.callee.name);
          const fn = d?.node.type === 'VariableDeclarator' ? d.node.init : d?.node;
          if (d && fn) return collect(d.file, fn as Node, prefix, depth + 1);
        }
        return void (shape.open = true);
      }
      case 'ArrowFunctionExpression':
      case 'FunctionExpression':
      case 'FunctionDeclaration': {
        if (n.body.type !== 'BlockStatement') return collect(f, n.body, prefix, depth + 1);
        const ret = [...n.body.body].reverse().find((s) => s.type === 'ReturnStatement');
        return collect(f, ret?.type === 'ReturnStatement' ? ret.argument : null, prefix, depth + 1);
      }
      case 'NewExpression': {
        if (n.callee.type !== 'Identifier') return void (shape.open = true);
        const d = resolveBinding(site, f, n.callee.name);
        if (!d) return void (shape.open = true);
        return collect(d.file, d.node.type === 'VariableDeclarator' ? d.node.init : d.node, prefix, depth + 1);
      }
      case 'ClassDeclaration':
      case 'ClassExpression':
        locate(f, n);
        if (n.superClass) shape.open = true;
        for (const m of n.body.body) {
          if ((m.type === 'ClassMethod' && m.kind === 'method') || (m.type === 'ClassProperty' && isFn(m.value as Node))) {
            const k = m.computed ? null : keyName(m.key);
            if (k) add(k);
          } else if (m.type === 'ClassProperty' && !m.computed && m.value?.type === 'ObjectExpression') {
            const k = keyName(m.key);
            if (k) collect(f, m.value, `${prefix}${k}.`, depth + 1);
          } else if (m.type === 'ClassMethod' && m.kind === 'constructor') {
            for (const st of m.body.body) {
              if (st.type !== 'ExpressionStatement' || st.expression.type !== 'AssignmentExpression') continue;
              const left = memberPath(st.expression.left as Node);
              if (left?.startsWith('this.')) {
                const k = left.slice(5);
                if (isFn(st.expression.right)) add(k);
                else collect(f, st.expression.right, `${prefix}${k}.`, depth + 1);
              }
            }
          }
        }
        return;
      case 'TSAsExpression':
      case 'TSSatisfiesExpression':
      case 'ParenthesizedExpression':
        return collect(f, n.expression, prefix, depth + 1);
      case 'ConditionalExpression':
        // `preview ? demo : live`: the preview branch is the demo client
        return collect(f, n.consequent, prefix, depth + 1);
      case 'LogicalExpression':
        return collect(f, n.right, prefix, depth + 1);
      default:
        shape.open = true;
    }
  };
  collect(file, expr, '', 0);
  return shape;
}
