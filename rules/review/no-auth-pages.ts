import path from 'node:path';
import type { Node } from '@babel/types';
import { jsxAttr, jsxName, keyName, staticString } from '../../src/check/ast.js';
import { defineCheck } from '../../src/check/types.js';
import { isCardSecretElement } from '../names/card-fields.js';

/** Identity, account and back-office surfaces the platform owns (spec §1.2). Words, any case or separator. */
const AUTH_WORDS = String.raw`log-?in|sign-?in|sign-?up|sign-?on|register|registration|forgot-?password|reset-?password|password-?reset|change-?password|oauth|consent|auth(-?callback)?|account|my-?account|admin|dashboard|back-?office|e-?services?`;
const AUTH_NAME = new RegExp(`^((${AUTH_WORDS})-?)+(page|view|screen|panel|layout|route|index)?$`, 'i');
const AUTH_DIR = new RegExp(`^(${AUTH_WORDS})$`, 'i');
const AUTH_ROUTE = new RegExp(`^/?(${AUTH_WORDS})(/|$|\\?|:)`, 'i');
/** Folders that hold pages and routes (not components). */
const PAGE_DIR = /(^|\/)(pages|routes|views|screens|app)(\/|$)/i;

const kebab = (s: string) => s.replace(/([a-z0-9])([A-Z])/g, '$1-$2').replace(/[_\s]+/g, '-').toLowerCase();

/** Is the file, by its folder and name, an auth/account/admin page (as this check reports one)? */
export function isAuthPagePath(file: string): boolean {
  const dir = path.posix.dirname(file);
  if (!PAGE_DIR.test(dir + '/')) return false;
  const base = path.posix.basename(file).replace(/\.[^.]+$/, '');
  const inAuthDir = dir.split('/').some((seg) => AUTH_DIR.test(kebab(seg)));
  return AUTH_NAME.test(kebab(base)) || (inAuthDir && base !== 'index');
}

/** Does a folder of the path, or the first word of its name, name an auth/account/admin area (`components/dashboard/…`, `admin-reviews.tsx`)? */
export function inAuthArea(file: string): boolean {
  const first = kebab(path.posix.basename(file).replace(/\.[^.]+$/, '')).split('-')[0];
  return AUTH_DIR.test(first) || path.posix.dirname(file).split('/').some((seg) => AUTH_DIR.test(kebab(seg)));
}

export default defineCheck({
  id: 'no-auth-pages',
  severity: 'error',
  docs: {
    description: 'A login, registration, password-reset, OAuth-consent, account, e-services or admin/dashboard page: by file name, by route, or by a password input (a card\'s masked security code is not one).',
    why: 'Spec §1.2: the platform owns identity, checkout and administration; a theme contains no such pages, and review rejects them.',
    fix: 'remove the page, its route, and every link and nav entry to it',
  },
  messages: {
    file: '`{{name}}` is an auth/account/admin page',
    route: 'route `{{route}}` leads to an auth/account/admin page',
    password: 'password input: the platform owns sign-in',
  },
  checkSite(ctx) {
    for (const file of ctx.site.files) {
      if (!ctx.isAppScript(file)) continue;
      if (isAuthPagePath(file.path)) ctx.report({ file: file.path, line: 1, column: 1, messageId: 'file', data: { name: path.posix.basename(file.path) } });
    }
  },
  visit(ctx) {
    const route = (node: Node, value: string | null) => {
      if (value && AUTH_ROUTE.test(value)) ctx.report({ node, messageId: 'route', data: { route: value } });
    };
    return {
      JSXOpeningElement(node, w) {
        const name = jsxName(node);
        const p = jsxAttr(node, 'path');
        if (p && /Route$/.test(name)) route(p, staticString(p.value as Node));
        const type = jsxAttr(node, 'type');
        // A card form masks its CVV with a password input: that is a payment field, not a sign-in.
        if (type && staticString(type.value as Node) === 'password' && !isCardSecretElement(node, w.ancestors, ctx.file.text ?? '')) ctx.report({ node, messageId: 'password' });
      },
      ObjectProperty(node) {
        if (!node.computed && keyName(node.key) === 'path') route(node, staticString(node.value as Node));
      },
    };
  },
});
