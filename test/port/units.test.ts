import { describe, expect, it } from 'vitest';
import { parseStyle, styleToJsx } from '../../src/port/jsx/style.js';
import { LinkResolver, routeForHtmlFile } from '../../src/port/links.js';
import { mapCssUrls, rewriteCssUrls, toWebPath } from '../../src/port/assets.js';
import { placeholderHtml, tokenizeEjs } from '../../src/port/express/ejs-tokens.js';
import { classifyScriptlet, freeIdentifiers, parseInclude } from '../../src/port/express/scriptlet.js';

const fail = (msg: string, line: number): never => {
  throw new Error(`${msg}@${line}`);
};

describe('style strings', () => {
  it('camelCases properties, keeps vendor prefixes and custom properties, numbers only where React renders them the same', () => {
    expect(parseStyle('-webkit-transform: none; -ms-flex: 1; --gap: 4px; z-index: 3; width: 10; margin:0')).toEqual([
      { key: 'WebkitTransform', value: '"none"' },
      { key: 'msFlex', value: '"1"' },
      { key: '"--gap"', value: '"4px"' },
      { key: 'zIndex', value: '3' },
      { key: 'width', value: '"10"' },
      { key: 'margin', value: '0' },
    ]);
  });
  it('does not split inside url() or quotes', () => {
    expect(styleToJsx("background: url(data:image/png;base64,AAA=); content: 'a;b'")).toBe(`{{ background: "url(data:image/png;base64,AAA=)", content: "'a;b'" }}`);
  });
});

describe('routes and links', () => {
  it('maps HTML files to routes', () => {
    expect(['index.html', 'about.html', 'blog/index.html', 'blog/post.htm', 'Team.HTML'].map(routeForHtmlFile)).toEqual(['/', '/about', '/blog', '/blog/post', '/Team']);
  });
  it('resolves relative links, keeps external ones, fixes obvious slips and reports the rest', () => {
    const l = new LinkResolver(new Set(['/', '/about', '/services', '/products/:id']), new Set(['index.html', 'about.html', 'services.html']));
    expect(l.resolve('../about.html#team', 'blog/post.html', 'blog/post.html', 3)).toBe('/about#team');
    expect(l.resolve('https://x.example/a.html', 'index.html', 'index.html', 1)).toBeNull();
    expect(l.resolve('mailto:a@b.c', 'index.html', 'index.html', 1)).toBeNull();
    expect(l.resolve('brochure.pdf', 'index.html', 'index.html', 1)).toBeNull();
    expect(l.resolve('/products/42', 'index.html', 'index.html', 1)).toBe('/products/42');
    expect(l.resolve('servces.html', 'index.html', 'index.html', 5)).toBe('/services');
    expect(l.resolve('About.html', 'index.html', 'index.html', 6)).toBe('/about');
    expect(l.resolve('cart.html', 'index.html', 'index.html', 7)).toBe('/cart');
    expect(l.resolve('/team', 'index.html', 'index.html', 8)).toBe('/team');
    expect(l.deadLinks).toEqual([
      { file: 'index.html', line: 5, href: 'servces.html', fixedTo: '/services' },
      { file: 'index.html', line: 6, href: 'About.html', fixedTo: '/about' },
      { file: 'index.html', line: 7, href: 'cart.html' },
      { file: 'index.html', line: 8, href: '/team' },
    ]);
    expect([...l.gapFill]).toEqual(['/cart']);
  });
});

describe('css urls', () => {
  it('makes relative urls absolute web paths and leaves data:, remote and comments alone', () => {
    const css = '/* url(../x.png) */ a{background:url("../img/a.png")} b{background:url(data:image/png;base64,AA)} @import "base.css"; c{src:url(https://f.example/x.woff2)}';
    expect(rewriteCssUrls(css, '/css/style.css', () => null)).toBe('/* url(../x.png) */ a{background:url("/img/a.png")} b{background:url(data:image/png;base64,AA)} @import "/css/base.css"; c{src:url(https://f.example/x.woff2)}');
    expect(mapCssUrls('x{background:url(a.png)}', (u) => `/${u}`)).toBe('x{background:url(/a.png)}');
    expect(toWebPath('../a.png?v=2', 'blog/post.html')).toBe('/a.png?v=2');
  });
});

