import type { File, JSXElement, JSXFragment, Node } from '@babel/types';
import type { Limitation } from '../../analyze/types.js';
import { visit } from '../../convert/print.js';
import { defineStep, type StepContext, type StepResult } from '../../convert/step.js';
import { SDK_THEME_IMPORT } from '../../../rules/sdk.js';
import { buildExpression } from '../bundler-config/ast-build.js';
import { ensureNamedImports } from './imports.js';

/** Which hook's result feeds which JSON-LD helper, per canonical page (organization is in the theme root). */
/** `fields`: the SDK's own result field first, then `data` (a site hook in react-query style, kept by the data-layer step). */
const PAGE_JSON_LD: Record<string, { hook: string; fields: string[]; helper: string }> = {
  product: { hook: 'useProduct', fields: ['product', 'data'], helper: 'productJsonLd' },
  service: { hook: 'useProduct', fields: ['product', 'data'], helper: 'productJsonLd' },
  faq: { hook: 'useFaqs', fields: ['data'], helper: 'faqJsonLd' },
};

type Fn = Node & { body: Node };
const isFunction = (n: Node): n is Fn => n.type === 'FunctionDeclaration' || n.type === 'FunctionExpression' || n.type === 'ArrowFunctionExpression';

/** The local bound to `field` in `const { field: local } = hook(...)`, and the function it sits in. */
function findBinding(ast: File, hook: string, field: string): { local: string; fn: Fn } | null {
  let hit: { local: string; fn: Fn } | null = null;
  const stack: Fn[] = [];
  const walk = (n: Node) => {
    if (hit) return;
    const fn = isFunction(n);
    if (fn) stack.push(n);
    if (n.type === 'VariableDeclarator' && n.init?.type === 'CallExpression' && n.init.callee.type === 'Identifier' && n.init.callee.name === hook && n.id.type === 'ObjectPattern' && stack.length) {
      for (const p of n.id.properties) {
        if (p.type !== 'ObjectProperty' || p.key.type !== 'Identifier' || p.key.name !== field) continue;
        const v = p.value.type === 'AssignmentPattern' ? p.value.left : p.value;
        if (v.type === 'Identifier') hit = { local: v.name, fn: stack[stack.length - 1] };
      }
    }
    visitChildren(n, walk);
    if (fn) stack.pop();
  };
  walk(ast.program);
  return hit;
}

function visitChildren(n: Node, fn: (c: Node) => void) {
  for (const [k, v] of Object.entries(n)) {
    if (k === 'loc' || k === 'extra' || k === 'comments' || k === 'tokens' || k === 'original') continue;
    if (Array.isArray(v)) v.forEach((c) => c && typeof c === 'object' && typeof (c as Node).type === 'string' && fn(c as Node));
    else if (v && typeof v === 'object' && typeof (v as Node).type === 'string') fn(v as Node);
  }
}

/** The JSX of the function's last `return (<jsx/>)` (early returns for loading states come first). */
function mainReturnJsx(fn: Fn): JSXElement | JSXFragment | null {
  let last: JSXElement | JSXFragment | null = null;
  const walk = (n: Node) => {
    if (n !== fn && isFunction(n)) return;
    if (n.type === 'ReturnStatement' && (n.argument?.type === 'JSXElement' || n.argument?.type === 'JSXFragment')) last = n.argument;
    visitChildren(n, walk);
  };
  walk(fn.body.type === 'BlockStatement' ? fn.body : fn);
  if (!last && (fn.body.type === 'JSXElement' || fn.body.type === 'JSXFragment')) last = fn.body;
  return last;
}

function alreadyHas(ast: File, helper: string): boolean {
  let hit = false;
  visit(ast.program, (n) => {
    if (n.type === 'CallExpression' && n.callee.type === 'Identifier' && n.callee.name === helper) hit = true;
  });
  return hit;
}

export function runThemeJsonLd(ctx: StepContext): StepResult {
  const limitations: Limitation[] = [];
  const notes: string[] = [];
  for (const page of ctx.analysis.pages) {
    const spec = page.canonical ? PAGE_JSON_LD[page.canonical] : undefined;
    if (!spec || page.class === 'drop' || !ctx.tree.exists(page.file)) continue;
    const ast = ctx.tree.ast(page.file);
    if (!ast || alreadyHas(ast, spec.helper)) continue;
    const b = spec.fields.map((f) => findBinding(ast, spec.hook, f)).find(Boolean) ?? null;
    const jsx = b && mainReturnJsx(b.fn);
    if (!b || !jsx) {
      limitations.push({ file: page.file, line: 1, what: `no ${spec.helper} JSON-LD on the ${page.canonical} page`, why: `the page does not read \`{ ${spec.fields.join(' | ')} } = ${spec.hook}()\` in the component that renders it; add <TJsonLd data={${spec.helper}(...)} /> by hand` });
      continue;
    }
    const firstText = jsx.children.find((c) => c.type === 'JSXText');
    const indent = firstText && firstText.type === 'JSXText' ? /\n[ \t]*/.exec(firstText.value)?.[0] ?? '' : '';
    const el = buildExpression(`<TJsonLd data={${spec.helper}(${b.local})} />`, page.file) as JSXElement;
    const text = { type: 'JSXText', value: indent || '\n', extra: { raw: indent || '\n', rawValue: indent || '\n' } } as unknown as JSXElement['children'][number];
    jsx.children.unshift(text, el);
    ensureNamedImports(ast, page.file, SDK_THEME_IMPORT, ['TJsonLd', spec.helper]);
    ctx.tree.writeAst(page.file, ast);
    notes.push(`${page.file}: ${spec.helper} JSON-LD`);
  }
  return { status: limitations.length ? 'partial' : notes.length ? 'applied' : 'unnecessary', limitations, notes };
}

export const themeJsonLdStep = defineStep({
  id: 'theme-json-ld',
  description: 'JSON-LD on product and FAQ pages (organization JSON-LD is in the theme root)',
  needs: ['analysis'],
  run: runThemeJsonLd,
});
