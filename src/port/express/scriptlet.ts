import { parse, parseExpression } from '../../infra/babel-parser.js';
import * as t from '@babel/types';
import { walk } from '../../rule-kit/walk.js';
import { jsxAttrString } from '../jsx/text.js';

/**
 * What one `<% ... %>` scriptlet does to the markup around it. Scriptlets are fragments of JS
 * (`products.forEach(function (p) {`), so each is parsed by completing it with the closers it
 * lacks and reading the resulting AST, never by pattern-matching the text.
 */
export type Scriptlet =
  | { kind: 'loop'; items: string; params: string[] }
  | { kind: 'if'; cond: string }
  | { kind: 'else'; cond: string | null }
  | { kind: 'close' }
  | { kind: 'stmt'; code: string; declares: string[] }
  | { kind: 'unknown'; code: string };

const src = (code: string, n: t.Node) => code.slice(n.start!, n.end!);

function tryParse(code: string): t.File | null {
  try {
    return parse(code, { sourceType: 'script', allowReturnOutsideFunction: true, errorRecovery: false });
  } catch {
    return null;
  }
}

function firstStatement(code: string): t.Statement | null {
  for (const closer of ['\n}', '\n})', '\n});', '\n}\n}']) {
    const ast = tryParse(code + closer);
    if (ast && ast.program.body.length === 1) return ast.program.body[0];
  }
  return null;
}

function loopOf(code: string, s: t.Statement): Scriptlet | null {
  if (s.type === 'ExpressionStatement' && s.expression.type === 'CallExpression') {
    const call = s.expression;
    const fn = call.arguments[0];
    if (call.callee.type === 'MemberExpression' && call.callee.property.type === 'Identifier' && ['forEach', 'map'].includes(call.callee.property.name) && fn && (fn.type === 'FunctionExpression' || fn.type === 'ArrowFunctionExpression')) {
      return { kind: 'loop', items: src(code, call.callee.object), params: fn.params.map((p) => src(code, p)) };
    }
  }
  if (s.type === 'ForOfStatement' && s.left.type === 'VariableDeclaration') {
    return { kind: 'loop', items: src(code, s.right), params: [src(code, s.left.declarations[0].id)] };
  }
  if (s.type === 'ForInStatement' && s.left.type === 'VariableDeclaration') {
    return { kind: 'loop', items: `Object.keys(${src(code, s.right)})`, params: [src(code, s.left.declarations[0].id)] };
  }
  // for (var i = 0; i < items.length; i++) → items.map((_, i) => ...)
  if (s.type === 'ForStatement' && s.init?.type === 'VariableDeclaration' && s.test?.type === 'BinaryExpression' && s.test.operator === '<') {
    const id = s.init.declarations[0].id;
    const right = s.test.right;
    if (id.type === 'Identifier' && right.type === 'MemberExpression' && right.property.type === 'Identifier' && right.property.name === 'length') {
      return { kind: 'loop', items: src(code, right.object), params: ['_item', id.name] };
    }
  }
  return null;
}

export function classifyScriptlet(raw: string): Scriptlet {
  const code = raw.trim();
  if (/^[})\];\s]+$/.test(code)) return { kind: 'close' };
  const elseM = /^}\s*else\b/.exec(code);
  if (elseM) {
    const rest = code.slice(elseM[0].length).trim();
    if (rest === '{') return { kind: 'else', cond: null };
    const s = firstStatement(rest);
    if (s?.type === 'IfStatement') return { kind: 'else', cond: src(rest + '\n}', s.test) };
    return { kind: 'unknown', code };
  }
  if (code.endsWith('{')) {
    const s = firstStatement(code);
    if (s?.type === 'IfStatement') return { kind: 'if', cond: src(code, s.test) };
    const loop = s ? loopOf(code, s) : null;
    if (loop) return loop;
    return { kind: 'unknown', code };
  }
  const ast = tryParse(code);
  if (ast) {
    const declares: string[] = [];
    for (const s of ast.program.body) if (s.type === 'VariableDeclaration') for (const d of s.declarations) if (d.id.type === 'Identifier') declares.push(d.id.name);
    return { kind: 'stmt', code: code.endsWith(';') || code.endsWith('}') ? code : code + ';', declares };
  }
  return { kind: 'unknown', code };
}

