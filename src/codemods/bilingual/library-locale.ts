import * as t from '@babel/types';
import libraries, { type I18nLibrary } from '../../../rules/rtl/i18n-libraries.js';
import { SDK_THEME_IMPORT } from '../../../rules/sdk.js';
import { traverse } from './ast-kit.js';
import { printLikeSource } from '../../convert/print.js';
import { dropUnusedImport, labelLanguageToggles } from './own-language-state.js';
import { dropLanguageRestores, isMethodCall } from './language-restore.js';
import { componentOf, ensureNamedImport, namedImportLocal, usesName } from './components.js';
import type { StepContext } from '../../convert/step.js';
import { relativeSpecifier } from '../theme-shell/imports.js';
import { librarySyncModule, writeGenerated } from './hook-module.js';
import { mountInThemeRoot } from './site-title.js';
import type { RetrofitScope } from './scope.js';

/**
 * A site on an i18n library that holds the language (i18next): the library stays, the platform
 * locale drives it (`<LocaleSync />` first in ThemeRoot, else a sync hook in the layout shell), and the source's own switches
 * (`i18n.changeLanguage(x)` in a component) set the platform locale instead.
 */
export const SYNC_HOOK = 'useLocaleSync';
/** The same, as a component drawn first in ThemeRoot. */
export const SYNC_COMPONENT = 'LocaleSync';

/** The library a script imports, if any. */
export function libraryOf(ast: t.File): I18nLibrary | null {
  for (const s of ast.program.body) {
    if (!t.isImportDeclaration(s)) continue;
    const lib = libraries.libraries.find((l) => l.imports.test(s.source.value));
    if (lib) return lib;
  }
  return null;
}

/**
 * `<instance>.changeLanguage(x)` inside a component → `setLocale(x)` from `useLocale()` (declared
 * first in that component). Calls outside a component cannot use the hook: their lines are returned.
 */
export function switchesToPlatform(ast: t.File, lib: I18nLibrary): { rewritten: number; dropped: number; outside: number[] } {
  // Restores of a remembered language go first: the platform keeps the locale.
  const dropped = dropLanguageRestores(ast, isMethodCall(lib.setLanguage));
  if (dropped) dropUnusedImport(ast, 'useEffect');
  const out = { rewritten: 0, dropped, outside: [] as number[] };
  const setterOf = new Map<t.Function, string>();
  traverse(ast, {
    CallExpression(p) {
      const c = p.node.callee;
      if (!t.isMemberExpression(c) || c.computed || !t.isIdentifier(c.property, { name: lib.setLanguage }) || p.node.arguments.length !== 1) return;
      const comp = componentOf(p, 'Default');
      if (!comp) {
        out.outside.push(p.node.loc?.start.line ?? 0);
        return;
      }
      const fn = comp.path.node;
      let setter = setterOf.get(fn);
      if (!setter) {
        setter = usesName(fn, 'setLocale') ? 'setPlatformLocale' : 'setLocale';
        setterOf.set(fn, setter);
      }
      p.node.callee = t.identifier(setter);
      out.rewritten++;
    },
  });
  // The site may have a `useLocale` of its own in scope: the platform's is then imported under another name.
  const hook = setterOf.size ? namedImportLocal(ast, 'useLocale', SDK_THEME_IMPORT, 'usePlatformLocale') : 'useLocale';
  for (const [fn, setter] of setterOf) {
    // `const setLocale = useLocale().setLocale;` (recast would spread a new `{ setLocale }` pattern over three lines).
    const read = t.memberExpression(t.callExpression(t.identifier(hook), []), t.identifier('setLocale'));
    const decl = t.variableDeclaration('const', [t.variableDeclarator(t.identifier(setter), read)]);
    if (t.isBlockStatement(fn.body)) fn.body.body.unshift(decl);
    else fn.body = t.blockStatement([decl, t.returnStatement(fn.body)]);
  }
  return out;
}

