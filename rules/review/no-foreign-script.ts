import type { Node } from '@babel/types';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { staticString } from '../../src/check/ast.js';
import { isWidgetUrl } from '../../src/check/third-party.js';
import { defineCheck } from '../../src/check/types.js';

type HtmlNode = DefaultTreeAdapterMap['childNode'];

/** An absolute URL on another host (`https://…`, `//…`), which the page would load a script from. */
const FOREIGN = /^\s*(https?:)?\/\//i;
const foreignScript = (src: string | null | undefined): src is string => !!src && FOREIGN.test(src) && !isWidgetUrl(src.replace(/^\s*\/\//, 'https://'));

function htmlScripts(text: string): { src: string; line: number }[] {
  const out: { src: string; line: number }[] = [];
  const walk = (nodes: HtmlNode[]) => {
    for (const n of nodes) {
      if ('tagName' in n && n.tagName === 'script') {
        const src = n.attrs.find((a) => a.name === 'src')?.value;
        if (foreignScript(src)) out.push({ src, line: n.sourceCodeLocation?.startLine ?? 1 });
      }
      if ('childNodes' in n) walk(n.childNodes as HtmlNode[]);
    }
  };
  walk(parse(text, { sourceCodeLocationInfo: true }).childNodes as HtmlNode[]);
  return out;
}

const isCreateScript = (n: Node | null | undefined) => !!n && n.type === 'CallExpression' && n.callee.type === 'MemberExpression'
  && n.callee.property.type === 'Identifier' && n.callee.property.name === 'createElement' && staticString(n.arguments[0] as Node) === 'script';

export default defineCheck({
  id: 'no-foreign-script',
  severity: 'error',
  docs: {
    description: 'A script loaded from another host: a `<script src>` in index.html or JSX, or a script element built in code (`el.src = "https://…"`), other than a known client-side widget (src/check/third-party.ts).',
    why: 'Spec §1.3: a theme that calls any API other than the platform\'s fails review, and a third-party script calls its own host (payment forms, analytics, pixels). Analytics and pixels are the SDK\'s useTracker(); payments are the platform\'s checkout. Maps, video, booking and chat widgets stay (spec §1.8).',
    fix: 'remove the script: analytics go through useTracker(), payments through useCheckout(); record a limitation for anything else',
  },
  messages: { script: 'loads a script from another host: `{{src}}`' },
  visit(ctx) {
    const scriptElements = new Set<string>();
    const report = (node: Node, src: string) => ctx.report({ node, messageId: 'script', data: { src } });
    return {
      VariableDeclarator(node) {
        if (node.id.type === 'Identifier' && isCreateScript(node.init)) scriptElements.add(node.id.name);
      },
      AssignmentExpression(node) {
        const l = node.left;
        if (l.type !== 'MemberExpression' || l.object.type !== 'Identifier' || !scriptElements.has(l.object.name)) return;
        if (l.property.type !== 'Identifier' || l.property.name !== 'src') return;
        const src = staticString(node.right);
        if (foreignScript(src)) report(node, src);
      },
      CallExpression(node) {
        const c = node.callee;
        if (c.type !== 'MemberExpression' || c.object.type !== 'Identifier' || !scriptElements.has(c.object.name)) return;
        if (c.property.type !== 'Identifier' || c.property.name !== 'setAttribute' || staticString(node.arguments[0] as Node) !== 'src') return;
        const src = staticString(node.arguments[1] as Node);
        if (foreignScript(src)) report(node, src);
      },
      JSXOpeningElement(node) {
        if (node.name.type !== 'JSXIdentifier' || node.name.name !== 'script') return;
        const attr = node.attributes.find((a) => a.type === 'JSXAttribute' && a.name.name === 'src');
        const src = attr?.type === 'JSXAttribute' ? staticString(attr.value as Node) : null;
        if (foreignScript(src)) report(node, src);
      },
    };
  },
  checkSite(ctx) {
    const inApp = (p: string) => !ctx.site.appRoot || p.startsWith(ctx.site.appRoot + '/');
    for (const file of ctx.site.files) {
      if (file.text === undefined || !inApp(file.path) || !/(^|\/)index\.html$/i.test(file.path) || /(^|\/)(node_modules|dist|preview-dist|build|public)\//.test(file.path)) continue;
      for (const s of htmlScripts(file.text)) ctx.report({ file: file.path, line: s.line, messageId: 'script', data: { src: s.src } });
    }
  },
});
