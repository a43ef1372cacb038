import * as t from '@babel/types';
import type { NodePath } from '@babel/traverse';
import { traverse } from './ast-kit.js';
import type { Dictionary } from './extract.js';
import { fileComponentName, storeText, Translators } from './translators.js';

/**
 * Page titles (issue 17): the window title a page sets goes through the dictionaries.
 * - `document.title = "About us"` (or `?:` / template text) in a component: each text becomes
 *   `t(key)`, and the effect it runs in also re-runs when the locale changes;
 * - a site's own title setter, a hook or component that writes a parameter into document.title
 *   (`useSeo({ title })`, `<PageMeta title description />`): the texts its callers pass for a
 *   title or a description become `t(key)` (the setter's own effect re-runs on the new text).
 */
const HAS_WORDS = /\p{L}.*\p{L}/su;
/** What a title setter's callers pass as the page's title or description. */
const TITLE_FIELDS = /^(title|description|(meta|og|page|seo|twitter)(Title|Description))$/;
const EFFECTS = /^(useEffect|useLayoutEffect)$/;

const isDocumentTitle = (n: t.Node): n is t.MemberExpression =>
  t.isMemberExpression(n) && !n.computed && t.isIdentifier(n.object, { name: 'document' }) && t.isIdentifier(n.property, { name: 'title' });

/** The name a function goes by: its own, or the const it is assigned to (through memo/forwardRef). */
function functionName(p: NodePath<t.Function>): string | null {
  const n = p.node;
  if ((t.isFunctionDeclaration(n) || t.isFunctionExpression(n)) && n.id) return n.id.name;
  let up: NodePath | null = p.parentPath;
  while (up?.isCallExpression()) up = up.parentPath;
  return up?.isVariableDeclarator() && t.isIdentifier(up.node.id) ? up.node.id.name : null;
}

/**
 * The functions of a script that write one of their parameters into document.title: a site's
 * own title hook or head component. Their names, to find their callers in every script.
 */
export function titleSetters(ast: t.File): Set<string> {
  const out = new Set<string>();
  traverse(ast, {
    AssignmentExpression(p) {
      if (!isDocumentTitle(p.node.left)) return;
      // The names the title is made of, through local constants (`const full = `${title} | Brand``).
      const rightNames = new Set<string>();
      const collect = (node: t.Node, depth: number) => t.traverseFast(node, (n) => {
        if (!t.isIdentifier(n) || rightNames.has(n.name)) return;
        rightNames.add(n.name);
        const b = p.scope.getBinding(n.name);
        if (depth < 3 && b?.kind === 'const' && b.path.isVariableDeclarator() && b.path.node.init) collect(b.path.node.init, depth + 1);
      });
      collect(p.node.right, 0);
      // The outermost named function whose parameters reach the title.
      for (let fn = p.getFunctionParent(); fn; fn = fn.parentPath?.getFunctionParent() ?? null) {
        const params = fn.node.params.flatMap((q) => Object.keys(t.getBindingIdentifiers(q)));
        const name = functionName(fn);
        if (name && params.some((n) => rightNames.has(n) && p.scope.getBinding(n)?.scope === fn.scope)) out.add(name);
      }
    },
  });
  return out;
}

