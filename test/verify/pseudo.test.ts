import { describe, expect, it } from 'vitest';
import { judge, type ImportedEntry } from '../../src/translate/exchange.js';
import type { Dictionaries } from '../../src/translate/dictionaries.js';
import { MARK_CLOSE, MARK_OPEN, marked, otherLanguageParts, pseudoArabic, pseudoDictionaries, pseudoEnglish, unmarked, unmarkedParts } from '../../src/verify/pseudo.js';
import { brandOfPackageName, demoStrings, notFollowingLocale, untranslatedText, type ShownText } from '../../src/verify/untranslated.js';
import { brandNames, literalStrings, personNames } from '../../src/verify/static-records.js';

describe('pseudo-translations', () => {
  it('writes the Arabic side in Arabic letters between ⟦⟧, keeping placeholders and markup', () => {
    const ar = pseudoArabic('Hello {name}, you have <b>{count}</b> items');
    expect(ar.startsWith('⟦') && ar.endsWith('⟧')).toBe(true);
    expect(ar).toContain('{name}');
    expect(ar).toContain('<b>{count}</b>');
    expect(ar).not.toMatch(/[A-Za-z]{2}(?![^{<]*[}>])/);
    expect(ar).toMatch(/\p{Script=Arabic}/u);
  });

  it('writes the English side in accented Latin between [], from Arabic or English', () => {
    const fromArabic = pseudoEnglish('أضف إلى السلة');
    expect(fromArabic).toMatch(/^\[.+\]$/);
    expect(fromArabic).not.toMatch(/\p{Script=Arabic}/u);
    expect(pseudoEnglish('Test')).toBe('[Ŧêšŧ]');
    // Vowel marks, the tatweel and Arabic-Indic digits leave no Arabic script behind.
    expect(pseudoEnglish('يوميًا ١٢:٠٠ مـساءً')).toMatch(/^\[[^\u0600-\u06FF]+ 12:00 [^\u0600-\u06FF]+\]$/);
  });

  it('passes the import check of translate (placeholders, markup, script, not identical)', () => {
    const d: Dictionaries = { folder: 'src/i18n', keys: ['k'], entries: { en: { k: 'Hi {name} <br/>' }, ar: { k: '' } }, raw: { en: '', ar: '' }, foreign: null, sourceCopy: null };
    const e = (text: string): ImportedEntry => ({ key: 'k', source: 'Hi {name} <br/>', text, flags: [], line: 1 });
    expect(judge(e(pseudoArabic('Hi {name} <br/>')), 'ar', d, d.entries.en.k)).toEqual({ ok: true });
    const back: Dictionaries = { folder: 'src/i18n', keys: ['k'], entries: { en: { k: '' }, ar: { k: 'مرحبا {name}' } }, raw: { en: '', ar: '' }, foreign: null, sourceCopy: null };
    expect(judge({ key: 'k', source: 'مرحبا {name}', text: pseudoEnglish('مرحبا {name}'), flags: [], line: 1 }, 'en', back, back.entries.ar.k)).toEqual({ ok: true });
  });

  it('marks every entry of a pseudo build and fills only the empty side', () => {
    const p = pseudoDictionaries({ a: 'Shop', b: '', c: '' }, { a: 'المتجر', b: 'السلة', c: '' });
    expect(p.en.a).toBe(marked('Shop', 'en'));
    expect(p.ar.a).toBe(marked('المتجر', 'ar'));
    expect(p.en.b).toBe(marked(pseudoEnglish('السلة'), 'en'));
    // Empty on both sides: t() shows the key, marked as coming through the dictionaries (of no one language).
    expect(p.ar.c).toBe(marked('c'));
    expect(p.filled).toEqual({ en: 1, ar: 0 });
  });

  it('marks each word of an entry, so a text the page cuts into words keeps its marks on every piece', () => {
    const p = pseudoDictionaries({ h: 'Fresh <b>hot</b> loaves' }, { h: '' });
    expect(p.en.h).toBe(`${marked('Fresh', 'en')} <b>${marked('hot', 'en')}</b> ${marked('loaves', 'en')}`);
    for (const piece of p.ar.h.split(' ')) expect(unmarkedParts(piece.replace(/<[^<>]*>/g, ''))).toEqual([]);
    expect(unmarked(p.ar.h)).toBe(pseudoArabic('Fresh <b>hot</b> loaves'));
  });

  // A part of the page drawn before it took its locale shows the other dictionary's words: told
  // apart by the language each entry is marked with; a text the same in both languages is not.
  it("finds the other language's dictionary text in a view", () => {
    const p = pseudoDictionaries({ hi: 'Welcome to the bakery', brand: 'Crumb & Co', cart: 'Basket' }, { hi: 'أهلا بكم في المخبز', brand: 'Crumb & Co', cart: 'السلة' });
    expect(otherLanguageParts(p.en.hi, 'ar')).toEqual(['Welcome to the bakery']);
    expect(otherLanguageParts(p.en.hi, 'en')).toEqual([]);
    expect(otherLanguageParts(p.ar.hi, 'ar')).toEqual([]);
    expect(otherLanguageParts(p.ar.cart, 'en')).toEqual(['السلة']);
    // The brand reads the same in both: it says nothing of the language shown.
    expect(otherLanguageParts(p.en.brand, 'ar')).toEqual([]);
    // Two entries with the page's own text between them are two texts.
    expect(otherLanguageParts(`${p.en.cart} (3) ${p.en.hi}`, 'ar')).toEqual(['Basket', 'Welcome to the bakery']);
    expect(otherLanguageParts(`${p.en.cart} ${p.en.hi}`, 'ar')).toEqual(['Basket Welcome to the bakery']);
  });
});

