import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { DesignTokens } from '../../design/tokens.js';
import { ToolError } from '../../diagnostics/tool-error.js';
import { packageRoot } from '../../infra/package-root.js';

// From the package root: the compiled CLI runs from dist/src/, the tests from src/.
const TEMPLATES = path.join(packageRoot(), 'templates', 'pages');

/** `page.static.jsx.tpl` when static pages were chosen and the page has a static form, else `page.jsx.tpl`. */
export function templatePath(canonical: string, variant: 'dynamic' | 'static' = 'dynamic'): string {
  const staticPath = path.join(TEMPLATES, canonical, 'page.static.jsx.tpl');
  return variant === 'static' && existsSync(staticPath) ? staticPath : path.join(TEMPLATES, canonical, 'page.jsx.tpl');
}
export const hasTemplate = (canonical: string) => existsSync(templatePath(canonical));

export interface FillOptions {
  component: string;
  ts: boolean;
  /** The router's link component and its target attribute (`Link`/`to`, `a`/`href`). */
  link: { tag: string; attr: string; importLine: string | null };
  paths: Record<string, string>;
  /** How a page reads its `:slug` route parameter under the site's router. */
  params: { importLine: string; hook: string };
  variant?: 'dynamic' | 'static';
}

/**
 * The link from a list card (record `p`) to the record's detail page, as a template literal body:
 * the detail route with its parameter filled (`/item/:itemId` → `/item/${p.id}`; a `:slug`-like
 * parameter takes the slug), or a detail page without one reads `?id=` (a page map's detail page).
 */
export function detailHref(route: string): string {
  const r = route.startsWith('/') ? route : `/${route}`;
  if (!r.includes(':')) return `${r}?id=\${p.id}`;
  return r.replace(/:(\w+)\??/, (_, name: string) => (/slug|handle/i.test(name) ? '${p.slug}' : '${p.id}'));
}

/** A page template filled with the source's tokens; empty class slots leave no attribute. */
export function fillPage(canonical: string, tokens: DesignTokens, o: FillOptions): string {
  if (!hasTemplate(canonical)) throw new ToolError(`no gap page template for "${canonical}" (templates/pages/${canonical}/page.jsx.tpl)`);
  const tpl = readFileSync(templatePath(canonical, o.variant), 'utf8');
  const a = tokens.animation;
  // A section class that already centers and pads the content needs no second container inside.
  const sectionFrames = /(^|\s)(container|max-w-\S+)(\s|$)/.test(tokens.sectionClass);
  const wrapClass = [sectionFrames ? '' : tokens.containerClass, a.className].filter(Boolean).join(' ');
  const imports = [a.importLine, tokens.buttonImport, o.link.importLine].filter((l): l is string => Boolean(l) && !tpl.includes(l as string)).join('\n');
  const values: Record<string, string> = {
    Component: o.component, imports,
    WrapOpen: a.wrapperTag, WrapClose: a.wrapperEnd, containerClass: wrapClass,
    sectionClass: tokens.sectionClass, h1Class: tokens.h1Class, h2Class: tokens.h2Class, h3Class: tokens.h3Class,
    textClass: tokens.textClass, cardClass: tokens.cardClass, buttonClass: tokens.buttonClass, inputClass: tokens.inputClass,
    linkClass: tokens.linkClass, Button: tokens.buttonImport ? 'Button' : 'button', Link: o.link.tag, linkTo: o.link.attr,
    ParamsImport: o.params.importLine, useParams: o.params.hook,
    productsPath: o.paths.products ?? '/products', servicesPath: o.paths.services ?? '/services', checkoutPath: o.paths.checkout ?? '/checkout',
    productHref: detailHref(o.paths.product ?? `${o.paths.products ?? '/products'}/:slug`),
    serviceHref: detailHref(o.paths.service ?? `${o.paths.services ?? '/services'}/:slug`),
  };
  let out = tpl.replace(/\{\{as:([^]*?)\}\}(?!\})/g, (_, cast: string) => (o.ts ? (cast.startsWith(':') ? cast : ` as ${cast}`) : ''));
  out = out.replace(/\{\{(\w+)\}\}/g, (m, key: string) => {
    if (!(key in values)) throw new ToolError(`templates/pages/${canonical}: unknown slot ${m}`);
    return values[key];
  });
  return out.replace(/ className=""/g, '').replace(/\n{3,}/g, '\n\n').replace(/^\n/m, '');
}
