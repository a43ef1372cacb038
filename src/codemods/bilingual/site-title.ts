import * as t from '@babel/types';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import type { StepContext } from '../../convert/step.js';
import { joinPath } from '../theme-shell/layout.js';
import { relativeSpecifier } from '../theme-shell/imports.js';
import { ensureNamedImport } from './components.js';
import type { Dictionary } from './extract.js';
import { GENERATED_MARK, writeGenerated } from './hook-module.js';
import type { RetrofitScope } from './scope.js';
import { storeText } from './translators.js';
import { parseSourceCopy, sourceCopyJson, SOURCE_COPY_FILE } from '../../translate/source-copy.js';

/**
 * The site's own title and description (index.html's `<title>` and `<meta name="description">`,
 * what the window shows before and between the pages' own titles) go through the dictionaries:
 * a generated `<SiteTitle />` in ThemeRoot sets them from `site.title` / `site.description` in
 * the shopper's locale.
 */
export const SITE_TITLE_KEY = 'site.title';
export const SITE_DESCRIPTION_KEY = 'site.description';
const COMPONENT = 'SiteTitle';

type Node = DefaultTreeAdapterMap['childNode'];
type Element = DefaultTreeAdapterMap['element'];
const isElement = (n: Node): n is Element => 'tagName' in n;
const HAS_WORDS = /\p{L}.*\p{L}/su;

/** The `<title>` text and the meta description of an HTML page (entities decoded), when they have words. */
export function siteHead(html: string): { title: string | null; description: string | null } {
  let title: string | null = null;
  let description: string | null = null;
  const walk = (nodes: Node[]) => {
    for (const n of nodes) {
      if (!isElement(n)) continue;
      if (n.tagName === 'title' && title === null) title = n.childNodes.map((c) => ('value' in c ? c.value : '')).join('');
      if (n.tagName === 'meta' && description === null && n.attrs.some((a) => a.name === 'name' && a.value.toLowerCase() === 'description')) {
        description = n.attrs.find((a) => a.name === 'content')?.value ?? null;
      }
      walk(n.childNodes as Node[]);
      if ('content' in n) walk((n as unknown as { content: { childNodes: Node[] } }).content.childNodes);
    }
  };
  walk(parse(html).childNodes as Node[]);
  const clean = (s: string | null) => {
    const v = s?.replace(/\s+/g, ' ').trim() ?? '';
    return HAS_WORDS.test(v) ? v : null;
  };
  return { title: clean(title), description: clean(description) };
}

/** The generated `SiteTitle` component (`ts`: a .tsx module). */
export function siteTitleModule(ts: boolean, keys: { title: boolean; description: boolean }): string {
  const ref = ts ? 'useRef<string | null>(null)' : 'useRef(null)';
  const lines = [
    `${GENERATED_MARK}: index.html's title and description in the shopper's language.`,
    `import { useLayoutEffect, useRef } from 'react';`,
    `import { useT } from './use-t';`,
    ``,
    `/**`,
    ` * Rendered once in ThemeRoot. It runs before the pages' own effects, so a page that sets its own`,
    ` * title or description keeps it; on a locale change only what is still the site's own is replaced.`,
    ` */`,
    `export function ${COMPONENT}() {`,
    `  const t = useT();`,
    `  const shownTitle = ${ref};`,
    `  const shownDescription = ${ref};`,
    `  useLayoutEffect(() => {`,
  ];
  if (keys.title) {
    lines.push(
      `    const title = t('${SITE_TITLE_KEY}');`,
      `    if (shownTitle.current === null || document.title === shownTitle.current) document.title = title;`,
      `    shownTitle.current = title;`,
    );
  }
  if (keys.description) {
    lines.push(
      `    const meta = document.querySelector('meta[name="description"]');`,
      `    const description = t('${SITE_DESCRIPTION_KEY}');`,
      `    if (meta && (shownDescription.current === null || meta.getAttribute('content') === shownDescription.current)) meta.setAttribute('content', description);`,
      `    shownDescription.current = description;`,
    );
  }
  lines.push(`  }, [t.locale]);`, `  return null;`, `}`, ``);
  return lines.join('\n');
}

