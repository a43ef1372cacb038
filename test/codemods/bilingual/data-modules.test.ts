import { describe, expect, it } from 'vitest';
import { extractStrings, type Dictionary } from '../../../src/codemods/bilingual/extract.js';
import * as imported from '../../../src/codemods/bilingual/imported-lists.js';
const { exportedValue, importedValues, keyFields } = imported;
import { printLikeSource } from '../../../src/convert/print.js';
import { parseSource } from '../../../src/load/parse.js';
import { memoryAsts } from '../../helpers/memory-site.js';

/** A small site in memory: each file parsed once, imports resolved by a plain map. */
function site(files: Record<string, string>, links: Record<string, string>) {
  const ast = memoryAsts(files);
  const modules = importedValues({ ast, resolve: (_from, spec) => links[spec] ?? null });
  const dict: Dictionary = { en: {}, ar: {} };
  const extract = (file: string) => extractStrings(ast(file), { file, hookImport: '../i18n/use-t', dict, imported: (spec, name) => modules.value(file, spec, name), importedPath: (n) => modules.pathOf(n) });
  const print = (f: string) => printLikeSource(ast(f), files[f]);
  return { extract, print, dict, modules };
}

const DATA = `export const menuEntries = [
  { slug: 'menu', caption: 'Our menu' },
  { slug: 'home', caption: '', icon: 'house' },
  { slug: 'visit', caption: 'Find us' },
];

const perks = [
  { id: 'p1', title: 'Free refills', note: 'All day long' },
  { id: 'p2', title: 'Quiet corner', note: 'Laptops welcome' },
];
export { perks as housePerks };

export default [{ who: 'Dana R.', says: 'Best flat white in town.' }];
`;

