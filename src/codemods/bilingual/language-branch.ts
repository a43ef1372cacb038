import * as t from '@babel/types';
import { languageOf } from './glossary.js';

/**
 * Copy chosen by the source's own language (`language === 'fr' ? 'Verrerie' : 'Glassware'`,
 * `isArabic ? 'سلة' : 'Cart'`): the theme's languages are ar and en, so the English branch (and
 * the Arabic one, when there is one) is the copy; a third language's branch is dropped.
 */
export interface LanguageBranches { en: t.Expression | null; ar: t.Expression | null }

/** A value naming the current language: `lang`, `language`, `locale`, `i18n.language`, `currentLang`. */
const LANGUAGE_NAME = /(^|[a-z_])(lang|language|locale|lng)$/i;
const CODE = /^([a-z]{2})(-[A-Za-z]{2,4})?$/;
/** A boolean naming the Arabic (right-to-left) or the English side. */
const ARABIC_FLAG = /^(is)?(arabic|ar|rtl)$/i;
const ENGLISH_FLAG = /^is(english|en)$/i;

function lastName(n: t.Node): string | null {
  if (t.isIdentifier(n)) return n.name;
  if (t.isMemberExpression(n) && !n.computed && t.isIdentifier(n.property)) return n.property.name;
  return null;
}

export const namesLanguage = (n: t.Node) => LANGUAGE_NAME.test(lastName(n) ?? '');

/** The language of a branch by what it holds (its first text), else `fallback`. */
function branchLanguage(n: t.Node, fallback: 'en' | 'ar'): 'en' | 'ar' {
  let text: string | null = null;
  t.traverseFast(n, (m) => {
    if (text === null && t.isStringLiteral(m)) text = m.value;
  });
  return text === null ? fallback : languageOf(text);
}

/** The code a test compares the language with, and whether the consequent is that language. */
function comparedCode(test: t.Expression): { code: string; consequentIs: boolean } | null {
  if (!t.isBinaryExpression(test) || !/^[!=]==?$/.test(test.operator)) return null;
  const { left, right } = test;
  const lit = t.isStringLiteral(right) && namesLanguage(left) ? right : t.isStringLiteral(left) && namesLanguage(right) ? left : null;
  const m = lit && CODE.exec(lit.value);
  return m ? { code: m[1], consequentIs: test.operator.startsWith('=') } : null;
}

/**
 * A language named in its own words, or its code, as a language switch shows it (`'عربي'`, `'EN'`,
 * `'English'`): the same in every locale, so no copy to translate.
 */
export const LANGUAGE_SELF_NAME = /^\s*(en|ar|eng|english|عربي|عربى|العربية)\s*$/i;

const selfName = (n: t.Node) => t.isStringLiteral(n) && LANGUAGE_SELF_NAME.test(n.value);

export function languageBranches(c: t.ConditionalExpression): LanguageBranches | null {
  // A switch's label naming the other language (`lang === 'en' ? 'عربي' : 'EN'`): no copy of either language.
  if (selfName(c.consequent) && selfName(c.alternate)) return null;
  const flag = lastName(c.test);
  if (flag && ARABIC_FLAG.test(flag)) return { ar: c.consequent, en: c.alternate };
  if (flag && ENGLISH_FLAG.test(flag)) return { en: c.consequent, ar: c.alternate };
  const cmp = comparedCode(c.test);
  if (!cmp) return null;
  const named = cmp.consequentIs ? c.consequent : c.alternate;
  const other = cmp.consequentIs ? c.alternate : c.consequent;
  if (cmp.code === 'en') return branchLanguage(other, 'en') === 'ar' ? { en: named, ar: other } : { en: named, ar: null };
  if (cmp.code === 'ar') return { ar: named, en: other };
  // A third language's branch is dropped; the other is English, or Arabic when it is written in it.
  return branchLanguage(other, 'en') === 'ar' ? { en: null, ar: other } : { en: other, ar: null };
}