/** `<SiteTitle />` first inside the element ThemeRoot returns; false when there is none or it is there. */
export function mountSiteTitle(ast: t.File, importFrom: string): boolean {
  return mountInThemeRoot(ast, COMPONENT, importFrom);
}

/**
 * `<Name />` first inside the element ThemeRoot returns (drawn before the site's pages); false when
 * there is no ThemeRoot element or it is there.
 */
export function mountInThemeRoot(ast: t.File, component: string, importFrom: string): boolean {
  let present = false;
  t.traverseFast(ast, (n) => {
    if (t.isJSXIdentifier(n, { name: component })) present = true;
  });
  if (present) return false;
  let host: t.JSXElement | null = null;
  t.traverseFast(ast, (n) => {
    if (host || !(t.isFunctionDeclaration(n) || t.isVariableDeclarator(n))) return;
    if (!t.isIdentifier(n.id, { name: 'ThemeRoot' })) return;
    t.traverseFast(n, (m) => {
      if (!host && t.isReturnStatement(m) && t.isJSXElement(m.argument)) host = m.argument;
      if (!host && t.isArrowFunctionExpression(m) && t.isJSXElement(m.body)) host = m.body;
    });
  });
  const el = host as t.JSXElement | null;
  if (!el || el.openingElement.selfClosing) return false;
  const tag = t.jsxElement(t.jsxOpeningElement(t.jsxIdentifier(component), [], true), null, [], true);
  const first = el.children[0];
  if (t.isJSXText(first) && /^\s*$/.test(first.value) && first.value.includes('\n')) el.children.splice(1, 0, tag, t.jsxText(first.value));
  else el.children.unshift(tag);
  ensureNamedImport(ast, component, importFrom);
  return true;
}

/**
 * index.html's title and description → `site.title` / `site.description`, set by `<SiteTitle />`
 * in ThemeRoot. Notes what was done; nothing when the page has neither or there is no ThemeRoot.
 */
export function translateSiteHead(ctx: Pick<StepContext, 'tree'>, scope: RetrofitScope, dict: Dictionary): string[] {
  const html = ctx.tree.read(joinPath(scope.layout.root, 'index.html'));
  const rootFile = `${scope.layout.src}/platform/theme-root.jsx`;
  const rootAst = ctx.tree.exists(rootFile) ? ctx.tree.ast(rootFile) : null;
  if (html === undefined) return [];
  const head = siteHead(html);
  if (!head.title && !head.description) return [];
  if (!rootAst) return [`index.html: its title stays in the source language (no ${rootFile} to set it from the dictionaries)`];
  // What `translate --import` replaced in the English slot of a source in another language.
  const recordFile = `${scope.i18nDir}/${SOURCE_COPY_FILE}`;
  const record = parseSourceCopy(ctx.tree.read(recordFile));
  let stale = false;
  for (const [key, text] of [[SITE_TITLE_KEY, head.title], [SITE_DESCRIPTION_KEY, head.description]] as const) {
    if (!text) continue;
    const replaced = record?.copy[key];
    storeText(dict, text, { key, replaced });
    // The source text changed since its English was written: the entry holds the source's copy again.
    if (replaced !== undefined && replaced.trim() !== text.trim() && dict.en[key] === text) {
      delete record!.copy[key];
      stale = true;
    }
  }
  if (stale) ctx.tree.write(recordFile, sourceCopyJson(record!));
  const moduleFile = `${scope.i18nDir}/site-title.${scope.layout.ts ? 'tsx' : 'jsx'}`;
  const wrote = writeGenerated(ctx, moduleFile, siteTitleModule(scope.layout.ts, { title: !!head.title, description: !!head.description }));
  const mounted = mountSiteTitle(rootAst, relativeSpecifier(rootFile, moduleFile.replace(/\.[jt]sx$/, '')));
  if (mounted) ctx.tree.writeAst(rootFile, rootAst);
  // A later run with nothing new to do says nothing (the dictionaries keep the entries).
  if (!wrote && !mounted) return [];
  return [`index.html: its title${head.description ? ' and description' : ''} follow the locale (${SITE_TITLE_KEY}${head.description ? `, ${SITE_DESCRIPTION_KEY}` : ''})`];
}
