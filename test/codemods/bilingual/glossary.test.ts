import { describe, expect, it } from 'vitest';
import { languageOf, toArabic, toEnglish } from '../../../src/codemods/bilingual/glossary.js';
import { languageReport } from '../../../src/codemods/bilingual/language-status.js';

describe('bilingual glossary', () => {
  it('matches trimmed and case-insensitively, keeping a trailing ellipsis or colon', () => {
    expect(toArabic('  ADD TO CART ')).toBe('أضف إلى السلة');
    expect(toArabic('Email:')).toBe('البريد الإلكتروني:');
    expect(toArabic('Loading...')).toBe('جارٍ التحميل…');
    expect(toArabic('Handmade with love')).toBeUndefined();
  });
  it('finds English for Arabic UI text (the mirror case)', () => {
    expect(toEnglish('أضف إلى السلة')).toBe('Add to cart');
    expect(toEnglish('الإجمالي:')).toBe('Total:');
    expect(languageOf('سلة المشتريات')).toBe('ar');
    expect(languageOf('Cart')).toBe('en');
  });
});

describe('language status', () => {
  it('is partial while a string lacks a side, with one Open question each', () => {
    const r = languageReport({ en: { 'a.cart': 'Cart', 'a.story': 'Our story' }, ar: { 'a.cart': 'السلة', 'a.only': 'فقط' } }, 'src/i18n/ar.json', 'src/i18n/en.json');
    expect(r.status).toBe('partial');
    expect(r.openQuestions).toEqual(['src/i18n/ar.json: Arabic for "Our story" (a.story)?', 'src/i18n/en.json: English for "فقط" (a.only)?']);
  });
  it('is bilingual when every key has both languages', () => {
    expect(languageReport({ en: { k: 'Cart' }, ar: { k: 'السلة' } }, 'ar.json', 'en.json').status).toBe('bilingual');
  });
  it('stays partial while the English slot holds the copy of a source written in another language, and says what to do', () => {
    const r = languageReport({ en: { k: 'Carrello' }, ar: { k: 'السلة' } }, 'ar.json', 'en.json', [], ['it']);
    expect(r.status).toBe('partial');
    expect(r.note).toMatch(/written in it: en\.json holds that copy, not English.*translate --export <dir>` asks for English of each entry of en\.json/);
  });
});
