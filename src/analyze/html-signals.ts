import { parse5 } from '../infra/parse5.js';
import type { FileSignals } from './file-signals.js';
import { ARABIC, OTHER_SCRIPT_LETTER } from './file-signals.js';

interface P5Node {
  nodeName: string;
  value?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: P5Node[];
  content?: P5Node;
}

const SKIP = new Set(['script', 'style', 'noscript', 'svg']);
const UI_ATTRS = new Set(['placeholder', 'title', 'alt', 'aria-label']);
/** Frame elements: their text is the site's header and footer, not the page's content. */
const FRAME = new Set(['header', 'footer', 'nav', 'head', 'title']);
/** Template code that repeats markup: `<% items.forEach(…) %>`, `{{#each}}`, `{% for %}`. */
const TEMPLATE_LOOP = /<%[^%]*\b(for|forEach|map|each|while)\b|\{\{#each\b|\{%-?\s*for\b/;
/** Markup that shows things a listing shows: pictures, media, tables, forms. */
const CONTENT_ELEMENT = new Set(['img', 'picture', 'video', 'table', 'form', 'input', 'select', 'textarea', 'iframe', 'canvas']);

/**
 * The same signals a script page gives, read from an HTML page or a server template (parse5 is
 * tolerant of `<% %>` and `{{ }}`): UI strings, form inputs, links. Used for plain-HTML and
 * server-template pages and for the language facts of non-React sites.
 */
export function htmlSignals(text: string): FileSignals {
  const s: FileSignals = {
    hooks: new Set(), calls: new Set(), jsx: new Set(), inputTypes: new Set(), hasForm: false, readsQuery: false, readsRouteParams: false,
    adminRoleCheck: false, texts: [], arabicStrings: 0, latinStrings: 0, arFields: 0, languageToggle: false, resources: new Map(),
  };
  const add = (t: string) => {
    const v = t.replace(/<%[\s\S]*?%>|\{\{[\s\S]*?\}\}/g, ' ').replace(/\s+/g, ' ').trim();
    if (!v) return;
    if (ARABIC.test(v)) s.arabicStrings++;
    else if (/[A-Za-z]{2,}/.test(v) || OTHER_SCRIPT_LETTER.test(v)) s.latinStrings++;
    else return;
    if (s.texts.length < 200) s.texts.push(v);
  };
  // Whether the page's own markup is links and nothing else (a page of navigation).
  let links = 0;
  let otherContent = TEMPLATE_LOOP.test(text);
  const visit = (n: P5Node, depth: number, inLink = false, inFrame = false) => {
    if (depth > 200) return;
    if (n.nodeName === '#text') {
      if (!inLink && !inFrame && /[^\s]/.test((n.value ?? '').replace(/<%[\s\S]*?%>|\{\{[\s\S]*?\}\}/g, ''))) otherContent = true;
      return add(n.value ?? '');
    }
    if (SKIP.has(n.nodeName)) return;
    if (!n.nodeName.startsWith('#')) {
      if (n.nodeName === 'a' && !inFrame) links++;
      if (CONTENT_ELEMENT.has(n.nodeName) && !inFrame) otherContent = true;
      s.jsx.add(n.nodeName);
      if (n.nodeName === 'form' || n.nodeName === 'textarea' || n.nodeName === 'select') s.hasForm = true;
      for (const a of n.attrs ?? []) {
        if (n.nodeName === 'input' && a.name === 'type') s.inputTypes.add(a.value.toLowerCase());
        if (UI_ATTRS.has(a.name)) add(a.value);
      }
      if (n.nodeName === 'input') s.hasForm = true;
    }
    const link = inLink || n.nodeName === 'a';
    const frame = inFrame || FRAME.has(n.nodeName);
    for (const c of n.childNodes ?? []) visit(c, depth + 1, link, frame);
    if (n.content) visit(n.content, depth + 1, link, frame);
  };
  visit(parse5().parse(text) as unknown as P5Node, 0);
  if (links > 0 && !otherContent) s.linksOnly = true;
  return s;
}
