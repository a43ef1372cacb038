import * as t from '@babel/types';
import { toArabic, toEnglish } from './glossary.js';

/**
 * A partial source's own dictionary: an object literal with `en` and `ar` objects of strings
 * (`translations = { en: {…}, ar: {…} }`). Only the missing side is filled, from the glossary;
 * what the glossary lacks is returned as missing.
 */
export interface SourceDictionaryResult {
  changed: boolean;
  filled: number;
  missing: { key: string; text: string; lacks: 'ar' | 'en'; line: number }[];
}

const propName = (p: t.ObjectProperty) => (t.isIdentifier(p.key) ? p.key.name : t.isStringLiteral(p.key) ? p.key.value : null);
const stringProps = (o: t.ObjectExpression) =>
  o.properties.filter((p): p is t.ObjectProperty & { value: t.StringLiteral } => t.isObjectProperty(p) && !p.computed && t.isStringLiteral(p.value));

function langObject(o: t.ObjectExpression, lang: string): t.ObjectExpression | null {
  for (const p of o.properties) {
    if (t.isObjectProperty(p) && propName(p) === lang && t.isObjectExpression(p.value)) return p.value;
  }
  return null;
}

/** `answer(lacks, key)`: a translation a person gave (an answered Open question); it comes before the glossary. */
export function fillSourceDictionaries(ast: t.File, answer: (lacks: 'ar' | 'en', key: string) => string | undefined = () => undefined): SourceDictionaryResult {
  const out: SourceDictionaryResult = { changed: false, filled: 0, missing: [] };
  t.traverseFast(ast, (n) => {
    if (!t.isObjectExpression(n)) return;
    const en = langObject(n, 'en');
    const ar = langObject(n, 'ar');
    if (!en || !ar || stringProps(en).length + stringProps(ar).length === 0) return;
    for (const [from, to, lacks] of [[en, ar, 'ar'], [ar, en, 'en']] as const) {
      const have = new Set(to.properties.map((p) => (t.isObjectProperty(p) ? propName(p) : null)));
      for (const p of stringProps(from)) {
        const key = propName(p)!;
        if (have.has(key)) continue;
        const found = answer(lacks, key) ?? (lacks === 'ar' ? toArabic(p.value.value) : toEnglish(p.value.value));
        if (found) {
          to.properties.push(t.objectProperty(t.isIdentifier(p.key) ? t.identifier(key) : t.stringLiteral(key), t.stringLiteral(found)));
          out.filled++;
          out.changed = true;
        } else {
          out.missing.push({ key, text: p.value.value, lacks, line: p.loc?.start.line ?? 0 });
        }
      }
    }
  });
  return out;
}

/** Where the source already switches `dir`/`lang` on the document with its own state. */
export function ownLanguageSwitch(text: string): number | null {
  const lineAt = (i: number) => text.slice(0, i).split('\n').length;
  const i = text.search(/documentElement\.(dir|lang)\s*=|setAttribute\(\s*['"](dir|lang)['"]/);
  if (i >= 0) return lineAt(i);
  // A `dir={…}` attribute on a wrapper counts too when a language value drives it (`lang={…}` does
  // not: a switch names its language with it). A record's own direction (`dir={row.dir}`) is no switch.
  for (const m of text.matchAll(/\sdir=\{([^}]*)\}/g)) {
    if (readsLanguage(m[1])) return lineAt(m.index ?? 0);
  }
  return null;
}

/** An expression naming a language value (`isRTL`, `lang`, `direction`, `i18n.dir()`), not a field of a record or a string. */
function readsLanguage(expr: string): boolean {
  const names = expr.replace(/(['"`])(?:\\.|(?!\1).)*\1/g, ' ').replace(/\.\s*[A-Za-z_$][\w$]*/g, ' ');
  return /[\w$]*(lang|locale|i18n|rtl|arabic|direction)[\w$]*|\bdir\b/i.test(names);
}
