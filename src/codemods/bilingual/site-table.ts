import * as t from '@babel/types';
import { LANGUAGE_CODES as ALL_LANGUAGES } from '../../../rules/glossary/language-codes.js';
import { moduleDeclarators, withoutTypeCasts } from './module-consts.js';

/**
 * A source's own phrase table: a module-level object literal whose leaves hold one phrase per
 * language (`{ nav: { home: { fr: 'Accueil', en: 'Home' } } }`, or flat `'nav.home': { en, fa }`),
 * read through its own helper with a literal key (`t('nav.home', language)`). Those calls never
 * reach the theme dictionaries; the table tells what English (and Arabic, when it has it) the key
 * stands for, so the call can become `t(key)` of the dictionaries.
 */
export interface SitePhrase { en?: string; ar?: string }
export type SiteTable = Map<string, SitePhrase>;

/** Language codes a phrase leaf is keyed by: not `id` (Indonesian), which names records far more often. */
export const LANGUAGE_CODES = new Set([...ALL_LANGUAGES].filter((c) => c !== 'id'));
/** A locale tag as code writes it: `ar`, `en-US`, `pt_BR`, `fil`. */
export const LOCALE_TAG = /^[a-z]{2,3}([-_][A-Za-z]{2,4})?$/;

const keyName = (p: t.ObjectProperty): string | null =>
  p.computed ? null : t.isIdentifier(p.key) ? p.key.name : t.isStringLiteral(p.key) ? p.key.value : null;

/** The text of a string or an expression-free template literal. */
export function plainText(n: t.Node | null | undefined): string | null {
  if (t.isStringLiteral(n)) return n.value;
  if (t.isTemplateLiteral(n) && n.expressions.length === 0) return n.quasis[0].value.cooked ?? null;
  return null;
}

/** `{ fr: '…', en: '…' }`: every key a language code, every value a text, English or Arabic among them. */
export function phraseLeaf(o: t.ObjectExpression): SitePhrase | null {
  if (o.properties.length < 2) return null;
  const phrase: Record<string, string> = {};
  for (const p of o.properties) {
    if (!t.isObjectProperty(p)) return null;
    const k = keyName(p);
    const v = plainText(p.value);
    if (!k || !LANGUAGE_CODES.has(k) || v === null) return null;
    phrase[k] = v;
  }
  if (phrase.en === undefined && phrase.ar === undefined) return null;
  return { en: phrase.en, ar: phrase.ar };
}

function walk(o: t.ObjectExpression, path: string[], out: SiteTable, depth: number): void {
  if (depth > 6) return;
  for (const p of o.properties) {
    if (!t.isObjectProperty(p) || !t.isObjectExpression(p.value)) continue;
    const k = keyName(p);
    if (!k) continue;
    const leaf = phraseLeaf(p.value);
    const key = [...path, k].join('.');
    if (!leaf) walk(p.value, [...path, k], out, depth + 1);
    // A key two tables give different phrases is no one phrase: it is left to the source.
    else if (out.has(key) && JSON.stringify(out.get(key)) !== JSON.stringify(leaf)) out.set(key, {});
    else out.set(key, leaf);
  }
}

/** The texts of one language's row (`{ 'nav.home': 'Home', hero: { title: '…' } }`) by their key path. */
function rowTexts(o: t.ObjectExpression, path: string[], out: Map<string, string>, depth: number): void {
  if (depth > 6) return;
  for (const p of o.properties) {
    if (!t.isObjectProperty(p)) continue;
    const k = keyName(p);
    if (!k) continue;
    const text = plainText(p.value);
    if (text !== null) out.set([...path, k].join('.'), text);
    else if (t.isObjectExpression(p.value)) rowTexts(p.value, [...path, k], out, depth + 1);
  }
}

/**
 * The same table turned around: one row per language, each a key → text object
 * (`{ en: { 'nav.menu': 'Menu' }, es: { 'nav.menu': 'Menú' } }`, read by `lookup(language, key)`
 * or a context's `t(key)`). Each key of the English (else Arabic) row is one phrase.
 */
function languageRows(o: t.ObjectExpression, out: SiteTable): boolean {
  const rows = new Map<string, t.ObjectExpression>();
  for (const p of o.properties) {
    if (!t.isObjectProperty(p)) return false;
    const k = keyName(p);
    const v = withoutTypeCasts(p.value);
    if (!k || !LANGUAGE_CODES.has(k) || !t.isObjectExpression(v)) return false;
    rows.set(k, v);
  }
  if (rows.size < 2 || (!rows.has('en') && !rows.has('ar'))) return false;
  const texts = (code: string) => { const m = new Map<string, string>(); const r = rows.get(code); if (r) rowTexts(r, [], m, 0); return m; };
  const en = texts('en');
  const ar = texts('ar');
  for (const key of new Set([...en.keys(), ...ar.keys()])) {
    const leaf: SitePhrase = { en: en.get(key), ar: ar.get(key) };
    if (out.has(key) && JSON.stringify(out.get(key)) !== JSON.stringify(leaf)) out.set(key, {});
    else out.set(key, leaf);
  }
  return true;
}

/** The phrase tables of the given modules, by the key a helper is called with (the path under the table). */
export function collectSiteTable(asts: t.File[], into: SiteTable = new Map()): SiteTable {
  for (const ast of asts) {
    // moduleDeclarators gives each initialiser seen through its type casts.
    for (const { init } of moduleDeclarators(ast)) if (t.isObjectExpression(init) && !languageRows(init, into)) walk(init, [], into, 0);
  }
  return into;
}
