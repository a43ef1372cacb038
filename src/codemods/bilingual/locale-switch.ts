import * as t from '@babel/types';
import type { NodePath } from '@babel/traverse';
import { badInput } from '../../diagnostics/tool-error.js';
import { defineStep, type StepContext, type StepResult } from '../../convert/step.js';
import { findEntry, joinPath } from '../theme-shell/layout.js';
import { relativeSpecifier } from '../theme-shell/imports.js';
import { traverse } from './ast-kit.js';
import { printLikeSource } from '../../convert/print.js';
import { componentOf, ensureNamedImport } from './components.js';
import { localeStateModule, switchModule, writeGenerated } from './hook-module.js';
import { labelLanguageToggles, settersHandedOn, wireLanguageState } from './own-language-state.js';
import { addArabicRows } from './language-table.js';
import { wireLibrary } from './library-locale.js';
import { ownLanguageSwitch } from './source-dictionary.js';
import { otherPageHeaders, pageShell, switchHosts } from './switch-host.js';
import { retrofitScope, retrofitSkipped, type RetrofitScope } from './scope.js';
import { DESKTOP, flexRowAt, PHONE, shownAt } from './responsive-display.js';

/**
 * The locale switch in the layout shell (sets `lang` and `dir` on the document), and the
 * Arabic-capable font: `@fontsource/cairo` in package.json, imported by the entry, first in the
 * font stack under `:lang(ar)` / `[dir=rtl]` with the source's own fonts after it.
 */
export const FONT_PACKAGE = '@fontsource/cairo';
export const FONT_VERSION = '^5.3.0';
const FONT_WEIGHTS = ['400', '700'];
const SWITCH = 'LocaleSwitch';
const DEFAULT = 'Default';
const CHROME = /^(nav|header)$/;
export const HEADER_ONLY = /^header$/;
/** Router elements take only routes as children: never a host for the switch. */
const ROUTER = /^(Switch|Routes|Router|BrowserRouter|HashRouter|MemoryRouter|Route)$/;

function hasSwitch(ast: t.File): boolean {
  let present = false;
  t.traverseFast(ast, (n) => {
    if (t.isJSXIdentifier(n, { name: SWITCH })) present = true;
  });
  return present;
}

/**
 * Put `<LocaleSwitch />` in the <nav>/<header> bar of a component, else first in its root element.
 * `tags`: which elements count as the bar (a page's own header, not its breadcrumbs <nav>).
 */
export function placeSwitch(ast: t.File, importFrom: string, tags = CHROME): boolean {
  if (hasSwitch(ast)) return false;
  const { target, phone, root } = hostElements(ast, tags);
  const host = (target ?? root) as t.JSXElement | null;
  if (!host) return false;
  const make = (look: string | null) => {
    const attrs = look ? [t.jsxAttribute(t.jsxIdentifier('className'), t.stringLiteral(look))] : [];
    return t.jsxElement(t.jsxOpeningElement(t.jsxIdentifier(SWITCH), attrs, true), null, [], true);
  };
  const bar = target ? null : topBar(host);
  if (target || bar) {
    // Inside the header's flex row, beside the nav/actions: first in its actions group, else last in
    // the row; it looks like the header's own links (colour, size), so it reads on the header's background.
    const look = linkLook(target ?? bar!);
    for (const spot of headerSpots((target ?? bar)!)) (spot.first ? insertFirst : insertLast)(spot.el, make(look));
    // A header of the phone's own beside a desktop-only one: a second switch in its row, never a
    // new line under it (that would make the header taller).
    const phoneSpot = phone ? rowSpot(phone, PHONE) : null;
    if (phoneSpot) (phoneSpot.first ? insertFirst : insertLast)(phoneSpot.el, make(linkLook(phone!)));
  } else {
    insertFirst(host, make(null));
  }
  ensureNamedImport(ast, SWITCH, importFrom);
  return true;
}

/**
 * The source's own language state reads and sets the platform locale; its switch is labelled with
 * the language it switches to. Returns why not, when the wiring cannot be done safely.
 */
