import { describe, expect, it } from 'vitest';
import { languageDrift } from '../../src/verify/page-facts.js';
import { otherLanguageReason } from '../../src/verify/visit.js';

// A view shot after its text was read must be in the language the read saw.
describe('languageDrift', () => {
  const ar = { lang: 'ar', dir: 'rtl', arabicShare: 0.82 };
  it('is null for a view that stayed in its language (its text may move a little)', () => {
    expect(languageDrift(ar, { ...ar, arabicShare: 0.7 })).toBeNull();
    expect(languageDrift(ar, { lang: 'ar-SA', dir: 'RTL', arabicShare: 0.9 })).toBeNull();
    // A rotating banner moving a little around the middle is no change of language.
    expect(languageDrift({ ...ar, arabicShare: 0.55 }, { ...ar, arabicShare: 0.45 })).toBeNull();
  });

  it('says how the view moved when its lang, dir or text went to the other language', () => {
    expect(languageDrift(ar, { ...ar, arabicShare: 0.1 })).toBe('lang="ar" dir="rtl", 82% Arabic, then lang="ar" dir="rtl", 10% Arabic');
    expect(languageDrift(ar, { lang: 'en', dir: 'ltr', arabicShare: 0.82 })).toContain('then lang="en" dir="ltr"');
    expect(languageDrift({ lang: 'en', dir: 'ltr', arabicShare: 0 }, { lang: 'en', dir: 'ltr', arabicShare: 0.9 })).toContain('then lang="en" dir="ltr", 90% Arabic');
  });

  it('names the texts of the other language a view shows', () => {
    expect(otherLanguageReason(['Welcome in', 'Basket', 'Tea of the day', 'More'], 'ar')).toBe('shows the other language\'s text in the ar view (4): "Welcome in", "Basket", "Tea of the day", …');
  });
});
