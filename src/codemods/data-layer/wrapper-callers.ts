import type { Node } from '@babel/types';
import path from 'node:path';
import type { StagedTree } from '../../convert/staged-tree.js';
import { unwrap } from '../../rule-kit/pattern.js';
import { objectProp } from '../../rule-kit/pattern-values.js';
import { expr, print } from './build.js';
import { FileContext } from './file-context.js';
import { pruneImports } from './imports.js';
import { componentOf, isQueryHook, parentMap } from './locate.js';
import type { ReadOp } from './ops.js';
import type { HookQuery } from './query-args.js';

/**
 * A read inside a plain module function (`export async function fetchProducts(opts)`) cannot call
 * a hook. Its callers can: every `useQuery({ queryFn: () => fetchProducts(opts) })` (or
 * `queryFn: fetchProducts`) in a component or hook of the site is replaced by the view hook, with
 * the function's parameters filled from the call.
 */
export interface WrapperRead {
  file: string;
  fn: string;
  params: string[];
  query: HookQuery;
  op: ReadOp;
  /** `(file) => import path of the helper module` for each caller file. */
  helperImport: (file: string) => string;
}

const SCRIPT = /\.(m?[jt]sx?)$/;
const stripExt = (p: string) => p.replace(SCRIPT, '');

/** Does an import source name `file` (`@/lib/api`, `../lib/api`, `./api.ts`)? */
function namesFile(source: string, from: string, file: string): boolean {
  if (source.startsWith('.')) return stripExt(path.posix.normalize(path.posix.join(path.posix.dirname(from), source))) === stripExt(file);
  return stripExt(file).endsWith(`/${stripExt(source.replace(/^[@~#]\//, ''))}`) || path.posix.basename(stripExt(file)) === path.posix.basename(source) && /^[@~#]\//.test(source);
}

/** The call of `fn` a queryFn makes: `fn` itself, `() => fn(a)`, `async () => await fn(a)`. */
function callOf(v: Node, local: string): Node[] | null {
  const n = unwrap(v);
  if (n.type === 'Identifier') return n.name === local ? [] : null;
  if (n.type !== 'ArrowFunctionExpression' && n.type !== 'FunctionExpression') return null;
  let body: Node = n.body as Node;
  if (body.type === 'BlockStatement') {
    if (body.body.length !== 1 || body.body[0].type !== 'ReturnStatement' || !body.body[0].argument) return null;
    body = body.body[0].argument;
  }
  body = unwrap(body);
  if (body.type === 'AwaitExpression') body = unwrap(body.argument);
  if (body.type === 'CallExpression' && body.callee.type === 'Identifier' && body.callee.name === local) return body.arguments as Node[];
  return null;
}

function substitute(code: string, params: string[], args: Node[]): string | null {
  let out = code;
  for (let i = 0; i < params.length; i++) {
    if (!new RegExp(`\\b${params[i]}\\b`).test(out)) continue;
    const a = args[i];
    if (!a) return null;
    const text = print(a);
    out = out.replace(new RegExp(`\\b${params[i]}\\b`, 'g'), /^[\w.$!]+$/.test(text) ? text : `(${text})`);
  }
  return out;
}

/** Rewrite the callers; returns the files changed. */
export function rewriteWrapperCallers(tree: StagedTree, w: WrapperRead): string[] {
  const changed: string[] = [];
  for (const file of tree.list()) {
    if (file === w.file || !SCRIPT.test(file) || file.includes('node_modules/')) continue;
    const text = tree.read(file);
    if (!text || !text.includes(w.fn)) continue;
    const ast = tree.ast(file);
    if (!ast) continue;
    const local = ast.program.body.flatMap((s) => (s.type === 'ImportDeclaration' && namesFile(s.source.value, file, w.file) ? s.specifiers : []))
      .find((s) => s.type === 'ImportSpecifier' && (s.imported.type === 'Identifier' ? s.imported.name : s.imported.value) === w.fn)?.local.name;
    if (!local) continue;
    const parents = parentMap(ast);
    const fc = new FileContext(file, ast, parents, w.helperImport(file));
    for (const [node] of parents) {
      if (!isQueryHook(node)) continue;
      const qf = objectProp((node as Extract<Node, { type: 'CallExpression' }>).arguments[0] as Node, 'queryFn');
      const args = qf ? callOf(qf, local) : null;
      if (!args || !componentOf(node, parents)) continue;
      const parts: string[] = [];
      for (const [k, v] of Object.entries(w.query.args)) {
        const code = substitute(print(v), w.params, args);
        if (code !== null) parts.push(code === k ? k : `${k}: ${code}`);
      }
      if (w.op.shape === 'one' && !parts.length) continue;
      const argText = w.op.shape === 'content' ? `'${w.op.contentKind}'` : w.op.shape === 'none' || !parts.length ? '' : `{ ${parts.join(', ')} }`;
      fc.replace(node, expr(`${fc.importName(w.op.hook, w.op.from)}(${argText})`, file));
    }
    if (!fc.changed) continue;
    pruneImports(ast, ['useQuery', local]);
    tree.writeAst(file, ast);
    changed.push(file);
  }
  return changed;
}
