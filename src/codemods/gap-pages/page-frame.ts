import path from 'node:path';
import type * as t from '@babel/types';
import type { StagedTree } from '../../convert/staged-tree.js';

/**
 * The frame a source draws around each page itself when it has no layout route: the header and
 * footer components its pages render before and after their content (`<Header /> <main>…</main>
 * <Footer />`). A gap page built in such a site is drawn inside the same frame, or it would stand
 * alone without the site's navigation.
 */
export interface PageFrame {
  /** Import lines, with specifiers relative to the gap page. */
  imports: string[];
  before: string[];
  after: string[];
  /** The element the source wraps its content in between them (`<main className="…">`), if any. */
  wrapper: { tag: string; className: string | null } | null;
  /**
   * Elements the page wraps the whole frame in (a provider its header reads, a `min-h-screen`
   * column), outermost first, as open and close tags: present only when there are some.
   */
  outer?: { open: string; close: string }[];
}

/** A layout component's file (`components/layout/MainLayout`, `PageShell`). */
const LAYOUT_FILE = /(^|[/\\])[\w-]*(layout|shell)[\w-]*$/i;

/** Elements drawn over the page, not in its flow (a cart drawer, a chat or WhatsApp button): part of the frame, not content. */
const OVERLAY = /(Drawer|Modal|Dialog|Toaster|Sonner|Popup|Widget|Float\w*|Floating\w*|WhatsApp\w*|Cookie\w*|ScrollToTop|BackToTop)$/;

/** A component file that draws the site's chrome, by its name (`header.jsx`, `site-footer`). */
const CHROME_NAME = /(^|[/\\-_])(site-?)?(header|nav|navbar|navigation|top-?bar|menu-?bar|footer)(\.[jt]sx?)?$/i;
/** The same in PascalCase after a qualifier of the site's own (`BrandHeader`, `ModernFooter`, `MainNavbar`). */
const CHROME_PASCAL = /[a-z\d](Header|Nav|Navbar|NavBar|Navigation|TopBar|MenuBar|Footer)(\.[jt]sx?)?$/;
export const CHROME_FILE = { test: (spec: string): boolean => CHROME_NAME.test(spec) || CHROME_PASCAL.test(spec) };

/** A component that only writes the document head (title, meta tags). */
const HEAD_ONLY = /^(Helmet|Head|Seo\w*|SEO\w*|\w*(Seo|SEO|Meta|Head))$/;

const unwrap = (n: t.Node | null | undefined): t.Node | null | undefined => (n?.type === 'ParenthesizedExpression' ? unwrap(n.expression) : n);

/** The JSX the default-exported component returns at its top level. */
function returnedJsx(ast: t.File): t.JSXElement | t.JSXFragment | null {
  const body = ast.program.body;
  let fn: t.Node | null = null;
  for (const s of body) {
    if (s.type !== 'ExportDefaultDeclaration') continue;
    const d = s.declaration;
    if (d.type === 'FunctionDeclaration' || d.type === 'ArrowFunctionExpression' || d.type === 'FunctionExpression') fn = d;
    else if (d.type === 'Identifier') {
      for (const o of body) {
        if (o.type === 'FunctionDeclaration' && o.id?.name === d.name) fn = o;
        if (o.type === 'VariableDeclaration') for (const v of o.declarations) if (v.id.type === 'Identifier' && v.id.name === d.name && v.init) fn = v.init;
      }
    }
  }
  if (!fn || (fn.type !== 'FunctionDeclaration' && fn.type !== 'ArrowFunctionExpression' && fn.type !== 'FunctionExpression')) return null;
  if (fn.body.type !== 'BlockStatement') {
    const e = unwrap(fn.body);
    return e?.type === 'JSXElement' || e?.type === 'JSXFragment' ? e : null;
  }
  const ret = [...fn.body.body].reverse().find((s): s is t.ReturnStatement => s.type === 'ReturnStatement');
  const e = unwrap(ret?.argument);
  return e?.type === 'JSXElement' || e?.type === 'JSXFragment' ? e : null;
}

const nameOf = (el: t.JSXElement) => (el.openingElement.name.type === 'JSXIdentifier' ? el.openingElement.name.name : null);

