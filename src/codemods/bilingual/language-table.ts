import * as t from '@babel/types';
import { moduleDeclarators } from './module-consts.js';

/**
 * A source with its own language state often describes its languages in a table keyed by code
 * (`const languages = { en: { name: 'English', dir: 'ltr' }, fa: { … } }`) and reads it with the
 * state (`languages[lang].dir`). Once that state is the platform locale, `lang` can be `ar`: a
 * table without an `ar` row makes every page throw in Arabic. Such a table gets an `ar` row with
 * the fields the `en` row has: direction `rtl`, names "Arabic" / "العربية", the code; any other
 * text field (a flag, an icon) empty, other values as `en` has them.
 */

const CODE = /^[a-z]{2,3}(-[A-Za-z]{2,4})?$/;
/** Fields that make a row language metadata (not, say, an i18next `{ translation }` bundle). */
const METADATA = /^(dir|direction|rtl|isRtl|isRTL|nativeName|native)$/;

const keyOf = (p: t.ObjectProperty): string | null => (t.isIdentifier(p.key) && !p.computed ? p.key.name : t.isStringLiteral(p.key) ? p.key.value : null);

/** The value an `ar` row gets for a field of the `en` row. */
function arabicValue(field: string, en: t.Expression): t.Expression {
  if (/^(dir|direction)$/.test(field)) return t.stringLiteral('rtl');
  if (/^(rtl|isRtl|isRTL)$/.test(field)) return t.booleanLiteral(true);
  if (/^(nativeName|native|nativeLabel)$/.test(field)) return t.stringLiteral('العربية');
  if (/^(name|label|englishName|title)$/.test(field)) return t.stringLiteral('Arabic');
  if (/^(code|locale|lang|language|lng|id|value|key)$/.test(field)) return t.stringLiteral('ar');
  if (t.isStringLiteral(en) || t.isTemplateLiteral(en)) return t.stringLiteral('');
  return t.cloneNode(en, true, true);
}

/** Is this object literal a language table with an `en` row and no `ar` row? Returns the `en` row. */
function englishRow(obj: t.ObjectExpression): t.ObjectExpression | null {
  const props = obj.properties;
  if (props.length < 2 || !props.every((p): p is t.ObjectProperty => t.isObjectProperty(p) && CODE.test(keyOf(p) ?? '') && t.isObjectExpression(p.value))) return null;
  if (props.some((p) => keyOf(p) === 'ar')) return null;
  const en = props.find((p) => keyOf(p) === 'en')?.value as t.ObjectExpression | undefined;
  if (!en || !en.properties.some((q) => t.isObjectProperty(q) && METADATA.test(keyOf(q) ?? ''))) return null;
  return en;
}

/** Add an `ar` row to each module-level language table in the file; true when one was added. */
export function addArabicRows(ast: t.File): boolean {
  let changed = false;
  for (const { init } of moduleDeclarators(ast)) {
    if (!t.isObjectExpression(init)) continue;
    const en = englishRow(init);
    if (!en) continue;
    const fields = en.properties.filter((q): q is t.ObjectProperty => t.isObjectProperty(q) && keyOf(q) !== null && t.isExpression(q.value));
    const row = t.objectExpression(fields.map((q) => { const k = keyOf(q)!; return t.objectProperty(t.isValidIdentifier(k) ? t.identifier(k) : t.stringLiteral(k), arabicValue(k, q.value as t.Expression)); }));
    init.properties.push(t.objectProperty(t.identifier('ar'), row));
    changed = true;
  }
  return changed;
}
