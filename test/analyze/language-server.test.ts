import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/load/site.js';
import { analyzeSite } from '../../src/analyze/index.js';
import { detectTextLanguage } from '../../src/analyze/facts/text-language.js';
import { missingCanonical, neededOptionalPages } from '../../src/analyze/facts/missing.js';
import type { Collector } from '../../src/rule-kit/collector.js';
import type { DataLayerFacts } from '../../src/analyze/data-layer/index.js';

/** Issue 14 items 8 and 9 on small inline sites: the language of the copy, and a server of the site's own. */
const noDataLayer: Collector<DataLayerFacts> = {
  name: 'no-data-layer',
  visitFile: () => null,
  finish: () => ({ origin: { primary: 'other', vendors: [] }, vendorBootstrap: [], vendorPackages: [], dataSites: [], limitations: [], authSiteFiles: [] }),
};

function write(dir: string, files: Record<string, string>) {
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
}

async function analyzeDir(dir: string) {
  return analyzeSite(await loadSite(dir), { dataLayer: noDataLayer });
}

async function analyze(files: Record<string, string>) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pc-lang-'));
  write(dir, files);
  return analyzeDir(dir);
}

const pkg = JSON.stringify({ name: 'x', dependencies: { react: '^18.3.1' } });
const html = (lang: string) => `<!doctype html><html lang="${lang}"><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>`;
const pageOf = (lines: string[]) => `export default function Page() {\n  return <main>${lines.map((l) => `<p>${l}</p>`).join('')}</main>;\n}\n`;

/** The same small bakery home page, written by us in several languages and scripts. */
const COPY: Record<string, string[]> = {
  en: ['Fresh bread every morning from our oven', 'We bake with flour from the farms nearby', 'Order a cake for your next birthday party', 'Our shop is open from Tuesday to Sunday', 'Come and taste the pastries of the week', 'Write to us and we will answer within a day'],
  it: ['Pane fresco ogni mattina dal nostro forno', 'Usiamo la farina dei mulini della zona', 'Ordina una torta per la tua prossima festa', 'Il negozio è aperto dal martedì alla domenica', 'Vieni ad assaggiare i dolci della settimana', 'Scrivici e ti risponderemo entro un giorno'],
  pt: ['Pão fresco todas as manhãs do nosso forno', 'Usamos farinha dos moinhos da região', 'Encomende um bolo para a sua próxima festa', 'A loja está aberta de terça a domingo', 'Venha provar os doces da semana connosco', 'Escreva-nos e respondemos dentro de um dia'],
  de: ['Frisches Brot jeden Morgen aus unserem Ofen', 'Wir backen mit Mehl von den Mühlen der Gegend', 'Bestellen Sie eine Torte für Ihre nächste Feier', 'Unser Laden ist von Dienstag bis Sonntag geöffnet', 'Probieren Sie das Gebäck der Woche bei uns', 'Schreiben Sie uns und wir antworten innerhalb eines Tages'],
  fr: ['Du pain frais chaque matin sortant de notre four', 'Nous utilisons la farine des moulins de la région', 'Commandez un gâteau pour votre prochaine fête', 'La boutique est ouverte du mardi au dimanche', 'Venez goûter les pâtisseries de la semaine', 'Écrivez-nous et nous répondrons dans la journée'],
  he: ['לחם טרי בכל בוקר מהתנור שלנו', 'אנחנו אופים עם קמח מהטחנות הסמוכות', 'הזמינו עוגה למסיבת יום ההולדת הבאה', 'החנות פתוחה מיום שלישי עד יום ראשון', 'בואו לטעום את המאפים של השבוע', 'כתבו לנו ונענה תוך יום אחד'],
  zh: ['每天早上从我们的烤炉里出炉的新鲜面包', '我们使用附近磨坊的面粉烘焙', '为您的下一个生日派对订购蛋糕', '本店周二至周日营业', '欢迎来品尝本周的糕点', '给我们留言，我们会在一天内回复'],
  ja: ['毎朝オーブンから焼きたてのパンをお届けします', '近くの製粉所の小麦粉で焼いています', '次の誕生日パーティーにケーキをご注文ください', 'お店は火曜日から日曜日まで営業しています', '今週のお菓子をぜひ味わいに来てください', 'メッセージをいただければ一日以内にお返事します'],
  ru: ['Свежий хлеб каждое утро из нашей печи', 'Мы печём из муки с ближайших мельниц', 'Закажите торт на ваш следующий праздник', 'Магазин открыт со вторника по воскресенье', 'Приходите попробовать выпечку этой недели', 'Напишите нам, и мы ответим в течение дня'],
};