describe('bilingual: records kept in a data module of the site', () => {
  it('keys the records in the module that owns them, read where another module shows them', () => {
    const s = site({
      'src/data/cafe.ts': DATA,
      'src/components/TopBar.jsx': `import { menuEntries } from '../data/cafe';
export default function TopBar() {
  return <nav>{menuEntries.map(({ slug, caption, icon }) => <a key={slug} href={'#' + slug}>{icon ? <i className={icon} /> : null}{caption}</a>)}</nav>;
}
`,
      'src/components/Perks.jsx': `import { housePerks } from '../data/cafe';
import quotes from '../data/cafe';
export default function Perks() {
  return <ul>{housePerks.map((perk) => <li key={perk.id} title={perk.note}>{perk.title}</li>)}<q>{quotes[0].says}</q></ul>;
}
`,
    }, { '../data/cafe': 'src/data/cafe.ts' });
    expect(s.extract('src/components/TopBar.jsx').changed).toBe(true);
    expect(s.extract('src/components/Perks.jsx').changed).toBe(true);
    expect(s.print('src/components/TopBar.jsx')).toMatch(/menuEntries\.map\(\(\{\s*slug,\s*caption,\s*captionKey,\s*icon\s*\}\) =>/);
    expect(s.print('src/components/TopBar.jsx')).toContain('{t(captionKey, caption)}');
    const perks = s.print('src/components/Perks.jsx');
    expect(perks).toContain('title={t(perk.noteKey, perk.note)}');
    expect(perks).toContain('{t(perk.titleKey, perk.title)}');
    expect(perks).toContain('{t(quotes[0].saysKey, quotes[0].says)}');
    const data = s.print('src/data/cafe.ts');
    // The empty caption of the icon entry is no text: it has no key, and shows as it is.
    expect(data).toContain("caption: 'Our menu',\n    captionKey: 'top-bar.our-menu'");
    expect(data).toContain("caption: 'Find us',\n    captionKey: 'top-bar.find-us'");
    expect(data).not.toMatch(/caption: '',\s*captionKey/);
    expect(data).toContain("captionKey: 'top-bar.find-us'");
    expect(data).toContain("saysKey: 'perks.best-flat-white-in-town'");
    expect(s.dict.en).toMatchObject({
      'top-bar.our-menu': 'Our menu', 'top-bar.find-us': 'Find us',
      'perks.free-refills': 'Free refills', 'perks.all-day-long': 'All day long', 'perks.best-flat-white-in-town': 'Best flat white in town.',
    });
    expect(keyFields(s.modules.touched.get('src/data/cafe.ts')!)).toBe(7);
  });

  it('keeps a key the data module already holds when a second component shows the same records', () => {
    const s = site({
      'src/data/cafe.ts': DATA,
      'src/a.jsx': `import { menuEntries } from './data/cafe';\nexport default function A() { return <ul>{menuEntries.map((e) => <li key={e.slug}>{e.caption}</li>)}</ul>; }\n`,
      'src/b.jsx': `import { menuEntries } from './data/cafe';\nexport default function B() { return <ol>{menuEntries.map((e) => <li key={e.slug}>{e.caption}</li>)}</ol>; }\n`,
    }, { './data/cafe': 'src/data/cafe.ts' });
    s.extract('src/a.jsx');
    s.extract('src/b.jsx');
    expect(s.print('src/b.jsx')).toContain('{t(e.captionKey, e.caption)}');
    expect(Object.keys(s.dict.en)).toEqual(['a.our-menu', 'a.find-us']);
  });

  it('does not take a name of the other module for one of this module', () => {
    const s = site({
      'src/data/list.js': `import extra from './more';\nexport const rows = [...extra, { label: 'Kept here' }];\n`,
      'src/c.jsx': `import { rows } from './data/list';\nconst extra = [{ label: 'Not the same list' }];\nexport default function C() { return <ul>{rows.map((r, i) => <li key={i}>{r.label}</li>)}{extra.length}</ul>; }\n`,
    }, { './data/list': 'src/data/list.js' });
    s.extract('src/c.jsx');
    // `extra` there is not this module's `extra`: only the record written in the list is keyed.
    expect(s.print('src/c.jsx')).toContain("const extra = [{ label: 'Not the same list' }];");
    expect(s.print('src/data/list.js')).toContain("labelKey: 'c.kept-here'");
    expect(s.dict.en).toEqual({ 'c.kept-here': 'Kept here' });
  });

  it('keys a list field of the records another module shows item by item (tags of each photo)', () => {
    const s = site({
      'src/data/photos.js': `export const photos = [\n  { src: '/a.jpg', tags: ['terrace', 'evening light'] },\n  { src: '/b.jpg', tags: ['pastry'] },\n  { src: '/c.jpg' },\n];\n`,
      'src/components/Wall.jsx': `import { photos } from '../data/photos';
export default function Wall() {
  return <div>{photos.map((ph) => <figure key={ph.src}><img src={ph.src} alt="" />{ph.tags && ph.tags.map((tag) => <span key={tag}>{tag}</span>)}</figure>)}</div>;
}
`,
    }, { '../data/photos': 'src/data/photos.js' });
    expect(s.extract('src/components/Wall.jsx').changed).toBe(true);
    const wall = s.print('src/components/Wall.jsx');
    expect(wall).toContain('{ph.tags && ph.tags.map((tag, index) => <span key={tag}>{t(ph.tagsKeys[index], tag)}</span>)}');
    const data = s.print('src/data/photos.js');
    expect(data).toMatch(/tags: \['terrace', 'evening light'\],\s+tagsKeys: \['wall\.terrace', 'wall\.evening-light'\]/);
    expect(data).toMatch(/tags: \['pastry'\],\s+tagsKeys: \['wall\.pastry'\]/);
    expect(data).toContain("{ src: '/c.jpg' }");
    expect(s.dict.en['wall.evening-light']).toBe('evening light');
    // A second pass keys nothing more.
    expect(s.extract('src/components/Wall.jsx').changed).toBe(false);
  });

  it('reads the value a module exports: by declaration, by an export list, by default', () => {
    const r = parseSource('m.ts', `const A = [1];\nconst B = A;\nexport { B as listed };\nexport const direct = ['x'] as const;\nexport default B;\n`, 'edit');
    if (!r.ok) throw new Error('parse');
    expect(exportedValue(r.ast, 'direct')?.type).toBe('ArrayExpression');
    expect(exportedValue(r.ast, 'listed')?.type).toBe('ArrayExpression');
    expect(exportedValue(r.ast, 'default')?.type).toBe('ArrayExpression');
    expect(exportedValue(r.ast, 'missing')).toBeNull();
  });
});

describe('bilingual: a list an imported helper gives back', () => {
  it('keys the records of the list the helper returns, in its module', () => {
    const s = site({
      'src/data/team.ts': `const crew = [\n  { slug: 'ana', town: 'Porto, PT', motto: 'Measure twice, cut once.' },\n  { slug: 'ben', town: 'Leeds, UK', motto: 'Slow is smooth.' },\n];\nexport const getCrew = () => crew;\nexport function getCrewCopy() { return [...crew]; }\n`,
      'src/pages/Team.jsx': `import { getCrew } from '../data/team';\nexport default function Team() {\n  const crew = getCrew();\n  return <ul>{crew.map((m) => <li key={m.slug}><span>{m.town}</span> {m.motto}</li>)}</ul>;\n}\n`,
    }, { '../data/team': 'src/data/team.ts' });
    s.extract('src/pages/Team.jsx');
    expect(s.print('src/pages/Team.jsx')).toContain('<span>{t(m.townKey, m.town)}</span> {t(m.mottoKey, m.motto)}');
    expect(s.print('src/data/team.ts')).toContain("mottoKey: 'team.measure-twice-cut-once'");
    expect(s.dict.en['team.porto-pt']).toBe('Porto, PT');
  });

  it('follows a helper that gives back a copy of the list, and no other call', () => {
    const r = parseSource('m.ts', `const crew = [{ a: 'x' }];\nexport function getCrewCopy() { return [...crew]; }\nexport const pick = (i: number) => crew[i];\n`, 'edit');
    if (!r.ok) throw new Error('parse');
    const { returnedList } = imported;
    expect(returnedList(r.ast, 'getCrewCopy')?.type).toBe('ArrayExpression');
    expect(returnedList(r.ast, 'pick')).toBeNull();
  });
});

describe('bilingual: records a data module joins to another list', () => {
  const DATA_JOIN = [
    'export interface Maker { id: number; city: string; craft: string }',
    "const makers: Maker[] = [\n  { id: 1, city: 'Ghent, BE', craft: 'Hand-stitched leather goods' },\n  { id: 2, city: 'Oslo, NO', craft: 'Bent plywood stools' },\n];",
    "const goods = [\n  { id: 10, makerId: 1, label: 'Field satchel' },\n  { id: 11, makerId: 2, label: 'Low stool' },\n];",
    'export const goodsWithMakers = goods.map((g) => {\n  const maker = makers.find((m) => m.id === g.makerId)!;\n  return { ...g, maker };\n});',
    'export const getGoods = () => goodsWithMakers;',
    '',
  ].join('\n');
  const PAGE = [
    "import { getGoods } from '../data/goods';",
    'export default function Item({ id }) {',
    '  const goods = getGoods();',
    '  const item = goods.find((g) => g.id === id);',
    '  return <div><h1>{item.label}</h1><p>{item.maker.craft}</p><small>{item.maker.city}</small></div>;',
    '}',
    '',
  ].join('\n');

  it('keys the joined records in the module that declares them, read through the join where shown', () => {
    const s = site({ 'src/data/goods.ts': DATA_JOIN, 'src/pages/Item.jsx': PAGE }, { '../data/goods': 'src/data/goods.ts' });
    s.extract('src/pages/Item.jsx');
    const page = s.print('src/pages/Item.jsx');
    expect(page).toContain('{t(item.labelKey, item.label)}');
    expect(page).toContain('{t(item.maker.craftKey, item.maker.craft)}');
    expect(page).toContain('{t(item.maker.cityKey, item.maker.city)}');
    const data = s.print('src/data/goods.ts');
    expect(data).toContain("craftKey: 'item.hand-stitched-leather-goods'");
    expect(data).toContain("labelKey: 'item.low-stool'");
  });

  it('does not read a field the join sets anew as the record\'s own text', () => {
    const data = DATA_JOIN.replace('return { ...g, maker };', 'return { ...g, maker, label: g.label.toUpperCase() };');
    const s = site({ 'src/data/goods.ts': data, 'src/pages/Item.jsx': PAGE }, { '../data/goods': 'src/data/goods.ts' });
    s.extract('src/pages/Item.jsx');
    const page = s.print('src/pages/Item.jsx');
    expect(page).toContain('<h1>{item.label}</h1>');
    expect(page).toContain('{t(item.maker.craftKey, item.maker.craft)}');
  });
});

describe('bilingual: records joined in a page to the store\'s products', () => {
  // What static-catalogue leaves of a getter over a joined catalogue: the store's products, the
  // module's join run over them in the page, the getter kept under its name (useCallback).
  const DATA = [
    "export const makers = [\n  { id: 1, city: 'Ghent, BE', craft: 'Hand-stitched leather goods' },\n  { id: 2, city: 'Oslo, NO', craft: 'Bent plywood stools' },\n];",
    '',
  ].join('\n');
  const PAGE = [
    "import { useCallback, useMemo } from 'react';",
    "import { useViewProducts } from '../lib/platform-data';",
    "import { makers } from '../data/goods';",
    'export default function Item({ id }) {',
    '  const goodsRead = useViewProducts();',
    '  const goods2 = useMemo(() => (goodsRead.data ?? []), [goodsRead.data]);',
    '  const goodsWithMakers = useMemo(() => goods2.map((g) => {\n    const maker = makers.find((m) => m.id === g.makerId);\n    return { ...g, maker };\n  }), [goods2]);',
    '  const getGoods = useCallback(() => goodsWithMakers, [goodsWithMakers]);',
    '  const goods = getGoods();',
    '  const item = goods.find((g) => g.id === id);',
    '  return <div><h1>{item.label}</h1><p>{item.maker.craft}</p><small>{item.maker.city}</small></div>;',
    '}',
    '',
  ].join('\n');

  it('keys the joined records in their module; the store product\'s own fields stay as they are', () => {
    const s = site({ 'src/data/goods.ts': DATA, 'src/pages/Item.jsx': PAGE }, { '../data/goods': 'src/data/goods.ts' });
    s.extract('src/pages/Item.jsx');
    const page = s.print('src/pages/Item.jsx');
    expect(page).toContain('<h1>{item.label}</h1>');
    expect(page).toContain('{t(item.maker.craftKey, item.maker.craft)}');
    expect(page).toContain('{t(item.maker.cityKey, item.maker.city)}');
    expect(s.print('src/data/goods.ts')).toContain("craftKey: 'item.hand-stitched-leather-goods'");
  });
});

describe("bilingual: a site's settings object in a data module, read field by field", () => {
  const SETTINGS = `export type Settings = { name: string; tagline?: string; badge?: string; phone?: string };

export const STUDIO: Settings = {
  name: 'Copper Kettle Pottery',
  tagline: 'Wheel-thrown bowls since 1998',
  badge: 'Walk-in classes every Saturday',
  phone: '(555) 010-2200',
  bookingUrl: '/book',
  perks: [{ label: 'Kiln tours' }],
};
`;
  const PAGE = `import { STUDIO } from '../config/studio';
export default function Hero() {
  return (
    <section>
      <h1>{STUDIO.name}</h1>
      <p>{STUDIO.tagline}</p>
      <span title={STUDIO.badge}>{STUDIO.badge}</span>
      <a href={STUDIO.bookingUrl}>{STUDIO.phone}</a>
    </section>
  );
}
`;

  it('keys the copy fields where the object is declared, and reads them through their keys where shown', () => {
    const s = site({ 'src/config/studio.ts': SETTINGS, 'src/components/Hero.jsx': PAGE }, { '../config/studio': 'src/config/studio.ts' });
    expect(s.extract('src/components/Hero.jsx').changed).toBe(true);
    const page = s.print('src/components/Hero.jsx');
    expect(page).toContain('<p>{t(STUDIO.taglineKey, STUDIO.tagline)}</p>');
    expect(page).toContain('<span title={t(STUDIO.badgeKey, STUDIO.badge)}>{t(STUDIO.badgeKey, STUDIO.badge)}</span>');
    // A link's target and a phone number are no copy: read as they are.
    expect(page).toContain('<a href={STUDIO.bookingUrl}>{STUDIO.phone}</a>');
    const data = s.print('src/config/studio.ts');
    expect(data).toContain("tagline: 'Wheel-thrown bowls since 1998',\n  taglineKey: 'hero.wheel-thrown-bowls-since-1998'");
    expect(data).toContain("badgeKey: 'hero.walk-in-classes-every-saturday'");
    expect(data).not.toContain('phoneKey');
    expect(s.dict.en).toMatchObject({ 'hero.wheel-thrown-bowls-since-1998': 'Wheel-thrown bowls since 1998', 'hero.walk-in-classes-every-saturday': 'Walk-in classes every Saturday' });
  });

  it('follows a list of the settings object through a memo and a default, picked by index', () => {
    const QUOTES = `import { useMemo, useState } from 'react';
import { STUDIO } from '../config/studio';
export default function Quotes() {
  const items = useMemo(() => STUDIO.quotes ?? [], []);
  const [i] = useState(0);
  const item = items[i];
  return <blockquote>{item.said} <cite>{item.who}</cite></blockquote>;
}
`;
    const settings = SETTINGS.replace("perks: [{ label: 'Kiln tours' }],", "perks: [{ label: 'Kiln tours' }],\n  quotes: [{ said: 'The glaze class changed my weekends.', who: 'Ana P.' }],");
    const s = site({ 'src/config/studio.ts': settings, 'src/components/Quotes.jsx': QUOTES }, { '../config/studio': 'src/config/studio.ts' });
    expect(s.extract('src/components/Quotes.jsx').changed).toBe(true);
    expect(s.print('src/components/Quotes.jsx')).toContain('{t(item.saidKey, item.said)}');
    expect(s.print('src/config/studio.ts')).toContain("saidKey: 'quotes.the-glaze-class-changed-my'");
  });
});

describe('bilingual: a string a data module of the site exports, shown by a component', () => {
  // An Arabic-only site keeps its slogan beside its phone number and its name in a data module;
  // the footer shows the slogan. Before, the slogan stayed Arabic in the English view of every page.
  it('reads the shown const through its key, the const as its fallback; the shop\'s name and the phone stay', () => {
    const s = site({
      'src/data/shop.js': "export const shopName = 'فرن الحارة';\nexport const slogan = 'خبز طازج كل صباح';\nexport const phone = '+20 100 000 0000';\n",
      'src/components/Foot.jsx': `import { shopName, slogan, phone } from '../data/shop';
const hours = 'من السابعة حتى العاشرة';
export default function Foot() {
  return (
    <footer>
      <b>{shopName}</b>
      <p>{slogan}</p>
      <small>{hours}</small>
      <a href={'tel:' + phone}>{phone}</a>
    </footer>
  );
}
`,
    }, { '../data/shop': 'src/data/shop.js' });
    expect(s.extract('src/components/Foot.jsx').changed).toBe(true);
    const out = s.print('src/components/Foot.jsx');
    expect(out).toContain("<p>{t('foot.خبز-طازج-كل-صباح', slogan)}</p>");
    expect(out).toContain("<small>{t('foot.من-السابعة-حتى-العاشرة', hours)}</small>");
    expect(out).toContain('<b>{shopName}</b>');
    expect(out).toContain('>{phone}</a>');
    expect(s.dict.ar['foot.خبز-طازج-كل-صباح']).toBe('خبز طازج كل صباح');
    expect(Object.values(s.dict.ar)).not.toContain('فرن الحارة');
    // The data module itself is not edited: the component reads its value.
    expect(s.print('src/data/shop.js')).toContain("export const slogan = 'خبز طازج كل صباح';");
    // A second run changes nothing.
    expect(s.extract('src/components/Foot.jsx').changed).toBe(false);
  });
});
