import * as t from '@babel/types';
import type { File, Node } from '@babel/types';
import type { StagedTree } from '../../convert/staged-tree.js';
import { visit } from '../../convert/print.js';
import { ensureNamedImports, relativeSpecifier } from '../theme-shell/imports.js';
import { unwrap as unwrapCasts } from '../../rule-kit/pattern.js';

/**
 * A checkout page that sells the one line the previous page handed it through the router's state
 * (`navigate('/checkout', { state: { item } })`, then `const item = location.state?.item` and a
 * bounce to the menu without it) shows nothing in review: a page opened by its address has no
 * state. In preview the line falls back to the first demo product, in the field names the
 * source's components read (`toViewProduct` of the data layer, when the theme has it):
 * `location.state?.item ?? (isPreview() ? toViewProduct(demoData.products?.[0]) : undefined)`.
 * Live, the state is read as before.
 */

/** Fields a sold line is read by: a record of something else (`state.from`, `state.message`) is no line. */
const LINE_FIELD = /^(name|title|price|unit_?price|amount|image|image_?url|imageUrl|img|thumbnail|quantity|qty)$/i;

/** Names holding the router location (`const location = useLocation()`) or its state (`const { state } = useLocation()`). */
function locationNames(ast: File): { locations: Set<string>; states: Set<string> } {
  const locations = new Set<string>();
  const states = new Set<string>();
  visit(ast.program, (n) => {
    if (n.type !== 'VariableDeclarator' || !n.init) return;
    const init = unwrapCasts(n.init);
    if (init.type !== 'CallExpression' || init.callee.type !== 'Identifier' || init.callee.name !== 'useLocation') return;
    if (n.id.type === 'Identifier') locations.add(n.id.name);
    else if (n.id.type === 'ObjectPattern') {
      for (const p of n.id.properties) {
        if (p.type === 'ObjectProperty' && p.key.type === 'Identifier' && p.key.name === 'state' && p.value.type === 'Identifier') states.add(p.value.name);
      }
    }
  });
  return { locations, states };
}

/** `location.state`, `useLocation().state`, or a name holding the state. */
function isRouterState(n: Node, names: { locations: Set<string>; states: Set<string> }): boolean {
  const x = unwrapCasts(n);
  if (x.type === 'Identifier') return names.states.has(x.name);
  if ((x.type !== 'MemberExpression' && x.type !== 'OptionalMemberExpression') || x.computed || x.property.type !== 'Identifier' || x.property.name !== 'state') return false;
  const base = unwrapCasts(x.object);
  return (base.type === 'Identifier' && names.locations.has(base.name))
    || (base.type === 'CallExpression' && base.callee.type === 'Identifier' && base.callee.name === 'useLocation');
}

/** `location.state?.item`, `(location.state as Props)?.item`, `location.state?.item || null`: the record read. */
function stateRecordRead(init: Node, names: { locations: Set<string>; states: Set<string> }): boolean {
  let x = unwrapCasts(init);
  if (x.type === 'LogicalExpression' && (x.operator === '||' || x.operator === '??') && (x.right.type === 'NullLiteral' || (x.right.type === 'Identifier' && x.right.name === 'undefined'))) x = unwrapCasts(x.left);
  return (x.type === 'MemberExpression' || x.type === 'OptionalMemberExpression') && !x.computed && x.property.type === 'Identifier' && isRouterState(x.object, names);
}

/** Does the page read the variable as a sold line (`item.price`, `item.name`)? */
function readsAsLine(ast: File, name: string): boolean {
  let hit = false;
  visit(ast.program, (n) => {
    if (hit || (n.type !== 'MemberExpression' && n.type !== 'OptionalMemberExpression') || n.computed || n.property.type !== 'Identifier') return;
    const obj = unwrapCasts(n.object);
    if (obj.type === 'Identifier' && obj.name === name && LINE_FIELD.test(n.property.name)) hit = true;
  });
  return hit;
}

export interface StateRecordModules {
  /** The theme's config module (`isPreview`). */
  config: string;
  /** The preview's demo data module (`demoData`). */
  demoData: string;
  /** The data layer's module exporting `toViewProduct`, when the theme has one. */
  viewProduct: string | null;
}

/** Give each router-state line of one checkout page (site path `file`) its preview fallback; how many. */
export function previewStateRecords(ast: File, file: string, modules: StateRecordModules): number {
  const names = locationNames(ast);
  if (!names.locations.size && !names.states.size) return 0;
  let changed = 0;
  visit(ast.program, (n) => {
    if (n.type !== 'VariableDeclarator' || n.id.type !== 'Identifier' || !n.init || !stateRecordRead(n.init, names) || !readsAsLine(ast, n.id.name)) return;
    const first = t.optionalMemberExpression(t.memberExpression(t.identifier('demoData'), t.identifier('products')), t.numericLiteral(0), true, true);
    const demo = modules.viewProduct ? t.callExpression(t.identifier('toViewProduct'), [first]) : first;
    n.init = t.logicalExpression('??', n.init as t.Expression, t.conditionalExpression(t.callExpression(t.identifier('isPreview'), []), demo, t.identifier('undefined')));
    changed++;
  });
  if (!changed) return 0;
  ensureNamedImports(ast, file, relativeSpecifier(file, modules.config), ['isPreview']);
  ensureNamedImports(ast, file, relativeSpecifier(file, modules.demoData), ['demoData']);
  // The data layer's module is imported without its extension, as the components import it.
  if (modules.viewProduct) ensureNamedImports(ast, file, relativeSpecifier(file, modules.viewProduct.replace(/\.[jt]sx?$/, '')), ['toViewProduct']);
  return changed;
}

/** Each checkout page's router-state line given its preview fallback; the pages changed. */
export function previewStateRecordFiles(tree: StagedTree, pages: string[], modules: StateRecordModules): string[] {
  const done: string[] = [];
  for (const file of pages) {
    if (!/\bstate\b/.test(tree.read(file) ?? '')) continue;
    const ast = tree.exists(file) ? tree.ast(file) : null;
    if (!ast || !previewStateRecords(ast, file, modules)) continue;
    tree.writeAst(file, ast);
    done.push(file);
  }
  return done;
}
