import * as t from '@babel/types';
import type { JSXElement, Node } from '@babel/types';
import type { StagedTree } from '../../convert/staged-tree.js';
import { parseSource } from '../../load/parse.js';
import { jsxAttr, jsxName, staticString } from '../../check/ast.js';
import { isScaffoldPackageName, isVendorTitle, type VendorAssetData } from './vendor-urls.js';

/** The staged tree (its parsed files are reused: one parse per file per run), or a plain text tree. */
type Tree = Pick<StagedTree, 'list' | 'read'> & Partial<Pick<StagedTree, 'ast'>>;

/** Files that hold the site's header, where the brand name links home. */
const SHELL_FILE = /(layout|header|nav|navbar|navigation|app|logo|brand)\.(j|t)sx$/i;
const LINK_TAGS = new Set(['Link', 'NavLink', 'a']);
/** Words a link to the home page says instead of a name (`→ Home`, `Back to home`, `Inicio`, `الرئيسية`). */
const NAV_WORDS = new Set([
  'home', 'homepage', 'back', 'to', 'go', 'return', 'the', 'main', 'page', 'start', 'index', 'shop', 'store', 'menu',
  'inicio', 'volver', 'al', 'la', 'página', 'principal', 'accueil', 'retour', 'à', "l'accueil", 'startseite', 'zurück', 'zur',
  'início', 'voltar', 'anasayfa', 'ana', 'sayfa', 'beranda', 'الرئيسية', 'الصفحة', 'العودة', 'إلى', 'للرئيسية', 'عودة',
  // "All" in a category bar often links home too.
  'all', 'products', 'todos', 'todas', 'productos', 'tous', 'toutes', 'alle', 'tutti', 'tümü', 'semua', 'الكل', 'المنتجات',
]);
/** Words an image's alt adds to the brand (`BagiLand Logo`, `Logo of Clay & Co.`). */
const LOGO_WORDS = /(^|\s)(logo(type)?|icon|brand(ing)?|image|img)(\s+of)?(?=\s|$)/giu;

const decode = (s: string) =>
  s.replace(/&amp;/g, '&').replace(/&quot;/g, '"').replace(/&#39;|&apos;/g, "'").replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/\s+/g, ' ').trim();

/**
 * A candidate made presentable, or null when it is no name: arrows, bullets and punctuation at
 * either end go (`→ Home` → `Home`), then text made only of navigation words is rejected.
 */
export function cleanSiteName(raw: string): string | null {
  const name = decode(raw).replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}.!?)'’]+$/gu, '').trim();
  if (!/\p{L}/u.test(name) || name.length < 2 || name.length > 60) return null;
  const words = name.toLowerCase().split(/[\s\-–—|·:]+/u).filter(Boolean);
  return words.every((w) => NAV_WORDS.has(w)) ? null : name;
}

/** `Thryft - Gen Z Thrift Fashion Marketplace` → `Thryft`: a page title's brand before its tagline. */
export function brandOfTitle(title: string): string {
  return decode(title).split(/\s+[|–—·:-]\s+/u)[0];
}

