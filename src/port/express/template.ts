import type { DefaultTreeAdapterTypes as P5 } from 'parse5';
import { parse, parseFragment } from 'parse5';
import { badInput } from '../../diagnostics/tool-error.js';
import { nodesToJsx } from '../jsx/html-to-jsx.js';
import { VOID } from '../jsx/emit.js';
import { child, readHead, type HeadInfo } from '../html-site/read-page.js';
import { CHILDREN_SLOT, MARKER_RE, placeholderHtml, tokenizeEjs, type EjsTag } from './ejs-tokens.js';
import { tokenizeHbs } from './hbs-tokens.js';
import { EjsEmitter, type EjsEmitOptions } from './ejs-emitter.js';
import { freeIdentifiers } from './scriptlet.js';

export interface ConvertedTemplate {
  file: string;
  jsx: string;
  router: string[];
  react: string[];
  /** Identifiers the template reads: a partial's props, a page's locals. */
  free: string[];
  statements: string[];
  components: EjsEmitter['components'];
  data: EjsEmitter['data'];
  /** The `<head>` of a document-shaped template (a header partial holding `<html><head>`). */
  head: HeadInfo | null;
  /** The template leaves elements open for the includer's markup (a header opening `<main>`): it takes `children`. */
  wraps: boolean;
  /** How many elements the template closes before opening any (a footer starting with `</main>`). */
  closes: number;
  /** `<html lang dir>` of a document-shaped template. */
  html: { lang: string | null; dir: string | null } | null;
  /** `document.title` as a JS expression when the head's title uses template values. */
  titleExpr: { expr: string; deps: string[] } | null;
}

const attrOf = (el: P5.Element, name: string) => el.attrs.find((a) => a.name === name && !a.value.includes('\uE000'))?.value ?? null;
const explicit = (el: P5.Element | null) => !!el?.sourceCodeLocation?.startTag;

/** An EJS template → JSX. Document-shaped templates give their head separately. */
export function convertTemplate(file: string, text: string, opts: Omit<EjsEmitOptions, 'tags' | 'file'>, layout = false): ConvertedTemplate {
  const fail = (msg: string, line: number): never => {
    throw badInput(msg.replace(` in ${file}`, ''), { file, line, hint: 'fix the template, then run port again' });
  };
  let tokens = /\.(hbs|handlebars)$/.test(file) ? tokenizeHbs(text, file, fail) : tokenizeEjs(text, file, fail);
  // A Handlebars layout's `{{{body}}}` is where each page goes.
  if (layout) tokens = tokens.map((t) => ('kind' in t && t.type === 'raw' && t.code === 'body' ? { type: 'text', value: `<!--${CHILDREN_SLOT}-->` } : t));
  const { html, tags } = placeholderHtml(tokens);
  const doc = parse(html, { sourceCodeLocationInfo: true });
  const htmlEl = child(doc, 'html');
  const headEl = htmlEl ? child(htmlEl, 'head') : null;
  const bodyEl = htmlEl ? child(htmlEl, 'body') : null;
  const docShaped = explicit(htmlEl) || explicit(headEl) || explicit(bodyEl) || /<\/(body|html)>/i.test(html);
  const nodes = docShaped ? bodyEl?.childNodes ?? [] : parseFragment(html, { sourceCodeLocationInfo: true }).childNodes;

  const wraps = layout || markChildrenSlot(nodes);
  const emitter = new EjsEmitter({ ...opts, file, tags });
  const r = nodesToJsx(nodes, emitter.ejs, 2, emitter);
  emitter.finish();
  const head = docShaped && headEl ? readHead(headEl, { title: null, metas: [], links: [], headStyles: [], headScripts: [] }) : null;
  const titleExpr = head?.title ? titleExpression(head.title, tags) : null;
  if (head) head.title = titleExpr ? null : head.title;
  const free = new Set(emitter.free);
  for (const d of titleExpr?.deps ?? []) free.add(d);
  return {
    file, jsx: r.jsx, router: r.imports, react: [...emitter.react], free: [...free].sort(), statements: emitter.statements,
    components: emitter.components, data: emitter.data, head, titleExpr, wraps, closes: leadingEndTags(html),
    html: docShaped && htmlEl ? { lang: attrOf(htmlEl, 'lang'), dir: attrOf(htmlEl, 'dir') } : null,
  };
}

/** `<%= title %> | Olive Grove` → a template literal and the names it reads. */
function titleExpression(title: string, tags: EjsTag[]): { expr: string; deps: string[] } | null {
  if (!title.includes('\uE000')) return null;
  const deps = new Set<string>();
  const expr = '`' + title.split(MARKER_RE).map((part, i) => {
    if (i % 2 === 0) return part.replace(/[`\\]|\$\{/g, (c) => '\\' + c);
    const code = tags[Number(part)].code;
    for (const id of freeIdentifiers(code) ?? []) deps.add(id);
    return `\${${code}}`;
  }).join('') + '`';
  return { expr, deps: [...deps].sort() };
}


/**
 * A partial that ends inside open elements (`<div class="container">` closed by the footer) is a
 * wrapper: the includer's following markup belongs inside. Mark that spot with a comment the
 * emitter renders as `{children}`; true when there is one.
 */
function markChildrenSlot(nodes: P5.ChildNode[]): boolean {
  let list = nodes;
  let slot: P5.Element | null = null;
  for (;;) {
    const last = [...list].reverse().find((n) => n.nodeName !== '#comment' && !(n.nodeName === '#text' && !(n as P5.TextNode).value.trim()));
    if (!last || !('tagName' in last) || !last.sourceCodeLocation || last.sourceCodeLocation.endTag || VOID.has(last.tagName)) break;
    slot = last;
    list = last.childNodes;
  }
  if (!slot) return false;
  slot.childNodes.push({ nodeName: '#comment', data: CHILDREN_SLOT, parentNode: slot } as P5.CommentNode);
  return true;
}

/** End tags before the first start tag (`</main></div><footer>` → 2), skipping text and comments. */
function leadingEndTags(html: string): number {
  let n = 0;
  let i = 0;
  while (i < html.length) {
    if (html.startsWith('<!--', i)) {
      const end = html.indexOf('-->', i + 4);
      i = end < 0 ? html.length : end + 3;
    } else if (html.startsWith('</', i)) {
      const end = html.indexOf('>', i);
      const name = html.slice(i + 2, end < 0 ? html.length : end).trim().toLowerCase();
      if (name !== 'body' && name !== 'html') n++;
      i = end < 0 ? html.length : end + 1;
    } else if (html[i] === '<') break;
    else i++;
  }
  return n;
}
