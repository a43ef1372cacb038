import type { Node } from '@babel/types';
import { isRecord, literalValue, type Json } from '../preview/literal-data.js';
import { LANGUAGE_CODES, languageOf } from '../../../rules/glossary/language-codes.js';

/** Language codes a per-language record is keyed by (`en`, `fr`, `pt-BR`, `zh_CN`). */
const LANG_KEY = /^[a-z]{2}(?:[-_][A-Za-z]{2})?$/;
const unwrap = (n: Node): Node => (n.type === 'TSAsExpression' || n.type === 'TSSatisfiesExpression' || n.type === 'ParenthesizedExpression' ? unwrap(n.expression) : n);
const keyOf = (k: Node): string | null => (k.type === 'Identifier' ? k.name : k.type === 'StringLiteral' ? k.value : null);

/** The records of an object literal that keeps one record per language, by language; null when it is not one. */
export function perLanguage(init: Node): Map<string, Record<string, Json>> | null {
  if (init.type !== 'ObjectExpression' || init.properties.length < 2) return null;
  const out = new Map<string, Record<string, Json>>();
  for (const p of init.properties) {
    if (p.type !== 'ObjectProperty' || p.computed) return null;
    const k = keyOf(p.key);
    if (!k || !LANG_KEY.test(k) || unwrap(p.value as Node).type !== 'ObjectExpression') return null;
    const v = literalValue(p.value as Node);
    if (!isRecord(v)) return null;
    out.set(k, v);
  }
  return [...out.keys()].some((k) => LANGUAGE_CODES.has(languageOf(k))) ? out : null;
}

/** An object literal keyed by language codes (`{ fr: {…}, en: {…} }`): its keys are languages, not slugs. */
export const isPerLanguage = (init: Node): boolean => perLanguage(unwrap(init)) !== null;

