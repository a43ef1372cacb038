import * as t from '@babel/types';
import type { NodePath } from '@babel/traverse';
import { componentOf, ensureNamedImport, hookBinding, insertHookCall, usesName } from './components.js';
import { HOOK, keyFor, type Dictionary, type Lang } from './extract.js';
import { languageOf, toArabic, toEnglish } from './glossary.js';

/**
 * The `t` of the component around a node, for the passes beside string extraction (page titles,
 * toast region labels): the component's own `const t = useT()` when it has one, else one is
 * added when the pass is done (`finish`). Null outside a component (a hook, a module constant).
 */
export class Translators {
  private readonly locals = new Map<t.Function, { name: string; insert: boolean; used: boolean }>();

  constructor(private readonly componentName: string) {}

  /** The translator around `p`; `use()` it when a text is given to it (only then is a hook call added). */
  at(p: NodePath): { local: string; component: string; use: () => void } | null {
    const comp = componentOf(p, this.componentName);
    // The component that renders the platform's provider is outside it: useT() there has no locale.
    if (!comp || rendersProvider(comp.path.node)) return null;
    let local = this.locals.get(comp.path.node);
    if (!local) {
      const bound = hookBinding(comp.path.node, HOOK);
      const name = bound ?? ['t', 'tr', 'translate'].find((n) => !usesName(comp.path.node, n)) ?? 'translateText';
      local = { name, insert: !bound, used: false };
      this.locals.set(comp.path.node, local);
    }
    const entry = local;
    return { local: local.name, component: comp.name, use: () => { entry.used = true; } };
  }

  /** Adds the hook calls and its import; true when the file changed. */
  finish(ast: t.File, hookImport: string): boolean {
    let changed = false;
    for (const [fn, local] of this.locals) {
      if (!local.insert || !local.used) continue;
      insertHookCall(fn, HOOK, local.name);
      local.insert = false;
      changed = true;
    }
    if (changed) ensureNamedImport(ast, HOOK, hookImport);
    return changed;
  }
}

const rendersProvider = (fn: t.Node) => {
  let hit = false;
  t.traverseFast(fn, (n) => {
    if (t.isJSXIdentifier(n, { name: 'PlatformThemeProvider' })) hit = true;
  });
  return hit;
};

/** The component name a file's default export goes by (`about-page.jsx` → `About-page`). */
export const fileComponentName = (file: string) => {
  const base = file.split('/').pop()!.replace(/\.[^.]+$/, '');
  return base[0].toUpperCase() + base.slice(1);
};

/**
 * Put a text in the dictionaries under `key` (or a free key of `component`); the other side from
 * the glossary. `replaced`: for a fixed key, the source-language text its English entry held before
 * `translate --import` wrote English over it (source-copy.json), when it did.
 */
export function storeText(dict: Dictionary, text: string, at: { component?: string; key?: string; replaced?: string }): string {
  const lang: Lang = languageOf(text);
  const key = at.key ?? keyFor(dict, at.component ?? 'text', text, lang);
  const other: Lang = lang === 'en' ? 'ar' : 'en';
  const held = dict[lang][key];
  if (held !== undefined && held !== text && at.key) {
    // A source in another language (Italian), read again from where it was not replaced by `t()`
    // (index.html): the entry differs because it was translated from this very text, not because
    // the text changed. Both translations stay.
    if (lang === 'en' && at.replaced !== undefined && at.replaced.trim() === text.trim()) return key;
    // A source text that changed since an earlier run: its old translation no longer fits.
    delete dict[other][key];
  }
  dict[lang][key] = text;
  if (dict[other][key] === undefined) {
    const found = lang === 'en' ? toArabic(text) : toEnglish(text);
    if (found) dict[other][key] = found;
  }
  return key;
}
