import { describe, expect, it } from 'vitest';
import { authoredDirection } from '../../../src/codemods/bilingual/authored-direction.js';

// Arabic copy of an invented perfume shop, enough of it to be the site's language.
const ARABIC_COPY = '<h1>عطور الشرق الأصيلة من أجود أنواع العود والمسك والعنبر</h1><p>تسوق الآن واحصل على شحن مجاني لكل الطلبات</p>';
const page = (classes: string, copy = ARABIC_COPY) => ({ file: 'src/pages/Home.jsx', text: `export default () => <div className="${classes}">${copy}</div>;` });

describe('bilingual: how the source lays itself out', () => {
  it('a right-to-left document: <html dir="rtl">, or direction: rtl on the root of a sheet or a template', () => {
    expect(authoredDirection({ documents: [{ file: 'index.html', text: '<!doctype html><html lang="ar" dir="rtl"><body></body></html>' }], sheets: [], scripts: [page('flex')] }).authored).toBe('rtl');
    expect(authoredDirection({ documents: [], sheets: [{ file: 'public/css/main.css', text: '* { margin: 0 }\nbody {\n  background: #eee;\n  direction: rtl;\n}' }], scripts: [] }).authored).toBe('rtl');
    expect(authoredDirection({ documents: [{ file: 'views/nav.ejs', text: '<style>\nhtml, body { direction: rtl; }\n</style>' }], sheets: [], scripts: [] }).authored).toBe('rtl');
  });

  it('a right-to-left app frame: dir="rtl" written on the element around the router\'s pages (or a layout\'s children)', () => {
    const frame = { file: 'src/App.tsx', text: 'export default () => (\n  <Router>\n    <main dir="rtl" className="min-h-screen">\n      {/* pages */}\n      <Routes>\n        <Route path="/" element={<Home />} />\n      </Routes>\n    </main>\n  </Router>\n);' };
    const r = authoredDirection({ documents: [{ file: 'index.html', text: '<html lang="en">' }], sheets: [], scripts: [page('flex'), frame] });
    expect(r).toEqual({ authored: 'rtl', why: 'src/App.tsx: dir="rtl" on the element around every page' });
    const layout = { file: 'src/Layout.jsx', text: 'export default function Layout({ children }) { return <div dir={"rtl"}>{children}</div>; }' };
    expect(authoredDirection({ documents: [], sheets: [], scripts: [layout] }).authored).toBe('rtl');
  });

  it('right-to-left by hand in an ltr document: Arabic copy, rows reversed or lines aligned right', () => {
    const r = authoredDirection({ documents: [{ file: 'index.html', text: '<html lang="en">' }], sheets: [], scripts: [page('flex flex-row-reverse space-x-4 space-x-reverse text-right')] });
    expect(r.authored).toBe('faked-rtl');
    expect(r.why).toMatch(/by hand/);
    const aligned = authoredDirection({ documents: [], sheets: [], scripts: [page('text-right'), page('text-right p-4'), page('mt-2 text-right')] });
    expect(aligned.authored).toBe('faked-rtl');
  });

  it('stays ltr: a section alone in rtl, a source that switches its direction itself, English copy aligned right', () => {
    expect(authoredDirection({ documents: [], sheets: [{ file: 'a.css', text: '.quote { direction: rtl; }' }], scripts: [] }).authored).toBe('ltr');
    const section = { file: 'src/Quote.jsx', text: 'export default () => <blockquote dir="rtl"><p>{quote}</p></blockquote>;' };
    expect(authoredDirection({ documents: [], sheets: [], scripts: [section] }).authored).toBe('ltr');
    const switched = { file: 'src/App.jsx', text: 'export default () => <div dir="rtl"><Routes /></div>;\nexport const Side = () => <aside dir={isRTL ? "rtl" : "ltr"} />;' };
    expect(authoredDirection({ documents: [], sheets: [], scripts: [switched] }).authored).toBe('ltr');
    const own = { file: 'src/App.jsx', text: 'export default () => <div dir={isRTL ? "rtl" : "ltr"} />;' };
    expect(authoredDirection({ documents: [], sheets: [], scripts: [page('flex flex-row-reverse space-x-reverse'), own] }).authored).toBe('ltr');
    const variants = { file: 'src/Nav.jsx', text: 'export default () => <nav className="flex rtl:flex-row-reverse" />;' };
    expect(authoredDirection({ documents: [], sheets: [], scripts: [page('flex flex-row-reverse space-x-reverse'), variants] }).authored).toBe('ltr');
    const english = '<h1>Fine perfumes from the east, oud musk and amber of the best kinds</h1>';
    expect(authoredDirection({ documents: [], sheets: [], scripts: [page('flex flex-row-reverse space-x-reverse text-right', english)] }).authored).toBe('ltr');
  });
});
