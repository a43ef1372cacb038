import type { File, Node } from '@babel/types';
import { visit } from '../../convert/print.js';

/** Router hooks that give a page its route parameters (react-router, wouter). */
const PARAM_HOOKS = new Set(['useParams', 'useRoute', 'useMatch']);
/** Calls that read a string as a number. */
const TO_NUMBER = new Set(['parseInt', 'parseFloat', 'Number']);

const unwrap = (n: Node): Node => {
  let x = n;
  for (;;) {
    if (x.type === 'TSAsExpression' || x.type === 'TSNonNullExpression' || x.type === 'ParenthesizedExpression') x = x.expression;
    else if (x.type === 'LogicalExpression') x = x.left; // `params.id || '0'`
    else return x;
  }
};

const isParamHookCall = (n: Node | null | undefined): boolean =>
  !!n && n.type === 'CallExpression' && n.callee.type === 'Identifier' && PARAM_HOOKS.has(n.callee.name);

/**
 * Whether a page reads a route parameter as a number (`parseInt(params.id)`, `Number(id)` with
 * `const { id } = useParams()`, wouter's `const [, params] = useRoute(…)`): its records are then
 * found by numeric ids, and demo records need ids that read as numbers for their detail routes.
 */
export function readsRouteIdsAsNumbers(asts: File[]): boolean {
  for (const ast of asts) {
    const ids = new Set<string>();
    const holders = new Set<string>();
    visit(ast.program, (n) => {
      if (n.type !== 'VariableDeclarator' || !n.init || !isParamHookCall(unwrap(n.init))) return;
      if (n.id.type === 'Identifier') holders.add(n.id.name);
      if (n.id.type === 'ObjectPattern') {
        for (const p of n.id.properties) if (p.type === 'ObjectProperty' && p.value.type === 'Identifier') ids.add(p.value.name);
      }
      // wouter: `const [match, params] = useRoute('/x/:id')`
      if (n.id.type === 'ArrayPattern') for (const e of n.id.elements.slice(1)) if (e?.type === 'Identifier') holders.add(e.name);
    });
    if (!ids.size && !holders.size) continue;
    const fromRoute = (arg: Node | undefined): boolean => {
      if (!arg) return false;
      const a = unwrap(arg);
      if (a.type === 'Identifier') return ids.has(a.name);
      if ((a.type === 'MemberExpression' || a.type === 'OptionalMemberExpression') && a.object.type === 'Identifier') return holders.has(a.object.name);
      return false;
    };
    let found = false;
    visit(ast.program, (n) => {
      if (found) return;
      if (n.type === 'CallExpression') {
        const c = n.callee;
        const name = c.type === 'Identifier' ? c.name : c.type === 'MemberExpression' && c.object.type === 'Identifier' && c.object.name === 'Number' && c.property.type === 'Identifier' ? c.property.name : null;
        if (name && TO_NUMBER.has(name) && fromRoute(n.arguments[0] as Node | undefined)) found = true;
      }
      if (n.type === 'UnaryExpression' && n.operator === '+' && fromRoute(n.argument)) found = true;
    });
    if (found) return true;
  }
  return false;
}

/**
 * Demo records whose ids do not read as numbers get `1`, `2`, … (skipping ids already taken), so a
 * page that parses its route id finds them. Ids that are numbers already stay.
 */
export function numberIds<T extends { id?: unknown }>(records: T[]): T[] {
  const taken = new Set(records.map((r) => String(r.id ?? '')).filter((id) => /^\d+$/.test(id)));
  let next = 1;
  return records.map((r) => {
    if (/^\d+$/.test(String(r.id ?? ''))) return r;
    while (taken.has(String(next))) next++;
    taken.add(String(next));
    return { ...r, id: String(next) };
  });
}
