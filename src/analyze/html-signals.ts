import { parse5 } from '../infra/parse5.js';
import type { FileSignals } from './file-signals.js';
import { ARABIC } from './file-signals.js';

interface P5Node {
  nodeName: string;
  value?: string;
  attrs?: { name: string; value: string }[];
  childNodes?: P5Node[];
  content?: P5Node;
}

const SKIP = new Set(['script', 'style', 'noscript', 'svg']);
const UI_ATTRS = new Set(['placeholder', 'title', 'alt', 'aria-label']);

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
    else if (/[A-Za-z]{2,}/.test(v)) s.latinStrings++;
    else return;
    if (s.texts.length < 200) s.texts.push(v);
  };
  const visit = (n: P5Node, depth: number) => {
    if (depth > 200) return;
    if (n.nodeName === '#text') return add(n.value ?? '');
    if (SKIP.has(n.nodeName)) return;
    if (!n.nodeName.startsWith('#')) {
      s.jsx.add(n.nodeName);
      if (n.nodeName === 'form' || n.nodeName === 'textarea' || n.nodeName === 'select') s.hasForm = true;
      for (const a of n.attrs ?? []) {
        if (n.nodeName === 'input' && a.name === 'type') s.inputTypes.add(a.value.toLowerCase());
        if (UI_ATTRS.has(a.name)) add(a.value);
      }
      if (n.nodeName === 'input') s.hasForm = true;
    }
    for (const c of n.childNodes ?? []) visit(c, depth + 1);
    if (n.content) visit(n.content, depth + 1);
  };
  visit(parse5().parse(text) as unknown as P5Node, 0);
  return s;
}
