import type { File, Node } from '@babel/types';
import { visit } from '../../convert/print.js';

/** A field naming a record's category, as pages compare it (`item.category === 'dolci'`). */
const CATEGORY_FIELD = /^(category|categoryName|category_name|categorySlug|category_slug|categoryId|category_id|cat)$/;
const MAX = 12;
/** The SDK's product reads and the view hooks over them. */
const STORE_READ = /^use(View)?Products(Rows)?$/;

const fieldName = (n: Node): string | null =>
  (n.type === 'MemberExpression' || n.type === 'OptionalMemberExpression') && !n.computed && n.property.type === 'Identifier' ? n.property.name : null;

/** The nodes the hints read, each kind in source order: collected in one walk of the module. */
interface Candidates {
  declarators: Extract<Node, { type: 'VariableDeclarator' }>[];
  calls: Extract<Node, { type: 'CallExpression' }>[];
  comparisons: Extract<Node, { type: 'BinaryExpression' }>[];
}
function candidates(ast: File): Candidates {
  const out: Candidates = { declarators: [], calls: [], comparisons: [] };
  visit(ast.program, (n) => {
    if (n.type === 'VariableDeclarator') out.declarators.push(n);
    else if (n.type === 'CallExpression') out.calls.push(n);
    else if (n.type === 'BinaryExpression') out.comparisons.push(n);
  });
  return out;
}

/**
 * Constant string lists by name, anywhere in the module (`const ORDER = ['a', 'b']`, also inside a
 * component), and lists derived from one by a method that keeps its values
 * (`const shown = ORDER.filter((c) => present.includes(c))`).
 */
function stringArrays(declarators: Candidates['declarators']): Map<string, string[]> {
  const out = new Map<string, string[]>();
  const derived: { name: string; from: string }[] = [];
  for (const n of declarators) {
    if (n.id.type !== 'Identifier' || !n.init) continue;
    const init = n.init.type === 'TSAsExpression' ? n.init.expression : n.init;
    if (init.type === 'ArrayExpression') {
      const values = init.elements.map((e) => (e?.type === 'StringLiteral' ? e.value : null));
      if (values.length && values.every((v): v is string => v !== null)) out.set(n.id.name, values);
    } else if (init.type === 'CallExpression' && init.callee.type === 'MemberExpression' && init.callee.object.type === 'Identifier'
      && init.callee.property.type === 'Identifier' && /^(filter|slice|concat|toSorted|sort)$/.test(init.callee.property.name)) {
      derived.push({ name: n.id.name, from: init.callee.object.name });
    }
  }
  for (let round = 0; round < 3; round++) {
    for (const d of derived) if (!out.has(d.name) && out.has(d.from)) out.set(d.name, out.get(d.from)!);
  }
  return out;
}

/**
 * The category values the source's pages look records up by: literals compared with a category
 * field (`p.category === 'dolci'`), or each value of a constant list a page walks while comparing
 * (`ORDER.map((cat) => items.filter((i) => i.category === cat))`). Demo products take these values,
 * so pages that group or filter by them show the demo products instead of empty sections.
 */
export function categoryHints(asts: File[]): string[] {
  const found: string[] = [];
  // "all" is a filter's everything-option, not a category.
  const add = (v: string) => { if (v && !/^(all|any|none|todos|tous|tutti)$/i.test(v) && !found.includes(v) && found.length < MAX) found.push(v); };
  for (const ast of asts) {
    const nodes = candidates(ast);
    const arrays = stringArrays(nodes.declarators);
    // Parameter names of callbacks handed to a method of a constant string list → that list.
    const walked = new Map<string, string[]>();
    for (const n of nodes.calls) {
      // A store read of one collection (`useViewProducts({ collection: 'tops' })`, as a category
      // filter of the source became): the demo products are in it too.
      if (n.callee.type === 'Identifier' && STORE_READ.test(n.callee.name)) {
        const q = n.arguments[0];
        if (q?.type === 'ObjectExpression') {
          for (const prop of q.properties) {
            if (prop.type === 'ObjectProperty' && !prop.computed && prop.key.type === 'Identifier' && prop.key.name === 'collection' && prop.value.type === 'StringLiteral') add(prop.value.value);
          }
        }
        continue;
      }
      if (n.callee.type !== 'MemberExpression' || n.callee.object.type !== 'Identifier') continue;
      const list = arrays.get(n.callee.object.name);
      const fn = n.arguments[0];
      if (!list || !fn || (fn.type !== 'ArrowFunctionExpression' && fn.type !== 'FunctionExpression')) continue;
      for (const p of fn.params) if (p.type === 'Identifier') walked.set(p.name, list);
    }
    for (const n of nodes.comparisons) {
      if (n.operator !== '===' && n.operator !== '==') continue;
      for (const [a, b] of [[n.left, n.right], [n.right, n.left]] as const) {
        const field = fieldName(a as Node);
        if (!field || !CATEGORY_FIELD.test(field)) continue;
        if (b.type === 'StringLiteral') add(b.value);
        else if (b.type === 'Identifier' && walked.has(b.name)) walked.get(b.name)!.forEach(add);
      }
    }
  }
  return found;
}
