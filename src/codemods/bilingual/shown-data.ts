import * as t from '@babel/types';
import type { NodePath } from '@babel/traverse';
import { traverse } from './ast-kit.js';
import { moduleDeclarators } from './module-consts.js';

/**
 * Where copy kept as data reaches the page (issue 17): a value is shown when it ends in a shown
 * `{…}` of JSX, directly, as a branch of `?:` / `||` / `??` / the right of `&&`, or through a
 * `const` whose every use is shown. The extraction (extract.ts) reads its texts through the
 * dictionaries there; what is also compared or used as a key stays as it is.
 */
export type IsShown = (container: NodePath<t.JSXExpressionContainer>) => boolean;

/** Is the value at `p` only ever shown as text (or tested for being there)? */
export function reachesShown(p: NodePath, isShown: IsShown, depth = 0): boolean {
  let at: NodePath = p;
  let q = p.parentPath;
  for (; q; at = q, q = q.parentPath) {
    const n = q.node;
    if (t.isLogicalExpression(n) && (n.operator !== '&&' || n.right === at.node)) continue;
    if (t.isConditionalExpression(n) && n.test !== at.node) continue;
    break;
  }
  if (!q) return false;
  if (q.isJSXExpressionContainer()) return isShown(q);
  if (!q.isVariableDeclarator() || q.node.init !== at.node || !t.isIdentifier(q.node.id) || depth > 2) return false;
  const binding = q.scope.getBinding(q.node.id.name);
  if (!binding || binding.kind !== 'const' || binding.constantViolations.length || !binding.scope.path.isFunction()) return false;
  return onlyShown(binding.referencePaths, isShown, depth + 1);
}

/** A use that only asks whether the value is there (`{body && …}`, `if (!note)`). */
function isPresenceTest(ref: NodePath): boolean {
  const n = ref.parentPath?.node;
  if (t.isLogicalExpression(n)) return n.left === ref.node && n.operator === '&&';
  if (t.isConditionalExpression(n) || t.isIfStatement(n)) return n.test === ref.node;
  return t.isUnaryExpression(n, { operator: '!' });
}

/** Every use shown or a presence test, and at least one shown. */
export function onlyShown(refs: NodePath[], isShown: IsShown, depth = 0): boolean {
  let shown = false;
  for (const ref of refs) {
    if (reachesShown(ref, isShown, depth)) shown = true;
    else if (!isPresenceTest(ref)) return false;
  }
  return shown;
}

/** Capitalized function name of a module-level component declaration (`function Stat`, `const Stat = () =>`). */
function declaredComponent(p: NodePath<t.Function>): string | null {
  const node = p.node;
  const parent = p.parentPath;
  const top = (q: NodePath | null) => !!q && (q.isProgram() || q.isExportNamedDeclaration() || q.isExportDefaultDeclaration());
  if (t.isFunctionDeclaration(node) && node.id && /^[A-Z]/.test(node.id.name) && top(parent)) return node.id.name;
  if (parent?.isVariableDeclarator() && t.isIdentifier(parent.node.id) && /^[A-Z]/.test(parent.node.id.name) && top(parent.parentPath?.parentPath ?? null)) return parent.node.id.name;
  return null;
}

/**
 * The props each component declared in this module shows as text (`const Stat = ({ label }) =>
 * <p>{label}</p>`, or `props.label`): a text handed to them as `<Stat label="…" />` is copy. A prop
 * that is also compared, mapped or styled with is left out.
 */
export function componentShownProps(ast: t.File, isShown: IsShown): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  traverse(ast, {
    Function(p) {
      const name = declaredComponent(p);
      const param = p.node.params[0];
      if (!name || !param) return;
      const props = new Set<string>();
      if (t.isObjectPattern(param)) {
        for (const prop of param.properties) {
          if (!t.isObjectProperty(prop) || prop.computed || !t.isIdentifier(prop.key)) continue;
          const local = t.isAssignmentPattern(prop.value) ? prop.value.left : prop.value;
          const binding = t.isIdentifier(local) ? p.scope.getBinding(local.name) : undefined;
          if (binding && !binding.constantViolations.length && onlyShown(binding.referencePaths, isShown)) props.add(prop.key.name);
        }
      } else if (t.isIdentifier(param)) {
        const byProp = new Map<string, NodePath[]>();
        for (const ref of p.scope.getBinding(param.name)?.referencePaths ?? []) {
          const m = ref.parentPath;
          if (!m?.isMemberExpression() || m.node.object !== ref.node || m.node.computed || !t.isIdentifier(m.node.property)) continue;
          byProp.set(m.node.property.name, [...(byProp.get(m.node.property.name) ?? []), m]);
        }
        for (const [prop, reads] of byProp) if (onlyShown(reads, isShown)) props.add(prop);
      }
      if (props.size) out.set(name, props);
    },
  });
  return out;
}

/** Keys that name a language: such a table is the source's own translation (language-objects.ts). */
const LANGUAGE_KEY = /^[a-z]{2}([-_][A-Za-z]{2,4})?$/;

/**
 * Module-level tables of texts by key (`const LABELS = { golf: 'Golf carts', lawn: 'Lawn care' }`),
 * by name: every value a copy text, at least two of them, keys that are not language codes.
 */
export function moduleTextTables(ast: t.File, isCopy: (n: t.Node) => boolean): Map<string, t.ObjectExpression> {
  const out = new Map<string, t.ObjectExpression>();
  for (const { id, init } of moduleDeclarators(ast)) {
    if (!t.isIdentifier(id) || !t.isObjectExpression(init) || init.properties.length < 2) continue;
    const keys = init.properties.map((q) => (t.isObjectProperty(q) && !q.computed ? (t.isIdentifier(q.key) ? q.key.name : t.isStringLiteral(q.key) ? q.key.value : null) : null));
    if (keys.some((k) => k === null) || keys.every((k) => LANGUAGE_KEY.test(k!))) continue;
    if (init.properties.every((q) => t.isObjectProperty(q) && t.isStringLiteral(q.value) && isCopy(q.value))) out.set(id.name, init);
  }
  return out;
}

/** The name of a table's key table: `LABELS_KEYS` beside `LABELS`, `labelsKeys` beside `labels`. */
export const keysName = (name: string) => (/^[A-Z0-9_]+$/.test(name) ? `${name}_KEYS` : `${name}Keys`);