describe('unmarkedParts', () => {
  it('keeps only the text outside the marks', () => {
    expect(unmarkedParts(`${marked('Shop')} now`)).toEqual(['now']);
    expect(unmarkedParts(`Hello ${marked('friend')}, welcome ${marked('home')}`)).toEqual(['Hello', ', welcome']);
    expect(unmarkedParts(marked('all of it'))).toEqual([]);
  });

  it('treats a text cut by the code as marked to its end (or from its start)', () => {
    expect(unmarkedParts(`${MARK_OPEN}A long description cut`)).toEqual([]);
    expect(unmarkedParts(`the end of it${MARK_CLOSE} tail`)).toEqual(['tail']);
  });
});

describe('untranslatedText', () => {
  const shown = (raw: string, kind: ShownText['kind'] = 'text', home = false): ShownText => ({ kind, raw, home });
  const none = { data: [], brands: [] };

  it('reports hard-coded words, attributes and the window title', () => {
    const found = untranslatedText([shown('Subscribe'), shown('Our team at work', 'alt'), shown('Your email', 'placeholder'), shown('Welcome | Crumb', 'document.title')], none);
    expect(found).toEqual([
      { kind: 'text', text: 'Subscribe' },
      { kind: 'alt', text: 'Our team at work' },
      { kind: 'placeholder', text: 'Your email' },
      { kind: 'document.title', text: 'Welcome | Crumb' },
    ]);
  });

  it('leaves out a keyboard shortcut a library appends to a label, not the words around it', () => {
    expect(untranslatedText([shown('alt+T', 'aria-label'), shown('Ctrl + K', 'title')], none)).toEqual([]);
    expect(untranslatedText([shown('Alerts alt+T', 'aria-label'), shown('Salt+pepper')], none)).toEqual([
      { kind: 'aria-label', text: 'Alerts alt+T' },
      { kind: 'text', text: 'Salt+pepper' },
    ]);
  });

  it('leaves out numbers, prices, dates, addresses and language names', () => {
    const texts = ['42', '$ 19.99', 'SAR 25.00', '\u200f10.00 US$', 'Nov 26, 2026', 'hello@crumb.test', 'https://crumb.test/x', '+966 55 123 4567', 'English', 'AR', '×'];
    expect(untranslatedText(texts.map((t) => shown(t)), none)).toEqual([]);
  });

  it('takes sizes crossed by an x for numbers, not the words beside them', () => {
    expect(untranslatedText([shown('12X7, 14x6.5, 15x6'), shown('8 × 3.75 +2'), shown('40x60x2 cm')], none).map((u) => u.text)).toEqual(['40x60x2 cm']);
    expect(untranslatedText([shown('Frames 54x38'), shown('box2x3')], none).map((u) => u.text)).toEqual(['Frames 54x38', 'box2x3']);
  });

  it('leaves out the brand, a logo linking home, and the demo data', () => {
    const not = { data: demoStrings({ products: [{ name: 'Rye loaf', description: 'Baked slowly overnight with a sour starter.' }] }), brands: ['Crumb & Co'] };
    const found = untranslatedText([
      shown('Crumb & Co'), shown('© 2026 Crumb & Co'), shown('Bakehouse', 'text', true), shown('Bakehouse Journal'),
      shown('Rye loaf'), shown('Baked slowly overnight'), shown('Fresh Rye loaf'),
    ], not);
    expect(untranslatedText([shown('Meet the team')], { data: ['Tea'], brands: [] })).toEqual([{ kind: 'text', text: 'Meet the team' }]);
    // A record's whole value is data however short (a two-letter service name); inside copy it takes nothing.
    expect(untranslatedText([shown('Ox'), shown('Ox tail')], { data: ['Ox'], brands: [] })).toEqual([{ kind: 'text', text: 'Ox tail' }]);
    // What is left beside a brand or a record is still copy: "Journal", "Fresh".
    expect(found).toEqual([{ kind: 'text', text: 'Bakehouse Journal' }, { kind: 'text', text: 'Fresh Rye loaf' }]);
  });

  it('counts well-known service names (social networks, payments) as names, not the copy around them', () => {
    const found = untranslatedText([shown('Instagram'), shown('TikTok', 'aria-label'), shown('Pay with Apple Pay'), shown('Follow us on Pinterest')], none);
    expect(found).toEqual([{ kind: 'text', text: 'Pay with Apple Pay' }, { kind: 'text', text: 'Follow us on Pinterest' }]);
    // A privacy policy's numbered heading naming an ads service is a name; the sentence about it is copy.
    expect(untranslatedText([shown('4.1 Google AdSense'), shown('We use Google Analytics to count visits.')], none)).toEqual([{ kind: 'text', text: 'We use Google Analytics to count visits.' }]);
  });

  it('leaves out the records of a static surface, read from the generated module without running it', () => {
    const module = `// generated\nexport const reviews = [\n  { "id": "review-1", "author": "Review author 1", "quote": "Lovely crumb" }\n];\nconst hidden = 'Not exported';\n`;
    const data = literalStrings(module);
    expect(data).toEqual(['review-1', 'Review author 1', 'Lovely crumb']);
    expect(untranslatedText([shown('Review author 1'), shown('Lovely crumb'), shown('Read more')], { data, brands: [] })).toEqual([{ kind: 'text', text: 'Read more' }]);
  });

  it('reads the brand out of a package-style theme name', () => {
    expect(brandOfPackageName('crumb-and-co-client')).toBe('crumb and co');
    expect(brandOfPackageName('@bakers/rye_house-web-app')).toBe('rye house');
    expect(brandOfPackageName('Crumb')).toBe('Crumb');
    expect(untranslatedText([shown('Crumb and Co'), shown('Crumb and Co Journal')], { data: [], brands: [brandOfPackageName('crumb-and-co-client')] }))
      .toEqual([{ kind: 'text', text: 'Crumb and Co Journal' }]);
  });

  it('does not report text inside the marks', () => {
    expect(untranslatedText([shown(marked('Subscribe')), shown(`${marked('Items')}: 3`)], none)).toEqual([]);
  });
});