describe('EJS tokens and placeholders', () => {
  it('tokenizes every tag kind with whitespace control', () => {
    const t = tokenizeEjs('<p><%= a %></p>\n<%- include("x") -%>\n<%# note %><%% literal %>  <%_ if (b) { _%>\n  y', 'v.ejs', fail);
    expect(t.filter((x) => 'kind' in x).map((x) => ('kind' in x ? `${x.type}:${x.code}` : ''))).toEqual(['escaped:a', 'raw:include("x")', 'comment:note', 'scriptlet:if (b) {']);
    expect(t.filter((x) => x.type === 'text').map((x) => ('value' in x ? x.value : ''))).toEqual(['<p>', '</p>\n', '<% literal %>', 'y']);
  });
  it('reports an unclosed tag with its line', () => {
    expect(() => tokenizeEjs('a\nb <%= x ', 'v.ejs', fail)).toThrow('unclosed EJS tag in v.ejs (<% without %>)@2');
  });
  it('uses comments between nodes and markers inside tags and raw text', () => {
    const { html } = placeholderHtml(tokenizeEjs('<title><%= t %></title><a class="<%= c %>" <%= x %>>k</a><%= y %>', 'v.ejs', fail));
    expect(html).toBe('<title>\uE0000\uE001</title><a class="\uE0001\uE001" \uE0002\uE001>k</a><!--pc-ejs:3-->');
  });
});

describe('scriptlets', () => {
  it('classifies loops, conditions, closers and statements by parsing them', () => {
    expect(classifyScriptlet('items.forEach(function (item, i) {')).toEqual({ kind: 'loop', items: 'items', params: ['item', 'i'] });
    expect(classifyScriptlet('for (const p of data.products) {')).toEqual({ kind: 'loop', items: 'data.products', params: ['p'] });
    expect(classifyScriptlet('for (var i = 0; i < rows.length; i++) {')).toEqual({ kind: 'loop', items: 'rows', params: ['_item', 'i'] });
    expect(classifyScriptlet('if (user && user.admin) {')).toEqual({ kind: 'if', cond: 'user && user.admin' });
    expect(classifyScriptlet('} else if (x > 1) {')).toEqual({ kind: 'else', cond: 'x > 1' });
    expect(classifyScriptlet('} else {')).toEqual({ kind: 'else', cond: null });
    expect(classifyScriptlet('}); ')).toEqual({ kind: 'close' });
    expect(classifyScriptlet('var total = 0')).toEqual({ kind: 'stmt', code: 'var total = 0;', declares: ['total'] });
    expect(classifyScriptlet('while (x) {').kind).toBe('unknown');
  });
  it('finds the names an expression reads from outside', () => {
    expect(freeIdentifiers("items.map((i) => i.name + suffix).join(', ') + Math.max(a, 1)")?.sort()).toEqual(['a', 'items', 'suffix']);
    expect(freeIdentifiers('{ a: b }.a')?.sort()).toEqual(['b']);
    expect(freeIdentifiers('a +')).toBeNull();
  });
  it('reads include calls with literal and computed props', () => {
    expect(parseInclude("include('partials/card', { name: 'A \"B\"', price: p.price, n: 2 })")).toEqual({
      spec: 'partials/card',
      props: [
        { name: 'name', value: '"A &quot;B&quot;"', literal: { v: 'A "B"' } },
        { name: 'price', value: '{p.price}' },
        { name: 'n', value: '{2}', literal: { v: 2 } },
      ],
    });
    expect(parseInclude('helper(x)')).toBeNull();
  });
});

describe('EJS legacy include', () => {
  it('reads `<% include partials/header %>` (EJS 1/2) as an include', () => {
    const t = tokenizeEjs('<% include partials/header %>\n<p>x</p>', 'v.ejs', fail);
    expect(t[0]).toEqual({ kind: 'tag', type: 'raw', code: 'include("partials/header")', line: 1 });
  });
});