describe('language of the source (issue 14 item 8)', () => {
  it.each(Object.keys(COPY))('copy in %s reads as that language whatever the scaffold\'s <html lang="en"> says', async (lang) => {
    const a = await analyze({ 'package.json': pkg, 'index.html': html('en'), 'src/main.jsx': 'import Page from "./Page";\n', 'src/Page.jsx': pageOf(COPY[lang]) });
    expect([a.languageStatus, a.languages]).toEqual(['monolingual', [lang]]);
    if (lang !== 'en') expect(a.languageEvidence?.join('\n')).toMatch(new RegExp(`reads as ${lang} \\d+%`));
  });

  it('a Chinese page that names its products in English is still Chinese; <html lang="en"> does not make it English', async () => {
    const lines = [...COPY.zh, 'Classic Sourdough Loaf', 'Butter Croissant', 'Dark Chocolate Brownie'];
    const a = await analyze({ 'package.json': pkg, 'index.html': html('en'), 'src/main.jsx': 'import Page from "./Page";\n', 'src/Page.jsx': pageOf(lines) });
    expect(a.languages).toEqual(['zh']);
  });

  it('an English page with a few product names in Chinese or Hebrew is still English', async () => {
    const lines = [...COPY.en, '乌龙茶', 'חלה מתוקה'];
    const a = await analyze({ 'package.json': pkg, 'index.html': html('en'), 'src/main.jsx': 'import Page from "./Page";\n', 'src/Page.jsx': pageOf(lines) });
    expect(a.languages).toEqual(['en']);
  });

  it('an English menu that names a few Italian dishes is still English', async () => {
    const lines = [...COPY.en, 'Tiramisù della nonna', 'Pasta al forno con ragù'];
    const a = await analyze({ 'package.json': pkg, 'index.html': html('en'), 'src/main.jsx': 'import Page from "./Page";\n', 'src/Page.jsx': pageOf(lines) });
    expect(a.languages).toEqual(['en']);
  });

  it('too little copy to tell: <html lang> decides, then English', async () => {
    const short = { 'package.json': pkg, 'src/main.jsx': 'import Page from "./Page";\n', 'src/Page.jsx': pageOf(['Benvenuti']) };
    expect((await analyze({ ...short, 'index.html': html('it') })).languages).toEqual(['it']);
    expect((await analyze({ ...short, 'index.html': html('en') })).languages).toEqual(['en']);
    expect(detectTextLanguage(['Menu', 'Home', 'info@shop.test', '+39 011 555 0101'])).toBeNull();
  });

  it('complete dictionaries that the pages use are bilingual; beside many hard-coded phrases they cover part of the site', async () => {
    const keys = COPY.en.map((_, i) => `line${i}`);
    const dict = (lines: string[]) => `{ ${keys.map((k, i) => `${k}: ${JSON.stringify(lines[i])}`).join(', ')} }`;
    const ar = ['خبز طازج كل صباح', 'نخبز بدقيق المطاحن القريبة', 'اطلب كعكة لحفلتك القادمة', 'المتجر مفتوح من الثلاثاء إلى الأحد', 'تذوق حلويات الأسبوع', 'راسلنا وسنرد خلال يوم'];
    const base = {
      'package.json': pkg,
      'src/i18n.js': `export const resources = { en: ${dict(COPY.en)}, ar: ${dict(ar)} };\n`,
      'src/Home.jsx': `import { t } from "./t";\nexport default function Home() {\n  return <main>${keys.map((k) => `<p>{t("${k}")}</p>`).join('')}</main>;\n}\n`,
    };
    const used = await analyze(base);
    expect([used.languageStatus, used.languages]).toEqual(['bilingual', ['ar', 'en']]);

    // A cart and a product page written straight in English, never through the dictionaries.
    const cart = Array.from({ length: 12 }, (_, i) => `Item number ${i + 1} is in your basket`);
    const product = Array.from({ length: 12 }, (_, i) => `Size ${i + 1} fits most shoppers well`);
    const bypassed = await analyze({ ...base, 'src/Cart.jsx': pageOf(cart), 'src/Product.jsx': pageOf(product) });
    expect([bypassed.languageStatus, bypassed.languages]).toEqual(['partial', ['ar', 'en']]);
    expect(bypassed.languageEvidence?.join('\n')).toMatch(/written in the pages beside dictionaries/);
  });

  it('English copy of a dropped admin area does not make an Arabic storefront partial; the same copy on a storefront page does', async () => {
    const ar = Array.from({ length: 30 }, (_, i) => `منتج رقم ${i + 1} من مجموعتنا`);
    const english = ['Edit the product list here', 'Save your changes before leaving', 'Delete this record for good', 'Upload a new product photo', 'Orders waiting for approval', 'Sign out of the dashboard'];
    const router = (extra: string) => `import { Routes, Route } from "react-router-dom";\nimport Home from "./pages/Home";\n${extra}`;
    const files = {
      'package.json': JSON.stringify({ name: 'x', dependencies: { react: '^18.3.1', 'react-router-dom': '^6.26.0' } }),
      'src/pages/Home.jsx': pageOf(ar),
    };
    const admin = await analyze({
      ...files,
      'src/App.jsx': router('import AdminDashboard from "./pages/AdminDashboard";\nexport default function App() {\n  return <Routes><Route path="/" element={<Home />} /><Route path="/admin" element={<AdminDashboard />} /></Routes>;\n}\n'),
      'src/pages/AdminDashboard.jsx': pageOf(english),
    });
    expect(admin.pages.find((p) => p.file === 'src/pages/AdminDashboard.jsx')?.class).toBe('drop');
    expect([admin.languageStatus, admin.languages]).toEqual(['monolingual', ['ar']]);

    const story = await analyze({
      ...files,
      'src/App.jsx': router('import Story from "./pages/Story";\nexport default function App() {\n  return <Routes><Route path="/" element={<Home />} /><Route path="/story" element={<Story />} /></Routes>;\n}\n'),
      'src/pages/Story.jsx': pageOf(english),
    });
    expect([story.languageStatus, story.languages]).toEqual(['partial', ['ar', 'en']]);
  });
});

