import { describe, expect, it } from 'vitest';
import { answeredTranslations, answerKey, completeDictionaries, dictionaryJson, dictionaryKeys, withoutAnsweredTranslations } from '../../../src/codemods/bilingual/answers.js';
import type { Dictionary } from '../../../src/codemods/bilingual/extract.js';
import { languageReport } from '../../../src/codemods/bilingual/language-status.js';

const FILES = { ar: 'src/i18n/ar.json', en: 'src/i18n/en.json' };

describe('bilingual: the way to a complete theme', () => {
  it('reads the translations a person wrote after an Open question', () => {
    const answers = answeredTranslations([
      'src/i18n/ar.json: Arabic for "Our story" (about.our-story)? قصتنا',
      'src/i18n/ar.json: Arabic for "Shop now" (home.shop-now)? → "تسوق الآن"',
      'src/i18n/en.json: English for "نورة ع." (testimonials.نورة-ع)? = Noura A.',
      'src/i18n/translations.ts:12: Arabic for "Cart totals" (cartTotals)? مجموع السلة',
      'src/i18n/ar.json: Arabic for "Not answered" (a.not-answered)?',
      'No template for the missing "faq" page: build it by hand in the source design',
    ]);
    expect(Object.fromEntries(answers)).toEqual({
      [answerKey(FILES.ar, 'ar', 'about.our-story')]: 'قصتنا',
      [answerKey(FILES.ar, 'ar', 'home.shop-now')]: 'تسوق الآن',
      [answerKey(FILES.en, 'en', 'testimonials.نورة-ع')]: 'Noura A.',
      [answerKey('src/i18n/translations.ts', 'ar', 'cartTotals')]: 'مجموع السلة',
    });
  });

  it('fills each missing side from an answer, else the glossary, else leaves an empty entry; filled entries stay', () => {
    const dict: Dictionary = {
      en: { 'a.cart': 'Cart', 'a.story': 'Our story', 'a.mine': 'Mine', 'a.open': 'Still open' },
      ar: { 'a.mine': 'ملكي', 'a.open': '', 'a.only': 'فقط' },
    };
    const answers = answeredTranslations(['src/i18n/ar.json: Arabic for "Our story" (a.story)? قصتنا', 'src/i18n/ar.json: Arabic for "Mine" (a.mine)? ليس هذا']);
    expect(completeDictionaries(dict, answers, FILES)).toBe(2);
    expect(dict.ar).toEqual({ 'a.cart': 'السلة', 'a.story': 'قصتنا', 'a.mine': 'ملكي', 'a.open': '', 'a.only': 'فقط' });
    expect(dict.en['a.only']).toBe('');
    // Empty entries are what is still missing: the status stays partial and asks for them.
    const report = languageReport(dict, FILES.ar, FILES.en);
    expect(report.status).toBe('partial');
    expect(report.openQuestions).toEqual(['src/i18n/ar.json: Arabic for "Still open" (a.open)?', 'src/i18n/en.json: English for "فقط" (a.only)?']);
    // Both files list the keys in one order, so a person fills ar.json beside en.json.
    const keys = dictionaryKeys(dict);
    expect(Object.keys(JSON.parse(dictionaryJson(dict.ar, keys)) as object)).toEqual(Object.keys(JSON.parse(dictionaryJson(dict.en, keys)) as object));
  });

  it('is bilingual once every empty entry is filled', () => {
    const dict = { en: { 'a.open': 'Still open' }, ar: { 'a.open': 'ما زال مفتوحًا' } };
    expect(completeDictionaries(dict, new Map(), FILES)).toBe(0);
    expect(languageReport(dict, FILES.ar, FILES.en).status).toBe('bilingual');
  });

  it('drops the translation questions of an earlier run once they are written, and keeps every other question', () => {
    const earlier = [
      'src/i18n/ar.json: Arabic for "Our story" (a.story)? قصتنا',
      'src/i18n/ar.json: Arabic for "Still open" (a.open)?',
      'src/i18n/translations.ts:12: Arabic for "Cart totals" (cartTotals)?',
      'docs/other.json: Arabic for "Elsewhere" (x.y)?',
      'No template for the missing "faq" page: build it by hand in the source design',
    ];
    const files = new Set([FILES.ar, FILES.en, 'src/i18n/translations.ts']);
    expect(withoutAnsweredTranslations(earlier, ['src/i18n/ar.json: Arabic for "Still open" (a.open)?'], files)).toEqual([
      'src/i18n/ar.json: Arabic for "Still open" (a.open)?',
      'docs/other.json: Arabic for "Elsewhere" (x.y)?',
      'No template for the missing "faq" page: build it by hand in the source design',
    ]);
  });
});