/** `<X a="lit" b />`: the element with only its literal attributes (its other props are the page's own). */
function literalElement(el: t.JSXElement, name: string): string {
  const attrs = el.openingElement.attributes.flatMap((a) => {
    if (a.type !== 'JSXAttribute' || a.name.type !== 'JSXIdentifier') return [];
    if (a.value === null) return [a.name.name];
    if (a.value?.type === 'StringLiteral') return [`${a.name.name}=${JSON.stringify(a.value.value)}`];
    return [];
  });
  return `<${[name, ...attrs].join(' ')} />`;
}

/** The frame the page at `pageFile` draws around its content, or null when it draws none. */
export function pageFrame(tree: StagedTree, pageFile: string, gapFile: string): PageFrame | null {
  const ast = tree.ast(pageFile);
  if (!ast) return null;
  let root: t.JSXElement | t.JSXFragment | null = returnedJsx(ast);
  if (!root) return null;
  // Locals imported from chrome component files, with the import line that brings each; and every imported local.
  const chrome = new Map<string, string>();
  const imported = new Map<string, string>();
  for (const s of ast.program.body) {
    if (s.type !== 'ImportDeclaration' || s.importKind === 'type') continue;
    const spec = s.source.value.startsWith('.') ? relative(pageFile, s.source.value, gapFile) : s.source.value;
    const isChromeFile = CHROME_FILE.test(s.source.value.replace(/\/index$/, ''));
    for (const sp of s.specifiers) {
      let line: string | null = null;
      if (sp.type === 'ImportDefaultSpecifier') line = `import ${sp.local.name} from "${spec}";`;
      if (sp.type === 'ImportSpecifier') {
        const name = sp.imported.type === 'Identifier' ? sp.imported.name : sp.imported.value;
        line = `import { ${name === sp.local.name ? name : `${name} as ${sp.local.name}`} } from "${spec}";`;
      }
      if (!line) continue;
      imported.set(sp.local.name, line);
      if (isChromeFile) chrome.set(sp.local.name, line);
    }
  }
  // A page drawn inside a layout component of the site's own (`<MainLayout>…</MainLayout>`, header
  // and footer inside it): the gap page is drawn inside it too.
  const rootName = root.type === 'JSXElement' ? nameOf(root) : null;
  const rootImport = rootName && /^[A-Z]/.test(rootName) ? ast.program.body.find((s): s is t.ImportDeclaration => s.type === 'ImportDeclaration'
    && s.specifiers.some((sp) => sp.local.name === rootName)) : undefined;
  if (rootName && rootImport && LAYOUT_FILE.test(rootImport.source.value) && imported.has(rootName)) {
    return { imports: [imported.get(rootName)!], before: [], after: [], wrapper: null, outer: [{ open: literalElement(root as t.JSXElement, rootName).replace(/ \/>$/, '>'), close: `</${rootName}>` }] };
  }
  if (!chrome.size) return null;
  const elementsOf = (n: t.JSXElement | t.JSXFragment) => n.children.filter((c): c is t.JSXElement => c.type === 'JSXElement');
  const isChrome = (el: t.JSXElement) => chrome.has(nameOf(el) ?? '');
  // Through wrappers of the whole page (`<CartProvider><div className="min-h-screen">…`) down to the element holding the chrome.
  const outerEls: t.JSXElement[] = [];
  while (!elementsOf(root).some(isChrome) && elementsOf(root).length === 1) {
    if (root.type === 'JSXElement') outerEls.push(root);
    root = elementsOf(root)[0];
  }
  if (outerEls.length && root.type === 'JSXElement') outerEls.push(root);
  const outer: { open: string; close: string }[] = [];
  for (const el of outerEls) {
    const name = nameOf(el);
    // An animated wrapper (`motion.div`) is only decoration: left out.
    if (!name) continue;
    // A component of the page's own file cannot be drawn from another file.
    if (/^[A-Z]/.test(name) && !imported.has(name)) return null;
    outer.push({ open: literalElement(el, name).replace(/ \/>$/, '>'), close: `</${name}>` });
  }
  const kids = elementsOf(root);
  const isOverlay = (el: t.JSXElement) => OVERLAY.test(nameOf(el) ?? '') && imported.has(nameOf(el)!);
  // Document-head elements (`<SEOHead />`, `<Helmet>`) draw nothing: the frame reaches past them.
  const isContent = (el: t.JSXElement) => !isChrome(el) && !isOverlay(el) && !HEAD_ONLY.test(nameOf(el) ?? '');
  const first = kids.findIndex(isContent);
  if (first < 0) return null;
  const last = kids.length - 1 - [...kids].reverse().findIndex(isContent);
  const before = kids.slice(0, first).filter(isChrome);
  const after = kids.slice(last + 1).filter((el) => isChrome(el) || isOverlay(el));
  if (!before.length && !after.some(isChrome)) return null;
  const content = kids.slice(first, last + 1);
  const only = content.length === 1 ? content[0] : null;
  const tag = only && nameOf(only);
  const cls = only?.openingElement.attributes.find((a): a is t.JSXAttribute => a.type === 'JSXAttribute' && a.name.name === 'className');
  const used = [...before, ...after].map((el) => nameOf(el)!);
  const outerImports = outer.map((o) => /^<([\w]+)/.exec(o.open)![1]).filter((n) => /^[A-Z]/.test(n));
  return {
    imports: [...new Set([...outerImports, ...used].map((n) => imported.get(n)!))],
    before: before.map((el) => literalElement(el, nameOf(el)!)),
    after: after.map((el) => literalElement(el, nameOf(el)!)),
    wrapper: tag && /^(main|div)$/.test(tag) ? { tag, className: cls?.value?.type === 'StringLiteral' ? cls.value.value : null } : null,
    ...(outer.length ? { outer } : {}),
  };
}

