import { describe, expect, it } from 'vitest';
import { keysWithoutEntry, listKeysWithoutEntry } from '../../../src/codemods/bilingual/library-fallbacks.js';
import { parseSource } from '../../../src/load/parse.js';

/**
 * A page reading an i18n library's key its resources never had (`t('menuPage.intro')` where the
 * resources hold `menuPage.header.intro`): i18next shows the key itself, in both languages. The
 * retrofit cannot know the text, so it says where and under which dictionary key it goes.
 */
const PAGE = [
  "import { useTranslation } from 'react-i18next';",
  '',
  'export default function MenuPage({ count }) {',
  '  const { t } = useTranslation();',
  "  const { t: tCart } = useTranslation('cart');",
  '  return (',
  '    <main>',
  "      <h1>{t('menuPage.intro')}</h1>",
  "      <h2>{t('menuPage.header')}</h2>",
  "      <p>{t('menuPage.dishes', { count })}</p>",
  "      <p>{t('menuPage.chef', 'Our chef')}</p>",
  "      <p>{t('menuPage.soon', { defaultValue: 'Soon' })}</p>",
  "      <p>{t('extras:tip')}</p>",
  "      <p>{tCart('empty')}</p>",
  "      <p>{tCart('checkout')}</p>",
  '    </main>',
  '  );',
  '}',
  '',
].join('\n');

describe("an i18n library's key its resources lack", () => {
  it('is found where a page reads it, with its namespace; groups, plurals, defaults and unknown namespaces are not', () => {
    const r = parseSource('MenuPage.jsx', PAGE, 'edit');
    if (!r.ok) throw new Error(r.diagnostic.message);
    const entries = new Map([
      ['translation', new Set(['menuPage.header.title', 'menuPage.header.intro', 'menuPage.dishes_one', 'menuPage.dishes_other'])],
      ['cart', new Set(['empty'])],
    ]);
    expect(keysWithoutEntry(r.ast, { entries, defaultNs: 'translation' })).toEqual([
      { ns: 'translation', key: 'menuPage.intro', written: 'menuPage.intro', line: 8 },
      { ns: 'cart', key: 'checkout', written: 'checkout', line: 15 },
    ]);
  });
});

describe("keys a list hands to an i18n library's t()", () => {
  const MENU = [
    "import { useTranslation } from 'react-i18next';",
    '',
    'const sections = [',
    "  { label: 'home', to: '/' },",
    "  { label: 'gift cards', to: '/gifts' },",
    "  { label: 'menu.title', to: '/menu' },",
    "  { label: 'tastings', to: '/tastings' },",
    '];',
    '',
    'export default function SideMenu() {',
    "  const { t } = useTranslation('nav');",
    '  return <ul>{sections.map((s) => <li key={s.to}><a href={s.to}>{t(s.label)}</a></li>)}</ul>;',
    '}',
    '',
  ].join('\n');

  it('are found when the resources lack them and they read as words; a dotted key is not copy', () => {
    const r = parseSource('SideMenu.jsx', MENU, 'edit');
    if (!r.ok) throw new Error(r.diagnostic.message);
    const entries = new Map([['nav', new Set(['home', 'tastings'])], ['translation', new Set<string>()]]);
    expect(listKeysWithoutEntry(r.ast, { entries, defaultNs: 'translation' })).toEqual([
      { ns: 'nav', key: 'gift cards', line: 5 },
    ]);
    // A namespace the resources do not have is the library's to fail on, not ours to fill.
    expect(listKeysWithoutEntry(r.ast, { entries: new Map([['translation', new Set<string>()]]), defaultNs: 'translation' })).toEqual([]);
  });
});