describe('a server of the site\'s own (issue 14 item 9)', () => {
  const app = { 'package.json': pkg, 'index.html': html('en'), 'src/main.jsx': 'export {};\n' };

  it('migrations or seed SQL alone are a schema; SQL that only reads is not', async () => {
    const migrations = await analyze({ ...app, 'supabase/migrations/0001_init.sql': 'create table public.cakes (id uuid primary key, name text not null);\n' });
    expect(migrations.server).toMatchObject({ present: true, kinds: ['schema'], paths: ['supabase/migrations'] });
    const seed = await analyze({ ...app, 'db/seed.sql': "insert into cakes (name) values ('lemon tart');\n" });
    expect(seed.server).toMatchObject({ present: true, kinds: ['schema'], paths: ['db/seed.sql'] });
    const query = await analyze({ ...app, 'docs/report.sql': 'select name, count(*) from cakes group by name;\n' });
    expect(query.server.present).toBe(false);
  });

  it('entity JSON schemas anywhere are a schema; other JSON in an entities folder is not', async () => {
    const schema = await analyze({ ...app, 'src/entities/Cake.json': JSON.stringify({ name: 'Cake', type: 'object', properties: { name: { type: 'string' } } }) });
    expect(schema.server).toMatchObject({ present: true, kinds: ['schema'], paths: ['src/entities'] });
    const data = await analyze({ ...app, 'src/entities/cakes.json': JSON.stringify([{ name: 'lemon tart' }]) });
    expect(data.server.present).toBe(false);
  });

  it('a server folder beside a client/ app folder is the site\'s server; beside a folder of unrelated projects it is not', async () => {
    const repo = mkdtempSync(path.join(os.tmpdir(), 'pc-repo-'));
    write(repo, {
      'client/package.json': pkg, 'client/index.html': html('en'), 'client/src/main.jsx': 'export {};\n',
      'server/package.json': JSON.stringify({ name: 'api', dependencies: { express: '^4.21.0', mongoose: '^8.0.0' } }),
      'server/index.js': 'const express = require("express");\nexpress().listen(3000);\n',
    });
    const sibling = await analyzeDir(path.join(repo, 'client'));
    expect(sibling.server).toMatchObject({ present: true, paths: ['../server'], kinds: ['routes', 'database'] });

    const projects = mkdtempSync(path.join(os.tmpdir(), 'pc-projects-'));
    write(projects, {
      'bakery/package.json': pkg, 'bakery/index.html': html('en'), 'bakery/src/main.jsx': 'export {};\n',
      'server/index.js': 'console.log("another project");\n',
    });
    expect((await analyzeDir(path.join(projects, 'bakery'))).server.present).toBe(false);
  });
});