describe('notFollowingLocale', () => {
  it('keeps what shows the same in both locales or in the wrong script', () => {
    const ar = [{ kind: 'text' as const, text: 'Join' }, { kind: 'text' as const, text: 'سلتك فارغة' }, { kind: 'text' as const, text: 'Free delivery' }];
    const en = [{ kind: 'text' as const, text: 'Join' }, { kind: 'text' as const, text: 'Your cart is empty' }];
    // "سلتك فارغة" and "Your cart is empty" follow the locale (a translation of the source's own).
    expect(notFollowingLocale(ar, 'ar', en)).toEqual([ar[0], ar[2]]);
    expect(notFollowingLocale(en, 'en', ar)).toEqual([en[0]]);
    expect(notFollowingLocale([{ kind: 'text', text: 'مرحبا' }], 'en', null)).toHaveLength(1);
  });
});

describe('personNames', () => {
  it('takes the names of people kept in records (reviewers, authors), not the names of products or the copy', () => {
    const module = `export const voices = [
  { id: 1, name: 'Oona', surname: 'Varga', quote: 'The sourdough is worth the queue.', stars: 5 },
  { id: 2, user: { username: 'Teodor Blum', avatar: '/t.png' }, review: 'Kind staff and quick delivery.' },
];
export const team = [{ name: 'Ilse Moreau', role: 'Head baker' }];
export const post = { title: 'Our new oven', author: 'Rafi Lund' };
export const loaves = [{ name: 'Rye loaf', price: 6, rating: 4.5 }];
export const links = [{ name: 'menu', to: '/menu' }];`;
    expect(personNames(module).sort()).toEqual(['Ilse Moreau', 'Oona', 'Rafi Lund', 'Teodor Blum', 'Varga']);
  });
});

describe('brandNames', () => {
  it("takes the business's own name from constants and fields that say so, not other names or copy", () => {
    const module = `const SITE_NAME = 'Pinecone Goods';
const DEFAULT_TITLE = 'Handmade homeware';
export const seo = { storeName: 'Pinecone', title: 'Shop the range', appName: '' };
export function Footer() {
  const companyName = 'Pinecone Goods Ltd';
  const productName = 'Cedar tray';
  return companyName + productName + SITE_NAME;
}`;
    expect(brandNames(module).sort()).toEqual(['Pinecone', 'Pinecone Goods', 'Pinecone Goods Ltd']);
  });
});