const GLOBALS = new Set(['Math', 'JSON', 'Date', 'Number', 'String', 'Array', 'Object', 'Boolean', 'parseInt', 'parseFloat', 'isNaN', 'isFinite', 'encodeURIComponent', 'decodeURIComponent', 'encodeURI', 'decodeURI', 'Intl', 'undefined', 'NaN', 'Infinity', 'console', 'window', 'document', 'Promise', 'RegExp', 'Symbol', 'Map', 'Set', 'Error', 'include', 'arguments']);

/** Identifiers an expression (or statements) reads from outside, minus JS globals and its own params. */
export function freeIdentifiers(code: string, asStatements = false): string[] | null {
  let root: t.Node;
  try {
    root = asStatements ? parse(code, { sourceType: 'script' }).program : parseExpression(code);
  } catch {
    return null;
  }
  const bound = new Set<string>();
  const used = new Set<string>();
  const params = (node: t.Function) => {
    for (const p of node.params) walk(p, [{ Identifier: (id) => void bound.add(id.name) }]);
  };
  walk(root, [{
    FunctionExpression: params,
    ArrowFunctionExpression: params,
    FunctionDeclaration: params,
    VariableDeclarator(node) {
      if (node.id.type === 'Identifier') bound.add(node.id.name);
    },
    Identifier(node, ctx) {
      const parent = ctx.parent();
      if (!parent || t.isReferenced(node, parent, ctx.ancestors[ctx.ancestors.length - 2])) used.add(node.name);
    },
  }]);
  return [...used].filter((n) => !bound.has(n) && !GLOBALS.has(n));
}

/** An `include('path', { ... })` call: the path and the props as JSX attribute texts. */
export interface IncludeCall { spec: string; props: { name: string; value: string; literal?: { v: unknown } }[] }

export function parseInclude(code: string): IncludeCall | null {
  let e: t.Expression;
  try {
    e = parseExpression(code);
  } catch {
    return null;
  }
  if (e.type !== 'CallExpression' || e.callee.type !== 'Identifier' || e.callee.name !== 'include' || e.arguments[0]?.type !== 'StringLiteral') return null;
  const props: IncludeCall['props'] = [];
  const data = e.arguments[1];
  if (data && data.type !== 'ObjectExpression') return null;
  for (const p of data?.properties ?? []) {
    if (p.type === 'SpreadElement') {
      props.push({ name: '...', value: `{...${code.slice(p.argument.start!, p.argument.end!)}}` });
      continue;
    }
    if (p.type !== 'ObjectProperty' || p.computed) return null;
    const name = p.key.type === 'Identifier' ? p.key.name : p.key.type === 'StringLiteral' ? p.key.value : null;
    if (!name || !/^[A-Za-z_$][\w$]*$/.test(name)) return null;
    const v = p.value;
    const literal = v.type === 'StringLiteral' || v.type === 'NumericLiteral' || v.type === 'BooleanLiteral' ? { v: v.value } : v.type === 'NullLiteral' ? { v: null } : undefined;
    props.push({ name, value: v.type === 'StringLiteral' ? jsxAttrString(v.value) : `{${code.slice(v.start!, v.end!)}}`, ...(literal ? { literal } : {}) });
  }
  return { spec: e.arguments[0].value, props };
}

/** The names a loop callback's parameters bind (`item`, `{ name, price }`, `[k, v]`). */
export function paramNames(params: string[]): string[] {
  try {
    const e = parseExpression(`(${params.join(', ')}) => 0`);
    const names: string[] = [];
    const visit = (n: unknown): void => {
      if (!n || typeof n !== 'object') return;
      const node = n as { type?: string; name?: string };
      if (node.type === 'Identifier' && node.name) names.push(node.name);
      for (const v of Object.values(n)) if (v && typeof v === 'object' && v !== n) visit(v);
    };
    if (e.type === 'ArrowFunctionExpression') e.params.forEach(visit);
    return names;
  } catch {
    return [];
  }
}
