import type { File, Node } from '@babel/types';
import { defineStep, type StepContext, type StepResult } from '../../convert/step.js';
import { visit } from '../../convert/print.js';
import { isServerPath } from '../../analyze/facts/server-paths.js';
import { HELPER_BASENAME } from '../data-layer/helper-module.js';
import { importSites } from '../vendor-removal/import-sources.js';
import { scripts } from '../vendor-removal/importers.js';

/** Calls that read a string as a number. */
const TO_NUMBER = new Set(['Number', 'parseInt', 'parseFloat']);

/** `Number(x)`, `parseInt(x, 10)`, `Number.parseInt(x)`, `+x`: the value being read as a number, or null. */
function coerced(n: Node): Node | null {
  if (n.type === 'UnaryExpression' && n.operator === '+') return n.argument.type === 'NumericLiteral' ? null : n.argument;
  if (n.type !== 'CallExpression' || !n.arguments.length) return null;
  const c = n.callee;
  const name = c.type === 'Identifier' ? c.name
    : c.type === 'MemberExpression' && !c.computed && c.object.type === 'Identifier' && c.object.name === 'Number' && c.property.type === 'Identifier' ? c.property.name : null;
  const arg = n.arguments[0];
  if (!name || !TO_NUMBER.has(name) || arg.type === 'SpreadElement' || arg.type === 'ArgumentPlaceholder' || arg.type === 'NumericLiteral') return null;
  return arg as Node;
}

/** `p.id`, `p?.id`, `item.product.id`: a record's id. */
const isIdRead = (n: Node): boolean =>
  (n.type === 'MemberExpression' || n.type === 'OptionalMemberExpression') && !n.computed && n.property.type === 'Identifier' && n.property.name === 'id';

/** One side of an id comparison as a string: an id read or what a coercion read. */
function stringSide(n: Node): Node | null {
  if (isIdRead(n)) return n;
  // What was read as a number: the route id, a field, or the id with a default (`id || '0'`).
  const inner = coerced(n);
  const readable = (x: Node): boolean => x.type === 'Identifier' || x.type === 'MemberExpression' || x.type === 'OptionalMemberExpression'
    || (x.type === 'LogicalExpression' && readable(x.left as Node));
  return inner && readable(inner) ? inner : null;
}

const stringOf = (n: Node): Node => ({ type: 'CallExpression', callee: { type: 'Identifier', name: 'String' }, arguments: [n], optional: false } as unknown as Node);

/**
 * Rewrite in place every comparison of a record's id with a value read as a number
 * (`p.id === Number(id)`, `parseInt(productId) === item.id`, `Number(p.id) !== +id`) into a comparison
 * of strings (`String(p.id) === String(id)`). Returns how many were rewritten.
 */
export function stringIdComparisons(ast: File): number {
  let count = 0;
  visit(ast.program, (n) => {
    if (n.type !== 'BinaryExpression' || !['===', '==', '!==', '!='].includes(n.operator)) return;
    const left = n.left as Node;
    const right = n.right as Node;
    // One side must be read as a number, and one side must be an id: `p.id === Number(id)`.
    if (!coerced(left) && !coerced(right)) return;
    const l = stringSide(left);
    const r = stringSide(right);
    if (!l || !r || (!isIdRead(l) && !isIdRead(r))) return;
    n.left = stringOf(l) as typeof n.left;
    n.right = stringOf(r) as typeof n.right;
    if (n.operator === '==') n.operator = '===';
    if (n.operator === '!=') n.operator = '!==';
    count++;
  });
  return count;
}

/** Does the file read records from the store (the generated data helper or the SDK)? */
export function readsStoreRecords(ast: File): boolean {
  return importSites(ast).some((s) => s.source.value === 'platform-sdk' || s.source.value.startsWith('platform-sdk/') || new RegExp(`(^|/)${HELPER_BASENAME}(\\.[jt]sx?)?$`).test(s.source.value));
}

/**
 * The `record-ids` step: a source whose records had numeric ids found them by the route's id read
 * as a number (`products.find((p) => p.id === Number(id))`). The store's ids are strings, so that
 * test never matches and the page says "not found": in a file that reads store records, such a
 * comparison compares the two ids as strings. Runs after the steps that bring the store's records in
 * (data layer, static catalogues).
 */
export function runRecordIds({ tree, analysis, site }: Pick<StepContext, 'tree' | 'analysis' | 'site'>): StepResult {
  const appRoot = analysis.appRoot ?? site.appRoot;
  const notes: string[] = [];
  for (const file of scripts(tree)) {
    if ((appRoot && appRoot !== '.' && !file.startsWith(appRoot + '/')) || isServerPath(file)) continue;
    const text = tree.read(file) ?? '';
    if (!/\.id\b/.test(text) || !/\b(Number|parseInt|parseFloat)\b|\+\s*[\w$]/.test(text)) continue;
    const ast = tree.ast(file);
    if (!ast || !readsStoreRecords(ast)) continue;
    const n = stringIdComparisons(ast);
    if (!n) continue;
    tree.writeAst(file, ast);
    notes.push(`${file}: ${n} comparison(s) of a record id with a number now compare strings (the store's ids are strings)`);
  }
  return { status: notes.length ? 'applied' : 'unnecessary', notes };
}

export default defineStep({
  id: 'record-ids',
  description: "comparisons of a record's id with the route id read as a number compare strings (the store's ids are strings)",
  needs: ['analysis'],
  run: runRecordIds,
});