/** A relative import of `pageFile`, as `gapFile` writes it. */
function relative(pageFile: string, spec: string, gapFile: string): string {
  const target = path.posix.join(path.posix.dirname(pageFile), spec);
  const rel = path.posix.relative(path.posix.dirname(gapFile), target);
  return rel.startsWith('.') ? rel : `./${rel}`;
}

/** The frame's lines around `content`: its outer wrappers (indented), header, content and footer. */
export function framed(frame: PageFrame, content: string): string[] {
  const outer = frame.outer ?? [];
  const pad = '  '.repeat(outer.length);
  return [
    ...outer.map((o, i) => `${'  '.repeat(i)}${o.open}`),
    ...[...frame.before, content, ...frame.after].map((l) => `${pad}${l}`),
    ...[...outer].reverse().map((o, i) => `${'  '.repeat(outer.length - 1 - i)}${o.close}`),
  ];
}

/**
 * Draw a filled gap page inside the frame: its component becomes `<Name>Content`, and the default
 * export renders the frame's header, the content (in the source's wrapper) and its footer.
 */
export function framePage(text: string, component: string, frame: PageFrame): string {
  const head = `export default function ${component}(`;
  if (!text.includes(head)) return text;
  const inner = `${component}Content`;
  const open = frame.wrapper ? `<${frame.wrapper.tag}${frame.wrapper.className ? ` className=${JSON.stringify(frame.wrapper.className)}` : ''}>` : '';
  const close = frame.wrapper ? `</${frame.wrapper.tag}>` : '';
  const body = framed(frame, `${open}<${inner} />${close}`).map((l) => `      ${l}`).join('\n');
  const lastImport = [...text.matchAll(/^import .*;$/gm)].pop();
  const at = lastImport ? (lastImport.index ?? 0) + lastImport[0].length : 0;
  const withImports = `${text.slice(0, at)}${at ? '\n' : ''}${frame.imports.join('\n')}${at ? '' : '\n'}${text.slice(at)}`;
  return `${withImports.replace(head, `function ${inner}(`).trimEnd()}

/** The page inside the site's own frame (its pages draw their header and footer themselves). */
export default function ${component}() {
  return (
    <>
${body}
    </>
  );
}
`;
}

/** The classes of a header or footer a page draws inline, and of its first inner box. */
export interface InlineBar { className: string | null; inner: string | null }
export interface InlineChrome { header: InlineBar | null; footer: InlineBar | null }

const stringClass = (el: t.JSXElement): string | null => {
  const a = el.openingElement.attributes.find((x): x is t.JSXAttribute => x.type === 'JSXAttribute' && x.name.name === 'className');
  return a?.value?.type === 'StringLiteral' ? a.value.value : null;
};
/** `<header>`, or an editable section drawn as one (`<TSection as="header">`). */
const barTag = (el: t.JSXElement): string | null => {
  const name = nameOf(el);
  if (name === 'header' || name === 'footer' || name === 'nav') return name;
  const as = el.openingElement.attributes.find((x): x is t.JSXAttribute => x.type === 'JSXAttribute' && x.name.name === 'as');
  return as?.value?.type === 'StringLiteral' && ['header', 'footer', 'nav'].includes(as.value.value) ? as.value.value : null;
};
const bar = (el: t.JSXElement): InlineBar => {
  const inner = el.children.find((c): c is t.JSXElement => c.type === 'JSXElement' && nameOf(c) === 'div');
  return { className: stringClass(el), inner: inner ? stringClass(inner) : null };
};

/**
 * A page that draws its header and footer inline (`<header className="…">…</header>` in its own
 * JSX, no component to import): their classes, so gap pages get a header and footer that look
 * like them. Null when the page draws neither.
 */
export function inlineChrome(tree: StagedTree, pageFile: string): InlineChrome | null {
  const ast = tree.ast(pageFile);
  const root = ast && returnedJsx(ast);
  if (!root) return null;
  const kids = root.children.filter((c): c is t.JSXElement => c.type === 'JSXElement');
  const head = kids.find((k) => barTag(k) === 'header' || barTag(k) === 'nav');
  const foot = [...kids].reverse().find((k) => barTag(k) === 'footer');
  if (!head && !foot) return null;
  return { header: head ? bar(head) : null, footer: foot ? bar(foot) : null };
}

export interface FrameLink { route: string; label: string; labelAr?: string }

/**
 * The header and footer of gap pages in a site whose pages draw them inline: the brand's name, a
 * link to each page, in the classes of the source's own header and footer.
 */
export function siteFrameModule(chrome: InlineChrome, links: FrameLink[], footerLinks: FrameLink[], link: { tag: string; attr: string; importLine: string | null }): string {
  const cls = (c: string | null | undefined) => (c ? ` className=${JSON.stringify(c)}` : '');
  const row = "{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: '1rem', flexWrap: 'wrap' }";
  const item = (l: FrameLink) => `  { to: ${JSON.stringify(l.route)}, en: ${JSON.stringify(l.label)}, ar: ${JSON.stringify(l.labelAr ?? l.label)} },`;
  const linkList = (name: string, list: string[]) => [`const ${name} = [`, ...list, '];'];
  return [
    '// platform-convert: the header and footer of the pages it built. The source draws its own inline',
    '// on its pages; these take the same classes, the brand name and a link to each page.',
    `import { useBrand, useLocale } from 'platform-sdk/theme';`,
    ...(link.importLine ? [link.importLine] : []),
    '',
    ...linkList('LINKS', [`  { to: "/", en: "Home", ar: "الرئيسية" },`, ...links.map(item)]),
    ...linkList('FOOTER_LINKS', footerLinks.map(item)),
    '',
    'export function SiteHeader() {',
    '  const brand = useBrand();',
    '  const { locale } = useLocale();',
    '  return (',
    `    <header${cls(chrome.header?.className)}>`,
    `      <div${cls(chrome.header?.inner)} style={${row}}>`,
    `        <${link.tag} ${link.attr}="/" style={{ fontWeight: 700 }}>{brand.name}</${link.tag}>`,
    `        <nav style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>`,
    `          {LINKS.map((l) => <${link.tag} key={l.to} ${link.attr}={l.to}>{locale === 'ar' ? l.ar : l.en}</${link.tag}>)}`,
    '        </nav>',
    '      </div>',
    '    </header>',
    '  );',
    '}',
    '',
    'export function SiteFooter() {',
    '  const brand = useBrand();',
    '  const { locale } = useLocale();',
    '  return (',
    `    <footer${cls(chrome.footer?.className)}>`,
    `      <div${cls(chrome.footer?.inner)}>`,
    `        <nav style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap', justifyContent: 'center', marginBottom: '0.5rem' }}>`,
    `          {FOOTER_LINKS.map((l) => <${link.tag} key={l.to} ${link.attr}={l.to}>{locale === 'ar' ? l.ar : l.en}</${link.tag}>)}`,
    '        </nav>',
    '        <p>© {new Date().getFullYear()} {brand.name}</p>',
    '      </div>',
    '    </footer>',
    '  );',
    '}',
    '',
  ].join('\n');
}
