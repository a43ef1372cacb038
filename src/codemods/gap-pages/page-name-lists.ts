import * as t from '@babel/types';
import type { File } from '@babel/types';
import { visit } from '../../convert/print.js';

/**
 * A layout handed the current page's name (Base44's `<Layout currentPageName>`) often compares it
 * with a list of page names: `['Home', 'Store', 'Links'].includes(currentPageName)` draws those
 * pages bare and sends every other one through a gate (an admin check that redirects the shopper
 * to the shop, or to a sign-in). A page we build is a shopper's page: it joins each such list
 * that holds the home page's name and at least one other page's, so it is drawn as the home page
 * is, never gated. A list without the home page (`['Checkout'].includes(…)` hiding the footer on
 * one page) is left alone. Returns true when a list changed.
 */

/** The argument names a page name the layout was given (`currentPageName`, `pageName`, `currentPage`). */
const PAGE_NAME_ARG = /page/i;

/** The string elements of an array literal made of strings only, or null. */
function nameList(n: t.Node | null | undefined): t.ArrayExpression | null {
  if (!t.isArrayExpression(n) || !n.elements.length) return null;
  return n.elements.every((e) => t.isStringLiteral(e)) ? n : null;
}

/** Every `<list>.includes(<page name>)` list: an inline array, or a `const` bound to one (one walk). */
function comparedLists(ast: File): t.ArrayExpression[] {
  const consts = new Map<string, t.ArrayExpression>();
  const compared: t.Expression[] = [];
  visit(ast.program, (n) => {
    if (n.type === 'VariableDeclarator' && t.isIdentifier(n.id)) {
      const list = nameList(n.init);
      if (list) consts.set(n.id.name, list);
    }
    if (n.type !== 'CallExpression' || !t.isMemberExpression(n.callee) || n.callee.computed) return;
    if (!t.isIdentifier(n.callee.property, { name: 'includes' }) || n.arguments.length !== 1) return;
    const arg = n.arguments[0];
    if (t.isIdentifier(arg) && PAGE_NAME_ARG.test(arg.name)) compared.push(n.callee.object);
  });
  const out = new Set<t.ArrayExpression>();
  for (const obj of compared) {
    const list = nameList(obj) ?? (t.isIdentifier(obj) ? consts.get(obj.name) ?? null : null);
    if (list) out.add(list);
  }
  return [...out];
}

export function joinPageNameLists(ast: File, homeNames: string[], added: string[]): boolean {
  let changed = false;
  for (const list of comparedLists(ast)) {
    const names = list.elements.map((e) => (e as t.StringLiteral).value);
    if (names.length < 2 || !names.some((n) => homeNames.includes(n))) continue;
    for (const name of added) {
      if (names.includes(name)) continue;
      list.elements.push(t.stringLiteral(name));
      names.push(name);
      changed = true;
    }
  }
  return changed;
}
