import type { DefaultTreeAdapterTypes as P5 } from 'parse5';
import { parseHtmlDocument } from '../jsx/html-to-jsx.js';
import { attr, lineOf } from '../jsx/emit.js';
import { collapse } from '../jsx/text.js';

const isEl = (n: P5.ChildNode | P5.ParentNode | undefined): n is P5.Element => !!n && 'tagName' in n;

export interface HeadLink { rel: string; href: string; line: number; attrs: P5.Element['attrs'] }
export interface ScriptRef { src?: string; code?: string; line: number; attrs: P5.Element['attrs']; inHead: boolean }

/** One HTML document, read once: what its head asks for, and its body. */
export interface HtmlPage {
  /** Site-relative file. */
  file: string;
  /** Path under the web root (what the browser requests). */
  webPath: string;
  doc: P5.Document;
  head: P5.Element | null;
  body: P5.Element;
  title: string | null;
  lang: string | null;
  dir: string | null;
  bodyClass: string | null;
  metas: P5.Element['attrs'][];
  links: HeadLink[];
  /** Inline `<style>` text from the head. */
  headStyles: string[];
  /** Scripts in the head (body scripts are met by the emitter). */
  headScripts: ScriptRef[];
}

export function child(el: P5.ParentNode, tag: string): P5.Element | null {
  return (el.childNodes.find((c) => isEl(c) && c.tagName === tag) as P5.Element | undefined) ?? null;
}

export const textOf = (el: P5.Element): string =>
  el.childNodes.map((c) => (c.nodeName === '#text' ? (c as P5.TextNode).value : isEl(c) ? textOf(c) : '')).join('');

export function scriptRef(el: P5.Element, inHead: boolean): ScriptRef {
  const src = attr(el, 'src');
  return { ...(src !== undefined ? { src } : { code: textOf(el) }), line: lineOf(el), attrs: el.attrs, inHead };
}

/** Parse one page (parse5 never throws: broken markup is recovered the way browsers do). */
export function readHtmlPage(file: string, webPath: string, text: string): HtmlPage {
  const doc = parseHtmlDocument(text);
  const html = child(doc, 'html')!;
  const head = child(html, 'head');
  const body = child(html, 'body')!;
  const page: HtmlPage = {
    file, webPath, doc, head, body, title: null,
    lang: attr(html, 'lang') ?? null, dir: attr(html, 'dir') ?? null, bodyClass: attr(body, 'class') ?? null,
    metas: [], links: [], headStyles: [], headScripts: [],
  };
  readHead(head, page);
  return page;
}

export type HeadInfo = Pick<HtmlPage, 'title' | 'metas' | 'links' | 'headStyles' | 'headScripts'>;

/** What a `<head>` asks for (also used for the head inside a server-template partial). */
export function readHead(head: P5.Element | null, into: HeadInfo): HeadInfo {
  for (const n of head?.childNodes ?? []) {
    if (!isEl(n)) continue;
    if (n.tagName === 'title') into.title = collapse(textOf(n)).trim();
    else if (n.tagName === 'meta') into.metas.push(n.attrs);
    else if (n.tagName === 'link') into.links.push({ rel: (attr(n, 'rel') ?? '').toLowerCase(), href: attr(n, 'href') ?? '', line: lineOf(n), attrs: n.attrs });
    else if (n.tagName === 'style') into.headStyles.push(textOf(n));
    else if (n.tagName === 'script') into.headScripts.push(scriptRef(n, true));
  }
  return into;
}
