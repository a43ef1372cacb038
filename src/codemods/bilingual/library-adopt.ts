import type { Limitation } from '../../analyze/types.js';
import type { StepContext } from '../../convert/step.js';
import { resolveImport } from '../../load/resolve.js';
import { relativeSpecifier } from '../theme-shell/imports.js';
import type { Dictionary } from './extract.js';
import { writeGenerated } from './hook-module.js';
import { keysWithoutEntry, listKeysWithoutEntry, resolveLibraryFallbacks, type LibraryKeys } from './library-fallbacks.js';
import { libraryOf } from './library-locale.js';
import * as t from '@babel/types';
import { joinPath } from '../theme-shell/layout.js';
import { backendLoadPath, findResources, flattenResource, publicBundles, resourcesModule, RESOURCES_MODULE, themeKey, wrapResources, type FoundResources } from './library-resources.js';
import type { RetrofitScope } from './scope.js';
import { printLikeSource } from '../../convert/print.js';
import { ARABIC } from './glossary.js';

/**
 * A setup whose backend loads the resources from the site's public files (`i18next-http-backend`,
 * `loadPath: '/locales/{{lng}}/{{ns}}.json'`): the en and ar namespaces found there become its
 * `resources` (read from the theme dictionaries like any other); given resources, the library
 * loads nothing over the network, and every namespace is there when a page first asks for it.
 */
function backendResources(ctx: StepContext, ast: import('@babel/types').File): FoundResources | null {
  const backend = backendLoadPath(ast);
  if (!backend) return null;
  const publicDir = joinPath(ctx.analysis.appRoot ?? '', 'public');
  const bundles = publicBundles(backend.loadPath, publicDir, ctx.tree.list(), (f) => ctx.tree.read(f));
  if (!Object.keys(bundles.en ?? {}).length && !Object.keys(bundles.ar ?? {}).length) return null;
  const holder = t.objectProperty(t.identifier('resources'), t.objectExpression([]));
  backend.options.properties.push(holder);
  return { bundles, others: [], holder, line: backend.options.loc?.start.line ?? 0 };
}

/**
 * The bilingual step's handling of an i18n library's own resources (library-resources.ts): its en
 * and ar strings join the theme dictionaries (an entry already there wins: a translation written
 * since is kept), its setup reads them back, and `t('key') || 'Text'` fallbacks are settled
 * against them (library-fallbacks.ts). A `t('key')` whose key the resources lack is a limitation:
 * the page shows the key. Returns the notes and limitations for the step.
 */
export function adoptLibraryResources(ctx: StepContext, scope: RetrofitScope, dict: Dictionary): { notes: string[]; limitations: Limitation[] } {
  const notes: string[] = [];
  const limitations: Limitation[] = [];
  const keys: LibraryKeys = { entries: new Map(), defaultNs: 'translation' };
  let adopted = false;
  for (const p of scope.allScripts) {
    const text = ctx.tree.read(p) ?? '';
    if (!(text.includes('resources') || text.includes('loadPath')) || !/\bimport\b/.test(text)) continue;
    const ast = ctx.tree.ast(p);
    if (!ast || !libraryOf(ast)) continue;
    const readJson = (spec: string): unknown => {
      // Relative or through the site's aliases (`@/locales/en.json`).
      const file = resolveImport(p, spec, ctx.site.aliases, (f) => ctx.tree.exists(f));
      const json = file ? ctx.tree.read(file) : undefined;
      try {
        return json === undefined ? undefined : JSON.parse(json);
      } catch {
        return undefined;
      }
    };
    const found = findResources(ast, readJson) ?? backendResources(ctx, ast);
    if (!found) continue;
    const ns = /defaultNS\s*:\s*['"]([^'"]+)['"]/.exec(text);
    if (ns) keys.defaultNs = ns[1];
    let count = 0;
    for (const lang of ['en', 'ar'] as const) {
      for (const [namespace, tree] of Object.entries(found.bundles[lang] ?? {})) {
        const known = keys.entries.get(namespace) ?? keys.entries.set(namespace, new Set()).get(namespace)!;
        for (const [key, value] of Object.entries(flattenResource(tree))) {
          known.add(key);
          const k = themeKey(namespace, key);
          if (!dict[lang][k]?.trim()) dict[lang][k] = value;
          count++;
        }
      }
    }
    if (found.holder) {
      wrapResources(ast, found.holder, relativeSpecifier(p, `${scope.i18nDir}/${RESOURCES_MODULE}`));
      ctx.tree.write(p, printLikeSource(ast, text));
      notes.push(`${p}:${found.line}: the i18n library's en/ar resources (${count} string(s)) are read from the theme dictionaries${found.others.length ? `; ${found.others.join(', ')} kept as they are` : ''}`);
    }
    adopted = true;
  }
  if (!adopted) return { notes, limitations };
  writeGenerated(ctx, `${scope.i18nDir}/${RESOURCES_MODULE}.${scope.layout.ts ? 'ts' : 'js'}`, resourcesModule(scope.layout.ts));
  // Fallbacks after the library's t(): settled before the copy extraction reads the literals.
  let added = 0;
  for (const p of scope.allScripts) {
    const text = ctx.tree.read(p) ?? '';
    if (!text.includes('useTranslation') || !/\|\||\?\?/.test(text)) continue;
    const ast = ctx.tree.ast(p);
    if (!ast) continue;
    const r = resolveLibraryFallbacks(ast, keys);
    if (!r.changed) continue;
    for (const a of r.added) {
      const k = themeKey(a.ns, a.key);
      const lang = ARABIC.test(a.text) ? 'ar' : 'en';
      if (!dict[lang][k]?.trim()) dict[lang][k] = a.text;
    }
    added += r.added.length;
    ctx.tree.write(p, printLikeSource(ast, text));
    notes.push(`${p}: ${r.added.length + r.dropped} fallback(s) after the library's t() settled against its resources`);
  }
  if (added) notes.push(`${added} key(s) the library's resources lacked added from their fallback text`);
  // Keys read from a list's records (`t(item.name)`) that read as words: shown as they are today, their entry is that text.
  let listed = 0;
  for (const p of scope.copyScripts) {
    if (!(ctx.tree.read(p) ?? '').includes('useTranslation')) continue;
    const ast = ctx.tree.ast(p);
    for (const miss of ast ? listKeysWithoutEntry(ast, keys) : []) {
      const k = themeKey(miss.ns, miss.key);
      if (dict.en[k]?.trim() || dict.ar[k]?.trim()) continue;
      dict.en[k] = miss.key;
      keys.entries.get(miss.ns)?.add(miss.key);
      listed++;
    }
  }
  if (listed) notes.push(`${listed} key(s) a list hands to the library's t() and its resources lacked: each shows as the key itself, now its English entry`);
  // Keys read with no entry and no fallback (after the fallbacks above became entries).
  for (const p of scope.copyScripts) {
    if (!(ctx.tree.read(p) ?? '').includes('useTranslation')) continue;
    const ast = ctx.tree.ast(p);
    for (const miss of ast ? keysWithoutEntry(ast, keys) : []) {
      limitations.push({ file: p, line: miss.line, what: `t('${miss.written}')`, why: `the i18n library's resources have no entry for this key in en or ar, so the page shows the key itself: write its text in both dictionaries as "${themeKey(miss.ns, miss.key)}"` });
    }
  }
  return { notes, limitations };
}