/** `boutique-yasmin` → `Boutique Yasmin`; `@acme/web-shop` → `Web Shop`. */
export function prettifyPackageName(name: string): string {
  return name.replace(/^@[^/]+\//, '').split(/[-_.\s]+/).filter(Boolean).map((w) => w[0].toUpperCase() + w.slice(1)).join(' ');
}

/** Does `href`/`to` point at the home page: "/", '/', {"/"}, {createPageUrl("Home")}? */
function isHomeTarget(el: JSXElement): boolean {
  const a = jsxAttr(el.openingElement, 'to') ?? jsxAttr(el.openingElement, 'href');
  const v = a?.value;
  if (!v) return false;
  const expr = v.type === 'JSXExpressionContainer' ? v.expression : v;
  const s = staticString(expr as Node);
  if (s !== null) return s === '/';
  return expr.type === 'CallExpression' && expr.arguments.length === 1 && staticString(expr.arguments[0] as Node)?.toLowerCase() === 'home';
}

/** The literal text inside an element (spans joined by spaces), ignoring expressions. */
function textOf(el: JSXElement): string {
  const parts: string[] = [];
  t.traverseFast(el, (n) => {
    if (n.type === 'JSXText' && n.value.trim()) parts.push(n.value.trim());
  });
  return parts.join(' ');
}

/** Alt texts of the images inside `root`, with `Logo`-like words taken out. */
function logoAlts(root: Node, onlyLogos: boolean): string[] {
  const out: string[] = [];
  t.traverseFast(root, (n) => {
    if (n.type !== 'JSXElement' || !['img', 'Image'].includes(jsxName(n.openingElement))) return;
    const alt = staticString((jsxAttr(n.openingElement, 'alt')?.value ?? null) as Node | null);
    if (!alt) return;
    const marks = ['src', 'className', 'id'].map((k) => staticString((jsxAttr(n.openingElement, k)?.value ?? null) as Node | null) ?? '').join(' ');
    if (onlyLogos && !/logo|brand/i.test(alt + ' ' + marks)) return;
    out.push(alt.replace(LOGO_WORDS, ' '));
  });
  return out;
}

/** The brand a site's header shows: a home link's text or logo alt first, then any logo image's alt. */
function headerBrand(tree: Tree, srcDir: string): string | null {
  const files = tree.list().filter((p) => p.startsWith(srcDir + '/') && /\.(j|t)sx$/.test(p));
  const ordered = [...files.filter((f) => SHELL_FILE.test(f)), ...files.filter((f) => !SHELL_FILE.test(f))];
  const logos: string[] = [];
  for (const file of ordered) {
    const parsed = tree.ast ? { ok: true as const, ast: tree.ast(file) } : parseSource(file, tree.read(file) ?? '');
    if (!parsed.ok || !parsed.ast) continue;
    let found: string | null = null;
    t.traverseFast(parsed.ast, (n) => {
      if (found || n.type !== 'JSXElement' || !LINK_TAGS.has(jsxName(n.openingElement)) || !isHomeTarget(n)) return;
      for (const c of [textOf(n), ...logoAlts(n, false)]) {
        found = found ?? cleanSiteName(c);
      }
    });
    if (found) return found;
    if (SHELL_FILE.test(file)) logos.push(...logoAlts(parsed.ast, true));
  }
  for (const alt of logos) {
    const name = cleanSiteName(alt);
    if (name) return name;
  }
  return null;
}

/** `<title>` of an index.html, or null. */
function htmlTitle(text: string | undefined): string | null {
  const m = text?.match(/<title[^>]*>([^<]*)<\/title>/i);
  return m ? m[1] : null;
}

export interface SiteNameSources {
  /** The app's index.html and package.json paths (the brand sources outside src/). */
  html?: string;
  packageJson?: string;
  /** Vendor brand words: a title or package name naming the vendor is not the site's. */
  data?: VendorAssetData;
}

/**
 * The name the site shows for itself, from the sources real sites have, best first: index.html's
 * `<title>` unless it is a vendor or scaffold default (its brand part, before the tagline); the
 * header's home link text or logo alt (`<img alt="BagiLand Logo">` → `BagiLand`); package.json's
 * name prettified unless it is a scaffold's. Null when none names the site.
 */
export function siteNameFromSource(tree: Tree, srcDir: string, sources: SiteNameSources = {}): string | null {
  const vendor = (s: string) => (sources.data ? isVendorTitle(s, sources.data) : false);
  const title = sources.html ? htmlTitle(tree.read(sources.html)) : null;
  if (title && !vendor(title)) {
    const name = cleanSiteName(brandOfTitle(title));
    if (name) return name;
  }
  const fromHeader = headerBrand(tree, srcDir);
  if (fromHeader) return fromHeader;
  const pkg = sources.packageJson ? tree.read(sources.packageJson) : undefined;
  if (!pkg) return null;
  let name: unknown;
  try {
    name = (JSON.parse(pkg) as { name?: unknown }).name;
  } catch {
    return null;
  }
  if (typeof name !== 'string' || isScaffoldPackageName(name) || vendor(name)) return null;
  return cleanSiteName(prettifyPackageName(name));
}