function wireOwnSwitch(ctx: StepContext, file: string, scope: RetrofitScope, notes: string[]): string | null {
  const ast = ctx.tree.ast(file);
  if (!ast) return 'does not parse';
  const stateFile = `${scope.i18nDir}/locale-state.${scope.layout.ts ? 'ts' : 'js'}`;
  const wiring = wireLanguageState(ast, relativeSpecifier(file, stateFile.replace(/\.[jt]s$/, '')));
  if (!wiring.wired) return wiring.why ?? 'could not be wired';
  writeGenerated(ctx, stateFile, localeStateModule(scope.layout.ts));
  if (wiring.changed) {
    ctx.tree.writeAst(file, ast);
    notes.push(`${file}: its own language state is the platform locale (useLocale)`);
  }
  // A table describing the source's languages gets the row of the Arabic the state now reaches.
  for (const p of scope.scripts) {
    if (!/\ben['"]?\s*:/.test(ctx.tree.read(p) ?? '')) continue;
    const table = ctx.tree.ast(p);
    if (table && addArabicRows(table)) {
      ctx.tree.writeAst(p, table);
      notes.push(`${p}: its table of languages has an Arabic row`);
    }
  }
  // The switch itself may live in any component that calls the setter (through the context value),
  // or that is handed it as a prop (`<LanguageMenu onLanguageChange={setLanguage} />`).
  let setters = wiring.setters;
  for (const p of scope.scripts) {
    if (![...wiring.setters.keys()].some((n) => (ctx.tree.read(p) ?? '').includes(n))) continue;
    const other = ctx.tree.ast(p);
    for (const prop of other ? settersHandedOn(other, wiring.setters) : []) setters = new Map([...setters, [prop, null]]);
  }
  for (const p of scope.scripts) {
    if (![...setters.keys()].some((n) => (ctx.tree.read(p) ?? '').includes(n))) continue;
    const other = ctx.tree.ast(p);
    if (other && labelLanguageToggles(other, setters)) {
      // As text, so a new `lang="ar"` keeps JSX's double quotes (the AST is reparsed on next use).
      ctx.tree.write(p, printLikeSource(other, ctx.tree.read(p)));
      notes.push(`${p}: its language switch names the language it switches to (lang)`);
    }
  }
  return null;
}

const isBreak = (n: t.Node | undefined) => t.isJSXText(n) && /^\s*$/.test(n.value) && n.value.includes('\n');

/** The element on its own line, indented like its siblings (keeps the host's layout). */
function insertLast(host: t.JSXElement, el: t.JSXElement): void {
  const kids = host.children;
  const indent = kids.find((k, i) => isBreak(k) && i < kids.length - 1) as t.JSXText | undefined;
  if (isBreak(kids[kids.length - 1])) kids.splice(kids.length - 1, 0, t.jsxText(indent?.value ?? '\n'), el);
  else kids.push(el);
}

function insertFirst(host: t.JSXElement, el: t.JSXElement): void {
  const kids = host.children;
  if (isBreak(kids[0])) kids.splice(1, 0, el, t.jsxText((kids[0] as t.JSXText).value));
  else kids.unshift(el);
}

/** The static class text of an element: a string, a template's fixed parts, or the strings passed to cn()/clsx(). */
function classText(el: t.JSXElement): string {
  const attr = el.openingElement.attributes.find((a): a is t.JSXAttribute => t.isJSXAttribute(a) && t.isJSXIdentifier(a.name) && /^(className|class)$/.test(a.name.name));
  const parts: string[] = [];
  if (attr?.value) {
    t.traverseFast(attr.value, (n) => {
      if (t.isStringLiteral(n)) parts.push(n.value);
      else if (t.isTemplateElement(n)) parts.push(n.value.cooked ?? n.value.raw);
    });
  }
  return parts.join(' ');
}

const tokens = (el: t.JSXElement) => classText(el).split(/\s+/).filter(Boolean);
/** A flex row at `width` (`hidden lg:flex` is one on a desktop, `flex md:hidden` on a phone). */
const isRow = (el: t.JSXElement, width = DESKTOP) => flexRowAt(tokens(el), width);
const childElements = (el: t.JSXElement) => el.children.filter((c): c is t.JSXElement => t.isJSXElement(c));
const tagName = (el: t.JSXElement) => (t.isJSXIdentifier(el.openingElement.name) ? el.openingElement.name.name : '');

/** The header's main flex row at `width`: the header itself, else its first flex descendant shown there (breadth first). */
function flexRow(header: t.JSXElement, width = DESKTOP): t.JSXElement | null {
  let level = [header];
  for (let depth = 0; depth < 4 && level.length; depth++) {
    const found = level.find((el) => isRow(el, width));
    if (found) return found;
    // What is hidden at this width shows none of its content there.
    level = level.filter((el) => shownAt(tokens(el), width)).flatMap(childElements);
  }
  if (width !== DESKTOP) return null;
  // Classes we cannot read (CSS modules): the row is the one wrapper that holds several elements.
  let el = header;
  for (let kids = childElements(el); kids.length === 1; kids = childElements(el)) el = kids[0];
  return el !== header && childElements(el).length > 1 ? el : null;
}

/** The row's actions group at `width`: its last flex container shown there that is not the nav itself (cart, account…). */
function actionsGroup(row: t.JSXElement, width = DESKTOP): t.JSXElement | null {
  const kids = childElements(row);
  for (let i = kids.length - 1; i > 0; i--) {
    const k = kids[i];
    if (/^(div|span)$/.test(tagName(k)) && isRow(k, width) && childElements(k).length > 0) return k;
  }
  return null;
}

/** The elements from `root` down to `el` (empty when `el` is not inside). */
function chainTo(root: t.JSXElement, el: t.JSXElement): t.JSXElement[] {
  if (root === el) return [root];
  for (const k of childElements(root)) {
    const rest = chainTo(k, el);
    if (rest.length) return [root, ...rest];
  }
  return [];
}

const shownThrough = (header: t.JSXElement, el: t.JSXElement, width: number) => chainTo(header, el).every((e) => shownAt(tokens(e), width));

/** In a header's flex row at `width`: first in its actions group, else last in the row; none when it has no row there. */
function rowSpot(header: t.JSXElement, width: number): { el: t.JSXElement; first: boolean } | null {
  const row = flexRow(header, width);
  if (!row) return null;
  const actions = actionsGroup(row, width);
  return actions ? { el: actions, first: true } : { el: row, first: false };
}

/**
 * Where the switch goes in a header: its actions group at desktop width, else the end of its
 * main row. A header with a separate phone row (`flex md:hidden` beside `hidden md:flex`) gets a
 * second switch there, so the language can be changed at every width.
 */
function headerSpots(header: t.JSXElement): { el: t.JSXElement; first: boolean }[] {
  const spots: { el: t.JSXElement; first: boolean }[] = [];
  const row = flexRow(header);
  const actions = row ? actionsGroup(row) : null;
  spots.push(actions ? { el: actions, first: true } : { el: row ?? header, first: false });
  if (shownThrough(header, spots[0].el, PHONE)) return spots;
  const phoneRow = flexRow(header, PHONE);
  if (!phoneRow) return spots;
  const phoneActions = actionsGroup(phoneRow, PHONE);
  const phoneSpot = phoneActions ? { el: phoneActions, first: true } : { el: phoneRow, first: false };
  // Only a spot that is a phone's own (hidden at desktop width), else it would be a second switch in view.
  if (shownThrough(header, phoneSpot.el, PHONE) && !shownThrough(header, phoneSpot.el, DESKTOP)) spots.push(phoneSpot);
  return spots;
}

/** Tokens that place or size an element rather than colour its text: not carried over to the switch. */
const PLACING = /^([a-z0-9]+:)*(hidden|block|inline|inline-block|flex|inline-flex|grid|contents|w-|min-w-|max-w-|h-|m[xytrblse]?-|-m[xytrblse]?-|absolute|relative|fixed|sticky|top-|bottom-|left-|right-|start-|end-|inset-|z-|order-|col-|row-|self-|flex-|grow|shrink|basis-)/;

/** The static class text of the header's first link (a / Link / NavLink, not the home link) that has one, its placing tokens left out. */
function linkLook(header: t.JSXElement): string | null {
  let look: string | null = null;
  t.traverseFast(header, (n) => {
    if (look !== null || !t.isJSXElement(n) || !/^(a|Link|NavLink)$/.test(tagName(n))) return;
    // The home link is usually the logo, styled as a title.
    const home = n.openingElement.attributes.some((a) => t.isJSXAttribute(a) && t.isJSXIdentifier(a.name) && /^(href|to)$/.test(a.name.name) && t.isStringLiteral(a.value) && a.value.value === '/');
    if (home) return;
    const attr = n.openingElement.attributes.find((a): a is t.JSXAttribute => t.isJSXAttribute(a) && t.isJSXIdentifier(a.name) && /^(className|class)$/.test(a.name.name));
    if (!attr || !t.isStringLiteral(attr.value)) return;
    const all = attr.value.value.split(/\s+/).filter(Boolean);
    // A link drawn as a button (a filled, padded call to action) is not the nav's text look:
    // copied, it would make the switch a second button and widen the header.
    if (all.some((c) => /^bg-/.test(c)) && all.some((c) => /^(p|px|py)-/.test(c))) return;
    const kept = all.filter((c) => !PLACING.test(c));
    if (kept.length) look = kept.join(' ');
  });
  return look;
}

/** A <nav>/<header> of a component, with the elements around it inside the component (outermost first). */
interface Chrome {
  el: t.JSXElement;
  around: t.JSXElement[];
  /** Rendered only on a condition (`{open && <nav>…}`, a ternary): a menu that opens, not a bar. */
  conditional: boolean;
}

/** Shown at `width`: neither it nor anything around it is hidden there. */
const chromeShown = (c: Chrome, width: number) => [...c.around, c.el].every((e) => shownAt(tokens(e), width));

/**
 * The bar the switch joins, from a component's <nav>/<header>s: the first one shown at desktop
 * width (a phone-only header first in the file is hidden there), else the first; a header that
 * holds only the brand (logo and name, no link or button) beside the nav in a flex row gives way
 * to that row, the bar a shopper sees.
 */
function desktopBar(list: Chrome[]): t.JSXElement | null {
  const chosen = list.find((c) => !c.conditional && chromeShown(c, DESKTOP)) ?? list[0];
  if (!chosen) return null;
  const parent = chosen.around[chosen.around.length - 1];
  if (!holdsControl(chosen.el) && parent && isRow(parent) && holdsControl(parent)) return parent;
  return chosen.el;
}

/**
 * A header of its own for phones (hidden at desktop width, shown on a phone, always rendered) when
 * the desktop bar is hidden on a phone: the language can then be changed at every width.
 */
function phoneBar(list: Chrome[], desktop: t.JSXElement): t.JSXElement | null {
  const bar = list.find((c) => c.el === desktop || c.around.includes(desktop));
  const around = bar ? bar.around.slice(0, bar.el === desktop ? undefined : bar.around.indexOf(desktop)) : [];
  if ([...around, desktop].every((e) => shownAt(tokens(e), PHONE))) return null;
  const phone = list.find((c) => !c.conditional && chromeShown(c, PHONE) && !chromeShown(c, DESKTOP) && c.el !== desktop && !c.around.includes(desktop));
  return phone?.el ?? null;
}

/** Animation libraries' element factories (`<motion.header>`, `<animated.nav>`): the element is the tag after the dot. */
const ANIMATED = /^(motion|m|animated)$/;

/** Is this element name one of `tags`, written plain (`header`) or through an animation factory (`motion.header`)? */
function chromeTag(name: t.JSXOpeningElement['name'], tags: RegExp): boolean {
  if (t.isJSXIdentifier(name)) return tags.test(name.name);
  return t.isJSXMemberExpression(name) && t.isJSXIdentifier(name.object) && ANIMATED.test(name.object.name) && tags.test(name.property.name);
}

/** A component's header bar (see desktopBar), a phone's own header, and its root element (not a router). */
function hostElements(ast: t.File, tags = CHROME): { target: t.JSXElement | null; phone: t.JSXElement | null; root: t.JSXElement | null } {
  // Per component; the file's default export is the one a route renders (an icon helper above it is not).
  const found = new Map<t.Function, { chrome: Chrome[]; root: t.JSXElement | null; main: boolean }>();
  const exported = ast.program.body.find((s): s is t.ExportDefaultDeclaration => t.isExportDefaultDeclaration(s))?.declaration;
  const defaultName = t.isIdentifier(exported) ? exported.name : null;
  traverse(ast, {
    JSXElement(p) {
      const comp = componentOf(p, DEFAULT);
      if (!comp) return;
      const entry = found.get(comp.path.node) ?? { chrome: [], root: null, main: comp.name === DEFAULT || comp.name === defaultName || comp.path.parentPath?.isExportDefaultDeclaration() === true };
      found.set(comp.path.node, entry);
      const name = p.node.openingElement.name;
      if (!entry.root && !p.parentPath.isJSXElement() && !p.parentPath.isJSXFragment() && !p.node.openingElement.selfClosing && !(t.isJSXIdentifier(name) && ROUTER.test(name.name))) entry.root = p.node;
      if (chromeTag(name, tags) && !p.node.openingElement.selfClosing) {
        const around: t.JSXElement[] = [];
        let conditional = false;
        for (let q: NodePath | null = p.parentPath; q && q.node !== comp.path.node; q = q.parentPath) {
          if (q.isJSXElement()) around.unshift(q.node);
          // A bar returned early under a test (`if (minimal) return <header>…`) is a variant, not the bar.
          else if (q.isConditionalExpression() || q.isLogicalExpression() || q.isIfStatement() || q.isSwitchCase()) conditional = true;
        }
        entry.chrome.push({ el: p.node, around, conditional });
      }
    },
  });
  const all = [...found.values()];
  const main = all.find((e) => e.main && (e.chrome.length || e.root));
  // A header anywhere in the file comes first (a page's own header sub-component), as before.
  const owner = main?.chrome.length ? main : all.find((e) => e.chrome.length);
  const target = owner ? desktopBar(owner.chrome) : null;
  const phone = owner && target ? phoneBar(owner.chrome, target) : null;
  return { target, phone, root: main?.root ?? all.find((e) => e.root)?.root ?? null };
}

/** A bar of a page's own: a <header> shown at desktop width holding a control in a flex row (not a title block). */
export function hasHeaderBar(ast: t.File): boolean {
  const { target } = hostElements(ast, HEADER_ONLY);
  return !!target && holdsControl(target) && !!flexRow(target) && shownAt(tokens(target), DESKTOP);
}

const CONTROL = /^(button|a|Link|NavLink|[A-Z]\w*(Button|Toggle|Btn|Link|Menu|Cart)\w*)$/;

/** Whether an element holds a control (a button, a link, a toggle component). */
function holdsControl(el: t.JSXElement): boolean {
  let hit = false;
  t.traverseFast(el, (n) => {
    if (t.isJSXOpeningElement(n) && t.isJSXIdentifier(n.name) && CONTROL.test(n.name.name)) hit = true;
  });
  return hit;
}

/**
 * A page without a header may open with a bar of controls (a theme toggle at the top end): the
 * first flex row at desktop width down the root's first children, holding a control.
 */
function topBar(root: t.JSXElement): t.JSXElement | null {
  let el: t.JSXElement | undefined = root;
  for (let depth = 0; el && depth < 3; depth++) {
    if (isRow(el) && holdsControl(el)) return el;
    el = childElements(el)[0];
  }
  return null;
}

/** The component's header or nav, or a top bar of controls where the switch can sit. */
export function hasSwitchSpot(ast: t.File): boolean {
  const { target, root } = hostElements(ast);
  return !!target || (!!root && !!topBar(root));
}

function fontStack(ctx: StepContext): string {
  const own = (ctx.analysis.design?.fonts ?? []).filter((f) => !/cairo/i.test(f)).map((f) => (/^[\w-]+$/.test(f) && /^(serif|sans-serif|monospace|system-ui|cursive)$/.test(f) ? f : `'${f.replace(/'/g, '')}'`));
  return ["'Cairo'", ...own, 'system-ui', 'sans-serif'].join(', ');
}

export const localeSwitchStep = defineStep({
  id: 'bilingual-locale-switch',
  description: 'a locale switch in the layout shell sets lang and dir; an Arabic-capable font is loaded from npm',
  needs: ['analysis', 'decisions'],
  run(ctx: StepContext): StepResult {
    const skipped = retrofitSkipped(ctx);
    if (skipped) return { status: 'skipped', notes: [skipped] };
    const scope = retrofitScope(ctx);
    if (!scope.copyScripts.some((p) => /\.(jsx|tsx)$/.test(p) || /<[A-Za-z]/.test(ctx.tree.read(p) ?? ''))) {
      return { status: 'unnecessary', notes: [`no React components under ${scope.layout.src}: nothing to hold a locale switch yet`] };
    }
    const notes: string[] = [];
    const openQuestions: string[] = [];
    const switchFile = `${scope.i18nDir}/locale-switch.${scope.layout.ts ? 'tsx' : 'jsx'}`;
    if (writeGenerated(ctx, switchFile, switchModule(scope.layout.ts))) notes.push(`${switchFile}: locale switch (lang and dir on the document)`);
    // The source's own language state, wherever it is: a provider of its own may sit in the i18n folder.
    const owns = scope.allScripts.map((p) => ({ p, line: ownLanguageSwitch(ctx.tree.read(p) ?? '') })).filter((o) => o.line !== null);
    // The library sync runs around every page; the switch goes where the home page shows a header.
    const shell = pageShell(ctx, scope.scripts);
    const hosts = switchHosts(ctx, scope.scripts, (f) => {
      const a = ctx.tree.ast(f);
      return !!a && hasSwitchSpot(a);
    });
    // An i18n library holding the language (i18next) follows the platform locale.
    const library = wireLibrary(ctx, scope, shell, notes, openQuestions);
    let needSwitch = !owns.length;
    // Two switches would fight over lang/dir: the source's own state is kept, driven by the SDK locale.
    const unwired = owns.map((o) => ({ ...o, why: wireOwnSwitch(ctx, o.p, scope, notes) })).filter((o) => o.why);
    if (owns.length && unwired.length === owns.length) {
      // The generated switch goes in either way: lang/dir read from a library follow the platform
      // locale; a state that could not be wired stays an Open question, and Arabic is still reachable.
      needSwitch = true;
      if (!library?.synced) for (const o of unwired) openQuestions.push(`${o.p}:${o.line}: the source sets lang/dir with its own language state and ${o.why}; wire it to useLocale().setLocale (or use ${switchFile}) so the SDK locale and the page agree?`);
    }
    if (!needSwitch || library?.ownSwitch) {
      // The source's own switch sets the platform locale: one switch is enough.
    } else if (hosts.length) {
      // The first host with a place for it (an App holding only the router has none).
      const placed = hosts.find((host) => {
        const ast = ctx.tree.ast(host.file);
        if (!ast) return false;
        if (hasSwitch(ast)) return true;
        const before = ctx.tree.read(host.file);
        if (!placeSwitch(ast, relativeSpecifier(host.file, switchFile.replace(/\.[jt]sx$/, '')))) return false;
        ctx.tree.writeAst(host.file, ast);
        if (ctx.tree.read(host.file) !== before) notes.push(`${host.file}: <${SWITCH} /> in ${host.homePage ? "the home page's own top bar (no shared header renders on it)" : 'the header the home page renders'}`);
        return true;
      });
      if (!placed) openQuestions.push(`no element to hold the language switch in ${hosts.map((h) => h.file).join(', ')}: where should ${switchFile} go?`);
      // No header around the pages: each other page's own header bar gets one too (the home page's is
      // only seen there), so the language can be changed on every page.
      if (placed?.homePage) {
        for (const file of otherPageHeaders(ctx, scope.scripts)) {
          const ast = ctx.tree.ast(file);
          if (!ast || hasSwitch(ast) || !hasHeaderBar(ast)) continue;
          if (!placeSwitch(ast, relativeSpecifier(file, switchFile.replace(/\.[jt]sx$/, '')), HEADER_ONLY)) continue;
          ctx.tree.writeAst(file, ast);
          notes.push(`${file}: <${SWITCH} /> in its own header (no shared header renders on its page)`);
        }
      }
    } else {
      openQuestions.push(`no layout shell found: where should the language switch (${switchFile}) go?`);
    }

    // The Arabic-capable font, from npm.
    // The nearest package.json at or above the app (a Replit app in client/ has it at the top).
    const dirs = scope.layout.root.split('/').filter(Boolean).map((_, i, a) => a.slice(0, a.length - i).join('/'));
    const pkgFile = [...dirs, ''].map((d) => joinPath(d, 'package.json')).find((f) => ctx.tree.exists(f));
    const pkgText = pkgFile ? ctx.tree.read(pkgFile) : undefined;
    if (pkgFile && pkgText !== undefined) {
      let pkg: { dependencies?: Record<string, string> };
      try {
        pkg = JSON.parse(pkgText) as typeof pkg;
      } catch (e) {
        throw badInput(`is not valid JSON: ${(e as Error).message}`, { file: pkgFile });
      }
      if (!pkg.dependencies?.[FONT_PACKAGE]) {
        pkg.dependencies = { ...(pkg.dependencies ?? {}), [FONT_PACKAGE]: FONT_VERSION };
        ctx.tree.write(pkgFile, JSON.stringify(pkg, null, 2) + '\n');
        notes.push(`${pkgFile}: ${FONT_PACKAGE} (Arabic-capable font)`);
      }
    } else {
      openQuestions.push(`no package.json found: add ${FONT_PACKAGE} ${FONT_VERSION} to the theme's dependencies`);
    }
    const cssFile = `${scope.i18nDir}/arabic-font.css`;
    const css = `/* Generated by platform-convert: the Arabic-capable font first for Arabic, the source's fonts after it. */\n:lang(ar),\n[dir='rtl'] {\n  font-family: ${fontStack(ctx)};\n}\n`;
    if (ctx.tree.read(cssFile) === undefined) ctx.tree.write(cssFile, css);
    const entry = findEntry(ctx.tree, scope.layout);
    const entryAst = entry ? ctx.tree.ast(entry) : null;
    if (entry && entryAst) {
      const sources = [...FONT_WEIGHTS.map((w) => `${FONT_PACKAGE}/${w}.css`), relativeSpecifier(entry, cssFile)];
      const have = new Set(entryAst.program.body.filter((s): s is t.ImportDeclaration => t.isImportDeclaration(s)).map((s) => s.source.value));
      const missing = sources.filter((s) => !have.has(s));
      if (missing.length) {
        const body = entryAst.program.body;
        let at = 0;
        body.forEach((s, i) => {
          if (t.isImportDeclaration(s)) at = i + 1;
        });
        body.splice(at, 0, ...missing.map((s) => t.importDeclaration([], t.stringLiteral(s))));
        ctx.tree.writeAst(entry, entryAst);
        notes.push(`${entry}: imports the Arabic font`);
      }
    } else {
      openQuestions.push(`no app entry found: import ${FONT_PACKAGE} and ${cssFile} where the app starts`);
    }
    return { status: openQuestions.length ? 'partial' : notes.length ? 'applied' : 'unnecessary', notes, openQuestions };
  },
});