/** Whether a script already sets the platform locale (`useLocale()` … `setLocale(x)`): a switch of its own. */
export function setsPlatformLocale(text: string): boolean {
  return text.includes(SDK_THEME_IMPORT) && /\buse(Platform)?Locale\(\)/.test(text) && /\bset(Platform)?Locale\(/.test(text);
}

/** `useLocaleSync();` first in the shell's component; false when present or there is no component. */
export function callSyncHook(ast: t.File, importFrom: string): boolean {
  let present = false;
  t.traverseFast(ast, (n) => {
    if (t.isCallExpression(n) && t.isIdentifier(n.callee, { name: SYNC_HOOK })) present = true;
  });
  if (present) return false;
  let target: t.Function | null = null;
  traverse(ast, {
    JSXElement(p) {
      if (target) return;
      const comp = componentOf(p, 'Default');
      if (comp) target = comp.path.node;
    },
  });
  const fn = target as t.Function | null;
  if (!fn) return false;
  const call = t.expressionStatement(t.callExpression(t.identifier(SYNC_HOOK), []));
  if (t.isBlockStatement(fn.body)) fn.body.body.unshift(call);
  else fn.body = t.blockStatement([call, t.returnStatement(fn.body)]);
  ensureNamedImport(ast, SYNC_HOOK, importFrom);
  return true;
}

/**
 * The whole wiring for a site on an i18n library: its switches set the platform locale, the
 * shell keeps the library in step. null when the site uses none.
 */
export function wireLibrary(ctx: StepContext, scope: RetrofitScope, shell: string | null, notes: string[], openQuestions: string[]): { synced: boolean; ownSwitch: boolean } | null {
  let lib: I18nLibrary | null = null;
  for (const p of scope.scripts) {
    if (!/\bimport\b/.test(ctx.tree.read(p) ?? '')) continue;
    const ast = ctx.tree.ast(p);
    lib = ast ? libraryOf(ast) : null;
    if (lib) break;
  }
  if (!lib) return null;
  const outside: string[] = [];
  for (const p of scope.scripts) {
    if (!(ctx.tree.read(p) ?? '').includes(`.${lib.setLanguage}(`)) continue;
    const ast = ctx.tree.ast(p);
    if (!ast) continue;
    const r = switchesToPlatform(ast, lib);
    if (r.rewritten || r.dropped) {
      // The switch names the language it switches to, as the generated one does (lang="ar").
      labelLanguageToggles(ast, new Map([['setLocale', null], ['setPlatformLocale', null]]));
      ctx.tree.write(p, printLikeSource(ast, ctx.tree.read(p)));
      if (r.rewritten) notes.push(`${p}: its language switch sets the platform locale (${r.rewritten} ${lib.setLanguage} call(s))`);
      if (r.dropped) notes.push(`${p}: ${r.dropped} restore(s) of a remembered language removed (the platform keeps the locale)`);
    }
    outside.push(...r.outside.map((l) => `${p}:${l}`));
  }
  if (outside.length) {
    openQuestions.push(`${outside.join(', ')}: ${lib.name} ${lib.setLanguage}() outside a component cannot set the platform locale; call useLocale().setLocale from the component instead, so the SDK locale and the page agree?`);
  }
  const syncFile = `${scope.i18nDir}/locale-sync.${scope.layout.ts ? 'ts' : 'js'}`;
  const syncSpecifier = (from: string) => relativeSpecifier(from, syncFile.replace(/\.[jt]s$/, ''));
  let synced = false;
  // First in ThemeRoot, the library has the platform's language before any page component draws:
  // a hook in a layout shell drawn beside the pages would change it only after they had drawn.
  const rootFile = `${scope.layout.src}/platform/theme-root.jsx`;
  const rootAst = ctx.tree.exists(rootFile) ? ctx.tree.ast(rootFile) : null;
  if (rootAst) {
    if (mountInThemeRoot(rootAst, SYNC_COMPONENT, syncSpecifier(rootFile))) {
      ctx.tree.writeAst(rootFile, rootAst);
      notes.push(`${rootFile}: ${lib.name} follows the platform locale (<${SYNC_COMPONENT} /> before the pages draw)`);
    }
    synced = (ctx.tree.read(rootFile) ?? '').includes(`<${SYNC_COMPONENT} />`);
  }
  const ast = !synced && shell ? ctx.tree.ast(shell) : null;
  if (shell && ast) {
    if (callSyncHook(ast, syncSpecifier(shell))) {
      ctx.tree.writeAst(shell, ast);
      notes.push(`${shell}: ${lib.name} follows the platform locale (${SYNC_HOOK})`);
    }
    synced = (ctx.tree.read(shell) ?? '').includes(`${SYNC_HOOK}()`);
  }
  if (synced) writeGenerated(ctx, syncFile, librarySyncModule(lib, SYNC_HOOK, scope.layout.ts));
  if (!synced) openQuestions.push(`${lib.name} holds the page language and no ThemeRoot or layout shell was found to keep it in step with the platform locale: render <${SYNC_COMPONENT} /> (${syncFile}) first in the component that wraps every page?`);
  // The source's switch is enough only when it offers Arabic (one listing English, Hindi and
  // Telugu still needs the generated switch beside it).
  const ownSwitch = scope.scripts.some((p) => {
    const text = ctx.tree.read(p) ?? '';
    return setsPlatformLocale(text) && /(['"`])ar(-\w+)?\1/.test(text);
  });
  return { synced, ownSwitch };
}