describe('optional canonical pages the source needs (issue 14 item 11)', () => {
  const deps = JSON.stringify({ name: 'x', dependencies: { react: '^18.3.1', 'react-router-dom': '^6.26.0' } });
  const app = (routes: [string, string][]) =>
    `import { Routes, Route } from "react-router-dom";\n${routes.map(([, c]) => `import ${c} from "./pages/${c}";`).join('\n')}\n` +
    `export default function App() {\n  return <Routes>${routes.map(([p, c]) => `<Route path="${p}" element={<${c} />} />`).join('')}</Routes>;\n}\n`;
  const optional = (a: { missingCanonical: string[] }) => a.missingCanonical.filter((c) => ['offers', 'search', 'services', 'service'].includes(c));

  it('a link to an offers or search page the site lacks makes it missing; no link, no page asked for', async () => {
    const linked = await analyze({
      'package.json': deps,
      'src/App.jsx': app([['/', 'Home']]),
      'src/pages/Home.jsx': 'import { Link } from "react-router-dom";\nexport default function Home() {\n  return <main><Link to="/deals">This week\'s deals</Link><Link to="/search">Find a cake</Link></main>;\n}\n',
    });
    expect(optional(linked)).toEqual(['search', 'offers']);
    expect(linked.missingEvidence?.offers).toMatch(/links to \/deals/);
    const plain = await analyze({ 'package.json': deps, 'src/App.jsx': app([['/', 'Home']]), 'src/pages/Home.jsx': 'export default function Home() {\n  return <main>Cakes</main>;\n}\n' });
    expect(optional(plain)).toEqual([]);
  });

  it('a page that already covers the link is not missing', async () => {
    const a = await analyze({
      'package.json': deps,
      'src/App.jsx': app([['/', 'Home'], ['/offers', 'Offers']]),
      'src/pages/Home.jsx': 'import { Link } from "react-router-dom";\nexport default function Home() {\n  return <main><Link to="/offers">Offers</Link></main>;\n}\n',
      'src/pages/Offers.jsx': 'export default function Offers() {\n  return <main>Offers of the month</main>;\n}\n',
    });
    expect(optional(a)).toEqual([]);
  });

  it('a link to /services only from a dropped admin area asks for nothing', async () => {
    const a = await analyze({
      'package.json': deps,
      'src/App.jsx': app([['/', 'Home'], ['/admin', 'AdminDashboard']]),
      'src/pages/Home.jsx': 'export default function Home() {\n  return <main>Cakes</main>;\n}\n',
      'src/pages/AdminDashboard.jsx': 'import { Link } from "react-router-dom";\nimport AdminNav from "../components/AdminNav";\nexport default function AdminDashboard() {\n  return <main><AdminNav /></main>;\n}\n',
      'src/components/AdminNav.jsx': 'import { Link } from "react-router-dom";\nexport default function AdminNav() {\n  return <nav><Link to="/services">Edit services</Link></nav>;\n}\n',
    });
    expect(a.pages.find((p) => p.file === 'src/pages/AdminDashboard.jsx')?.class).toBe('drop');
    expect(optional(a)).toEqual([]);
  });
});

describe('optional pages from the data the storefront serves', () => {
  const site = (entity: string, file = 'src/pages/Home.jsx', operation?: string) => ({ file, line: 3, vendor: 'supabase', kind: 'read' as const, entity, surface: 'services' as const, sdkEquivalent: 'useProducts', operation });
  const need = (sites: ReturnType<typeof site>[], dropped: string[] = []) => [...neededOptionalPages({ links: [], dataSites: sites, dropped: new Set(dropped) }).keys()];

  it('service records or appointments for them: services and service; a table reservation alone: nothing', () => {
    expect(need([site('treatments')])).toEqual(['services', 'service']);
    expect(need([site('Appointment')])).toEqual(['services', 'service']);
    expect(need([site('reservations')])).toEqual([]);
    expect(need([site('Service', 'src/components/admin/ServiceEditor.jsx')], ['src/components/admin/ServiceEditor.jsx'])).toEqual([]);
  });

  it('offer records or a search endpoint', () => {
    expect(need([site('coupons')])).toEqual(['offers']);
    expect(need([site('products', 'src/pages/Home.jsx', 'GET /api/search')])).toEqual(['search']);
    expect(need([site('products', 'src/pages/Home.jsx', 'GET /api/products')])).toEqual([]);
    expect(missingCanonical([], new Map([['offers', 'x']]))).toContain('offers');
  });
});