/** `About ${brand}` → `${t(key)} ${brand}`: each run of words of a template becomes its own entry. */
function translateTemplate(tl: t.TemplateLiteral, entry: (text: string) => t.Expression): boolean {
  const parts: (string | t.Expression)[] = [];
  let changed = false;
  tl.quasis.forEach((q, i) => {
    const text = q.value.cooked ?? q.value.raw;
    const m = /^([^\p{L}]*)([\p{L}][\s\S]*[\p{L}.!?…])([^\p{L}]*)$/u.exec(text);
    if (m && HAS_WORDS.test(m[2])) {
      parts.push(m[1], entry(m[2].replace(/\s+/g, ' ')), m[3]);
      changed = true;
    } else parts.push(text);
    if (i < tl.expressions.length) parts.push(tl.expressions[i] as t.Expression);
  });
  if (!changed) return false;
  const quasis: t.TemplateElement[] = [];
  const expressions: t.Expression[] = [];
  let run = '';
  for (const part of parts) {
    if (typeof part === 'string') run += part;
    else {
      quasis.push(t.templateElement({ raw: run.replace(/\\|`|\$\{/g, (c) => `\\${c}`), cooked: run }));
      expressions.push(part);
      run = '';
    }
  }
  quasis.push(t.templateElement({ raw: run.replace(/\\|`|\$\{/g, (c) => `\\${c}`), cooked: run }, true));
  tl.quasis = quasis;
  tl.expressions = expressions;
  return true;
}

/** The texts an expression can show as a title: string literals (through `?:`, `||`, `&&`) and template text. */
function translateShown(p: NodePath, entry: (text: string) => t.Expression): boolean {
  const n = p.node;
  // A title kept in a constant of the same component (`const title = 'Delivery | Shop'`): its
  // text, where it is written (what else reads the constant follows the locale too).
  if (t.isIdentifier(n)) {
    const b = p.scope.getBinding(n.name);
    if (!b || b.kind !== 'const' || !b.path.isVariableDeclarator() || b.path.getFunctionParent()?.node !== p.getFunctionParent()?.node) return false;
    const init = b.path.get('init') as NodePath;
    return init.isStringLiteral() || init.isTemplateLiteral() ? translateShown(init, entry) : false;
  }
  if (t.isStringLiteral(n)) {
    const text = n.value.replace(/\s+/g, ' ').trim();
    if (!HAS_WORDS.test(text)) return false;
    p.replaceWith(entry(text));
    return true;
  }
  if (t.isTemplateLiteral(n)) return translateTemplate(n, entry);
  if (t.isConditionalExpression(n)) {
    const c = p as NodePath<t.ConditionalExpression>;
    const a = translateShown(c.get('consequent'), entry);
    return translateShown(c.get('alternate'), entry) || a;
  }
  if (t.isLogicalExpression(n)) {
    const l = p as NodePath<t.LogicalExpression>;
    const right = translateShown(l.get('right'), entry);
    return n.operator === '&&' ? right : translateShown(l.get('left'), entry) || right;
  }
  return false;
}

/** `useEffect(fn, [a])` around `p`: `<local>.locale` joins its dependencies (the title follows the locale). */
function rerunOnLocale(p: NodePath, local: string): void {
  for (let fn = p.getFunctionParent(); fn; fn = fn.parentPath?.getFunctionParent() ?? null) {
    const call = fn.parentPath;
    if (!call?.isCallExpression() || call.node.arguments[0] !== fn.node) continue;
    const callee = call.node.callee;
    const name = t.isIdentifier(callee) ? callee.name : t.isMemberExpression(callee) && t.isIdentifier(callee.property) ? callee.property.name : '';
    if (!EFFECTS.test(name)) continue;
    const deps = call.node.arguments[1];
    const has = (e: t.Node | null) => t.isMemberExpression(e) && t.isIdentifier(e.object, { name: local }) && t.isIdentifier(e.property, { name: 'locale' });
    if (t.isArrayExpression(deps) && !deps.elements.some(has)) deps.elements.push(t.memberExpression(t.identifier(local), t.identifier('locale')));
    return;
  }
}

export interface PageTitleOptions {
  file: string;
  hookImport: string;
  dict: Dictionary;
  /** Names of the site's own title setters (titleSetters over every script). */
  setters: ReadonlySet<string>;
}

/** Page titles and descriptions → `t(key)`. Returns how many texts went to the dictionaries. */
export function translatePageTitles(ast: t.File, opts: PageTitleOptions): number {
  const translators = new Translators(fileComponentName(opts.file));
  let count = 0;
  const entryAt = (p: NodePath) => {
    const at = translators.at(p);
    if (!at) return null;
    return {
      local: at.local,
      entry: (text: string) => {
        at.use();
        count++;
        return t.callExpression(t.identifier(at.local), [t.stringLiteral(storeText(opts.dict, text, { component: at.component }))]);
      },
    };
  };
  traverse(ast, {
    AssignmentExpression(p) {
      if (!isDocumentTitle(p.node.left)) return;
      const at = entryAt(p);
      if (at && translateShown(p.get('right'), at.entry)) rerunOnLocale(p, at.local);
    },
    CallExpression(p) {
      const callee = p.node.callee;
      if (!t.isIdentifier(callee) || !opts.setters.has(callee.name)) return;
      const at = entryAt(p);
      if (!at) return;
      for (const arg of p.get('arguments') as NodePath[]) {
        if (arg.isStringLiteral() || arg.isTemplateLiteral()) translateShown(arg, at.entry);
        if (!arg.isObjectExpression()) continue;
        for (const prop of arg.get('properties') as NodePath[]) {
          if (!prop.isObjectProperty() || prop.node.computed) continue;
          const key = prop.node.key;
          if (t.isIdentifier(key) && TITLE_FIELDS.test(key.name)) translateShown(prop.get('value') as NodePath, at.entry);
        }
      }
    },
    JSXAttribute(p) {
      const name = p.node.name;
      const el = p.parentPath.node;
      if (!t.isJSXIdentifier(name) || !TITLE_FIELDS.test(name.name) || !t.isJSXOpeningElement(el) || !t.isJSXIdentifier(el.name) || !opts.setters.has(el.name.name)) return;
      const v = p.node.value;
      const at = entryAt(p);
      if (!at) return;
      if (t.isStringLiteral(v)) {
        const text = v.value.replace(/\s+/g, ' ').trim();
        if (HAS_WORDS.test(text)) p.node.value = t.jsxExpressionContainer(at.entry(text));
      } else if (t.isJSXExpressionContainer(v) && !t.isJSXEmptyExpression(v.expression)) {
        translateShown(p.get('value').get('expression') as NodePath, at.entry);
      }
    },
  });
  translators.finish(ast, opts.hookImport);
  return count;
}
