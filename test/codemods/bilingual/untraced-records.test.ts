import { describe, expect, it } from 'vitest';
import * as t from '@babel/types';
import { extractStrings, keyFor, type Dictionary } from '../../../src/codemods/bilingual/extract.js';
import { keyExportedRecords } from '../../../src/codemods/bilingual/untraced-records.js';
import { printLikeSource } from '../../../src/convert/print.js';
import { memoryAsts } from '../../helpers/memory-site.js';

const HELP = `import type { Entry } from './types';

export const helpEntries: Entry[] = [
  { id: 1, question: 'Do you deliver on Fridays?', answer: 'Yes, until nine in the evening.', open: false },
  { id: 2, question: 'Can I pay at the door?', answer: 'Cash and cards both work.', open: false },
];

export const boxes = [
  { title: 'Small box', price: 12 },
];

export const notImported = [
  { title: 'Nobody reads this list' },
];
`;

const STATE = `import { createContext, useState } from 'react';
import { helpEntries, boxes } from './help';
export const HelpContext = createContext(null);
export function HelpState({ children }) {
  const [entries, setEntries] = useState(helpEntries);
  const toggle = (id) => setEntries((all) => all.map((e) => (e.id === id ? { ...e, open: !e.open } : e)));
  return <HelpContext.Provider value={{ entries, toggle, boxes }}>{children}</HelpContext.Provider>;
}
`;

const LIST = `import { useContext } from 'react';
import { HelpContext } from './state';
export default function HelpList() {
  const { entries, toggle } = useContext(HelpContext);
  return (
    <div>
      {entries.map((e) => (
        <section key={e.question} onClick={() => toggle(e.id)}>
          <h3>{e.question}</h3>
          {e.open && <p>{e.answer}</p>}
          <small>{e.id}</small>
        </section>
      ))}
    </div>
  );
}
`;

