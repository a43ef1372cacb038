import type { File } from '@babel/types';
import { dynamicImports } from './ast-kit.js';
import type { MendContext } from './context.js';
import { mayFold } from './fold.js';

/**
 * Which files the mend must look at (issue 18: the mend walks a file about ten times, and most files
 * of a site, its UI kit and its sections, have nothing to do with sign-in). A file is mended when it
 * imports something the step drops or whose fields it clears, when the analysis found an auth site
 * in it, or when its text holds a word any of the mend's passes starts from: the words of the
 * rules/drop patterns (auth, user, session, token, admin, sign in...), a segment of a dropped route
 * (`ROUTES.DASHBOARD` for `/dashboard`) or a dropped module's name, or when it holds code the
 * mend's folding removes in any file (`{false && <Section />}`, a branch on a constant). The test is
 * deliberately broad: a file it lets through is only mended as before.
 */
/**
 * A word as code and copy write it: lowercase where a word starts (`user`, `user_id`, `'user'`),
 * capitalised anywhere (`currentUser`, `useUser`) or in capitals (`USER`), but not inside another
 * word (`useRef`, `remember`, `designed`, `class-variance-authority`).
 */
const word = (w: string) => `(?<![a-z])${w}|${w[0].toUpperCase()}${w.slice(1)}|${w.toUpperCase()}`;
const AUTH_WORDS = new RegExp(
  [
    ...['auth(?!or)', 'user', 'session', 'profile', 'account', 'customer', 'member', 'token', 'jwt', 'admin', 'logged', 'signed', 'permission', 'protected', 'private', 'guard', 'viewer', 'unauthori', 'denied'].map(word),
    '(?<![a-z])log[\\s_-]?(?:in|out)|Log[\\s_-]?(?:In|in|Out|out)|LOG_?(?:IN|OUT)',
    '(?<![a-z])sign[\\s_-]?(?:in|out|up)|Sign[\\s_-]?(?:In|in|Out|out|Up|up)|SIGN_?(?:IN|OUT|UP)',
    // Guards, providers and screens named with a word the list above does not hold (`RoleGuard`,
    // `SupabaseProvider`, `withRoute`); a vendor's name alone in lowercase is mostly a file's address.
    'Role|ROLE|Secure|Supabase|Clerk|Identity|NotRegistered|notregistered|NotAllowed|notallowed|[Ww]ith(?:Route|route|Page|page|Outlet|outlet)|[Rr]equire(?:Route|route|Page|page|Outlet|outlet)|\\buseMe\\b',
  ].join('|'),
);

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The names a dropped route or module is written by: route segments and file names. */
function droppedWords(ctx: MendContext): string[] {
  const words = new Set<string>();
  for (const route of ctx.targets.routes) {
    for (const seg of route.split('/')) if (/^[\w-]{2,}$/.test(seg)) words.add(seg);
  }
  const { pages, routeOnly, authModules } = ctx.targets;
  for (const file of [...pages, ...routeOnly, ...authModules]) {
    const parts = file.replace(/\.[^./]+$/, '').split('/');
    const base = parts.pop()!;
    words.add(base === 'index' && parts.length ? parts.pop()! : base);
  }
  return [...words].filter(Boolean);
}

const wordTests = new WeakMap<MendContext['targets'], RegExp | null>();

function droppedWordTest(ctx: MendContext): RegExp | null {
  if (!wordTests.has(ctx.targets)) {
    const words = droppedWords(ctx);
    wordTests.set(ctx.targets, words.length ? new RegExp(words.map(escape).join('|'), 'i') : null);
  }
  return wordTests.get(ctx.targets)!;
}

/** The path words of a dead link the mend removes (rules/drop/links.ts `deadLinkWords`), as a text test. */
const deadWordTests = new WeakMap<readonly string[], RegExp>();
function deadWordTest(ctx: MendContext): RegExp {
  const words = ctx.rules.links.deadLinkWords;
  let re = deadWordTests.get(words);
  if (!re) deadWordTests.set(words, (re = new RegExp(words.map(escape).join('|'), 'i')));
  return re;
}

/** Could the mend change or flag anything in this file? (false: it would leave the file as it is) */
export function mayNeedMend(ast: File, text: string, ctx: MendContext): boolean {
  const { targets } = ctx;
  if (targets.authSites.has(ctx.file) || targets.storedAuthFields?.has(ctx.file) || targets.unreadSettingFields?.has(ctx.file)) return true;
  const touched = (path: string | null) =>
    !!path && (targets.pages.has(path) || targets.routeOnly.has(path) || targets.authModules.has(path) || !!targets.storedAuthFields?.has(path) || !!targets.unreadSettingFields?.has(path));
  for (const s of ast.program.body) {
    const source = s.type === 'ImportDeclaration' || s.type === 'ExportAllDeclaration' || s.type === 'ExportNamedDeclaration' ? s.source?.value : undefined;
    if (source !== undefined && touched(ctx.resolve(source))) return true;
  }
  if (text.includes('import(') && dynamicImports(ast.program).some((spec) => touched(ctx.resolve(spec)))) return true;
  if (AUTH_WORDS.test(text) || droppedWordTest(ctx)?.test(text)) return true;
  // A link no route serves, to a path named for a page the theme has not (links.ts, rules/drop/links.ts).
  if (deadWordTest(ctx).test(text)) return true;
  return mayFold(ast);
}