describe('bilingual: records that reach the page through a state or store of the site', () => {
  it('keys the copy of an imported list in its module and reads shown fields of that name through the key', () => {
    const files = { 'src/help/help.ts': HELP, 'src/help/state.jsx': STATE, 'src/help/list.jsx': LIST };
    const ast = memoryAsts(files);
    const dict: Dictionary = { en: {}, ar: {} };
    const store = (text: string) => {
      const key = keyFor(dict, 'help', text, 'en');
      dict.en[key] = text;
      return key;
    };
    const isCopy = (n: t.StringLiteral) => /\p{L}{2}/u.test(n.value);
    const fields = keyExportedRecords(ast('src/help/help.ts'), new Set(['helpEntries', 'boxes']), isCopy, store);
    expect([...fields].sort()).toEqual(['answer', 'question']);
    const data = printLikeSource(ast('src/help/help.ts'), HELP);
    expect(data).toMatch(/question: 'Do you deliver on Fridays\?',\s+questionKey: 'help\.do-you-deliver-on-fridays'/);
    expect(data).toMatch(/answer: 'Cash and cards both work\.',\s+answerKey: 'help\.cash-and-cards-both-work'/);
    // A catalogue's records (a price among their fields) and a list no module imports stay as they are.
    expect(data).toContain("{ title: 'Small box', price: 12 }");
    expect(data).toContain("{ title: 'Nobody reads this list' }");
    // A second pass keys nothing more.
    expect(keyExportedRecords(ast('src/help/help.ts'), new Set(['helpEntries']), isCopy, store).size).toBe(0);

    const { changed } = extractStrings(ast('src/help/list.jsx'), { file: 'src/help/list.jsx', hookImport: '../i18n/use-t', dict, keyedFields: fields });
    expect(changed).toBe(true);
    const list = printLikeSource(ast('src/help/list.jsx'), LIST);
    expect(list).toContain('<h3>{t(e.questionKey, e.question)}</h3>');
    expect(list).toContain('{e.open && <p>{t(e.answerKey, e.answer)}</p>}');
    // What picks or names a record is no text shown: its key and a handler's argument stay.
    expect(list).toContain('key={e.question}');
    expect(list).toContain('toggle(e.id)');
    expect(list).toMatch(/const t = useT\(\);/);
    // The state module shows none of these fields: it is left as it is.
    expect(extractStrings(ast('src/help/state.jsx'), { file: 'src/help/state.jsx', hookImport: '../i18n/use-t', dict, keyedFields: fields }).changed).toBe(false);
  });

  it('keys the lists a stand-in API module hands on through an exported client another module imports', () => {
    const API = `const reviews = [
  { id: 'r1', author: 'Mina', content: 'The lavender balm calmed my hands in a week.' },
  { id: 'r2', author: 'Joss', content: 'Lovely scent, and the tin lasts for months.' },
];
const jars = [{ title: 'Big jar', price: 20 }];
const drafts = [{ content: 'Nobody hands this list on' }];
export const shopApi = {
  reviews: { list: async () => reviews },
  jars: { list: async () => jars },
};
`;
    const ast = memoryAsts({ 'src/api/shop-api.js': API });
    const dict: Dictionary = { en: {}, ar: {} };
    const store = (text: string) => {
      const key = keyFor(dict, 'shop-api', text, 'en');
      dict.en[key] = text;
      return key;
    };
    const fields = keyExportedRecords(ast('src/api/shop-api.js'), new Set(['shopApi']), (n) => /\p{L}{2}/u.test(n.value), store);
    expect([...fields]).toEqual(['content']);
    const out = printLikeSource(ast('src/api/shop-api.js'), API);
    expect(out).toMatch(/content: 'The lavender balm calmed my hands in a week\.',\s+contentKey: 'shop-api\.the-lavender-balm-calmed-my'/);
    // A catalogue (a price among the fields) and a list the client does not hand on stay as they are.
    expect(out).toContain("const jars = [{ title: 'Big jar', price: 20 }];");
    expect(out).toContain("const drafts = [{ content: 'Nobody hands this list on' }];");
    // The same, through a class the exported client is made from.
    const CLASS_API = `const notes = [{ id: 1, content: 'Packed by hand in our small workshop.' }];
class ShopApi {
  constructor() { this.notes = { list: async () => notes }; }
}
export const shopApi = new ShopApi();
`;
    const classAst = memoryAsts({ 'src/api/class-api.js': CLASS_API })('src/api/class-api.js');
    expect([...keyExportedRecords(classAst, new Set(['shopApi']), () => true, store)]).toEqual(['content']);
    // Nothing is keyed when no module imports the client.
    expect(keyExportedRecords(memoryAsts({ 'a.js': API })('a.js'), new Set(), () => true, store).size).toBe(0);
  });

  it('keys prose in a field of any name, and reads a field taken apart from a record handed down as a prop', () => {
    const DATA = `import kilnPic from './kiln.jpg';
export const milestones = [
  { id: 0, era: '2009 / 2010', pic: kilnPic, story: 'we fired our first bowls in a shed behind the bakery on weekends' },
  { id: 1, era: '2014 / 2015', pic: kilnPic, story: 'The studio moved to the old mill and opened its doors to evening classes' },
];
`;
    const TIMELINE = `import { useState } from 'react';
import { milestones } from './milestones';
import Panel from './panel';
export default function Timeline() {
  const [current, setCurrent] = useState({ ...milestones[0] });
  return (
    <div>
      <Panel entry={current} />
      {milestones.map((m) => <button key={m.id} onClick={() => setCurrent(milestones.find((x) => x.id === m.id))}>{m.era}</button>)}
    </div>
  );
}
`;
    const PANEL = `export default function Panel(props) {
  const { pic, story, era } = props.entry;
  return (
    <article>
      <img src={pic} alt="" />
      <h2>{era}</h2>
      <p>{story}</p>
    </article>
  );
}
`;
    const CARD = `export default function Card({ story, era }) {
  return <p title={era}>{story}</p>;
}
`;
    const ast = memoryAsts({ 'src/about/milestones.js': DATA, 'src/about/panel.jsx': PANEL, 'src/about/card.jsx': CARD, 'src/about/timeline.jsx': TIMELINE });
    const dict: Dictionary = { en: {}, ar: {} };
    const store = (text: string) => {
      const key = keyFor(dict, 'timeline', text, 'en');
      dict.en[key] = text;
      return key;
    };
    const fields = keyExportedRecords(ast('src/about/milestones.js'), new Set(['milestones']), (n) => /\p{L}{2}/u.test(n.value), store);
    // The story is prose; an era of figures is no copy.
    expect([...fields]).toEqual(['story']);
    expect(printLikeSource(ast('src/about/milestones.js'), DATA)).toMatch(/story: 'we fired our first bowls in a shed behind the bakery on weekends',\s+storyKey: 'timeline\.we-fired-our-first-bowls/);
    expect(extractStrings(ast('src/about/panel.jsx'), { file: 'src/about/panel.jsx', hookImport: '../i18n/use-t', dict, keyedFields: fields }).changed).toBe(true);
    const panel = printLikeSource(ast('src/about/panel.jsx'), PANEL);
    expect(panel).toMatch(/const \{\s*pic,\s*story,\s*storyKey,\s*era\s*\} = props\.entry;/);
    expect(panel).toContain('<p>{t(storyKey, story)}</p>');
    expect(panel).toContain('<h2>{era}</h2>');
    expect(extractStrings(ast('src/about/card.jsx'), { file: 'src/about/card.jsx', hookImport: '../i18n/use-t', dict, keyedFields: fields }).changed).toBe(true);
    const card = printLikeSource(ast('src/about/card.jsx'), CARD);
    expect(card).toMatch(/function Card\(\{\s*story,\s*storyKey,\s*era\s*\}\)/);
    expect(card).toContain('{t(storyKey, story)}');
  });

  it("keys a menu module's sections and the priced dishes each holds, read where a component shows the props a record is spread into", () => {
    const MENU = `export const teaMenu = [
  {
    section: 'warm',
    category: 'Warm cups',
    arabicCategory: 'مشروبات ساخنة',
    tint: '#c96',
    items: [
      { price: 30, name: 'شاي بالنعناع' },
      { price: 45, name: 'Spiced milk', hot: true },
    ],
  },
];
`;
    const SECTION = `export default function Shelf({ category, arabicCategory, items, tint }) {
  return (
    <div style={{ background: tint }}>
      <h3><span>{category}</span> <span>{arabicCategory}</span></h3>
      <ul>{items.map((item, i) => <Cup key={i} {...item} />)}</ul>
    </div>
  );
}
function Cup({ name, price }) {
  return <li>{name} <b>{price}</b></li>;
}
`;
    const ast = memoryAsts({ 'src/data/tea.js': MENU, 'src/components/Shelf.jsx': SECTION });
    const dict: Dictionary = { en: {}, ar: {} };
    const store = (text: string) => {
      const lang = /\p{Script=Arabic}/u.test(text) ? 'ar' : 'en';
      const key = keyFor(dict, 'tea', text, lang);
      dict[lang][key] = text;
      return key;
    };
    const fields = keyExportedRecords(ast('src/data/tea.js'), new Set(['teaMenu']), (n) => /\p{L}{2}/u.test(n.value), store);
    expect([...fields].sort()).toEqual(['arabicCategory', 'category', 'name']);
    const data = printLikeSource(ast('src/data/tea.js'), MENU);
    expect(data).toMatch(/category: 'Warm cups',\s+categoryKey: 'tea\.warm-cups'/);
    expect(data).toMatch(/arabicCategory: 'مشروبات ساخنة',\s+arabicCategoryKey: 'tea\./);
    expect(data).toMatch(/name: 'Spiced milk',\s+nameKey: 'tea\.spiced-milk'/);
    // What names or prices a record stays as it is: its section code, tint and price.
    expect(data).toContain("section: 'warm',\n");
    expect(data).not.toContain('sectionKey');
    expect(data).not.toContain('tintKey');
    // A second pass keys nothing more.
    expect(keyExportedRecords(ast('src/data/tea.js'), new Set(['teaMenu']), () => true, store).size).toBe(0);

    const { changed } = extractStrings(ast('src/components/Shelf.jsx'), { file: 'src/components/Shelf.jsx', hookImport: '../i18n/use-t', dict, keyedFields: fields });
    expect(changed).toBe(true);
    const shelf = printLikeSource(ast('src/components/Shelf.jsx'), SECTION);
    expect(shelf).toContain('<span>{t(categoryKey, category)}</span> <span>{t(arabicCategoryKey, arabicCategory)}</span>');
    expect(shelf).toMatch(/function Cup\(\{\s*name,\s*nameKey,\s*price\s*\}\)/);
    expect(shelf).toContain('{t(nameKey, name)}');
    // A product page showing \`p.name\` of the platform's products is left as it is.
    const PAGE = `export default function Grid({ products }) {\n  return <ul>{products.map((p) => <li key={p.id}>{p.name}</li>)}</ul>;\n}\n`;
    const grid = memoryAsts({ 'src/pages/Grid.jsx': PAGE });
    expect(extractStrings(grid('src/pages/Grid.jsx'), { file: 'src/pages/Grid.jsx', hookImport: '../i18n/use-t', dict, keyedFields: fields }).changed).toBe(false);
  });

  it('leaves a top-level catalogue alone, nested lists and all', () => {
    const SHOP = `export const boxes = [{ title: 'Gift box', price: 40, items: [{ name: 'Honey jar', price: 9 }] }];\n`;
    const ast = memoryAsts({ 'src/data/shop.js': SHOP });
    expect(keyExportedRecords(ast('src/data/shop.js'), new Set(['boxes']), () => true, () => 'k').size).toBe(0);
  });
});

