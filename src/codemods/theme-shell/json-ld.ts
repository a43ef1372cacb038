import type { File, JSXElement, JSXFragment, Node } from '@babel/types';
import type { Limitation } from '../../analyze/types.js';
import { resolveImport } from '../../load/resolve.js';
import { visit } from '../../convert/print.js';
import { defineStep, type StepContext, type StepResult } from '../../convert/step.js';
import { SDK_THEME_IMPORT } from '../../../rules/sdk.js';
import { buildExpression } from '../bundler-config/ast-build.js';
import { ensureNamedImports } from './imports.js';
import { findProductValue, mainReturn, type MainReturn } from './json-ld-product.js';
import { ProductSources } from './json-ld-sources.js';
import { eachChild } from './json-ld-taint.js';

/**
 * Which JSON-LD helper each canonical page gets (organization is in the theme root). Product and
 * service pages: the product the page renders, followed from the SDK's product hooks through the
 * data-layer helpers, contexts and state (json-ld-product.ts). FAQ: `{ data } = useFaqs()`.
 */
const PAGE_JSON_LD: Record<string, { helper: string; faqHook?: string }> = {
  product: { helper: 'productJsonLd' },
  service: { helper: 'productJsonLd' },
  faq: { helper: 'faqJsonLd', faqHook: 'useFaqs' },
};

type Fn = Node & { body: Node };
const isFunction = (n: Node): n is Fn => n.type === 'FunctionDeclaration' || n.type === 'FunctionExpression' || n.type === 'ArrowFunctionExpression';

/** The local bound to `data` in `const { data: local } = hook(...)`, and the function it sits in. */
function findBinding(ast: File, hook: string): { local: string; fn: Fn } | null {
  let hit: { local: string; fn: Fn } | null = null;
  const stack: Fn[] = [];
  const walk = (n: Node) => {
    if (hit) return;
    const fn = isFunction(n);
    if (fn) stack.push(n);
    if (n.type === 'VariableDeclarator' && n.init?.type === 'CallExpression' && n.init.callee.type === 'Identifier' && n.init.callee.name === hook && n.id.type === 'ObjectPattern' && stack.length) {
      for (const p of n.id.properties) {
        if (p.type !== 'ObjectProperty' || p.key.type !== 'Identifier' || p.key.name !== 'data') continue;
        const v = p.value.type === 'AssignmentPattern' ? p.value.left : p.value;
        if (v.type === 'Identifier') hit = { local: v.name, fn: stack[stack.length - 1] };
      }
    }
    eachChild(n, walk);
    if (fn) stack.pop();
  };
  walk(ast.program);
  return hit;
}

/** An element whose children reach the page: an HTML element, a fragment, or a component already given children. */
function rendersOwnChildren(jsx: JSXElement | JSXFragment): boolean {
  if (jsx.type === 'JSXFragment') return true;
  const name = jsx.openingElement.name;
  return (name.type === 'JSXIdentifier' && /^[a-z]/.test(name.name)) || jsx.children.length > 0;
}

/** Locals the file binds to `name` of the SDK's theme entry (`import { productJsonLd as sdkProductJsonLd }`). */
function sdkLocals(ast: File, name: string): Set<string> {
  const out = new Set<string>();
  for (const s of ast.program.body) {
    if (s.type !== 'ImportDeclaration' || s.source.value !== SDK_THEME_IMPORT) continue;
    for (const sp of s.specifiers) {
      if (sp.type === 'ImportSpecifier' && (sp.imported.type === 'Identifier' ? sp.imported.name : sp.imported.value) === name) out.add(sp.local.name);
    }
  }
  return out;
}

function alreadyHas(ast: File, helper: string): boolean {
  const names = new Set([helper, ...sdkLocals(ast, helper)]);
  let hit = false;
  visit(ast.program, (n) => {
    if (n.type === 'CallExpression' && n.callee.type === 'Identifier' && names.has(n.callee.name)) hit = true;
  });
  return hit;
}

/**
 * The name the page calls an SDK export by: its own, unless the file already uses that name for
 * something of its own anywhere (a page's `const productJsonLd = {…}` for its own head would
 * shadow the helper at the call); then `sdk<Name>`.
 */
function freeLocal(ast: File, name: string): string {
  const used = new Set<string>();
  visit(ast.program, (n) => { if (n.type === 'Identifier' || n.type === 'JSXIdentifier') used.add(n.name); });
  for (const s of ast.program.body) if (s.type === 'ImportDeclaration') for (const sp of s.specifiers) used.add(sp.local.name);
  if (!used.has(name) || sdkLocals(ast, name).has(name)) return name;
  const base = `sdk${name[0].toUpperCase()}${name.slice(1)}`;
  let local = base;
  for (let i = 2; used.has(local); i++) local = `${base}${i}`;
  return local;
}

/** The value to describe on a page and the JSX it is rendered in, or why there is none. */
function target(sources: ProductSources, file: string, ast: File, canonical: string, component?: string | null): { arg: string; main: MainReturn } | string {
  const spec = PAGE_JSON_LD[canonical];
  if (spec.faqHook) {
    const b = findBinding(ast, spec.faqHook);
    const main = b && mainReturn(b.fn);
    return b && main ? { arg: b.local, main } : `the page does not read \`{ data } = ${spec.faqHook}()\` in the component that renders it`;
  }
  const v = findProductValue(file, ast, component, sources);
  if (!v) return 'the page renders no product read from useProduct / useProducts (directly, through the data-layer hooks, a context or state)';
  // A site's own product type is not the SDK's: in TypeScript the view is passed as what the helper takes.
  const ts = /\.tsx?$/.test(file) && !v.direct;
  return { arg: ts ? `${v.expr} as unknown as Parameters<typeof ${spec.helper}>[0]` : v.expr, main: v.main };
}

export function runThemeJsonLd(ctx: StepContext): StepResult {
  const limitations: Limitation[] = [];
  const notes: string[] = [];
  const sources = new ProductSources({
    ast: (p) => (ctx.tree.exists(p) ? ctx.tree.ast(p) : null),
    resolve: (from, spec) => resolveImport(from, spec, ctx.site.aliases, (p) => ctx.tree.exists(p)),
  });
  for (const page of ctx.analysis.pages) {
    const spec = page.canonical ? PAGE_JSON_LD[page.canonical] : undefined;
    if (!spec || !page.canonical || page.class === 'drop' || !ctx.tree.exists(page.file)) continue;
    const ast = ctx.tree.ast(page.file);
    if (!ast || alreadyHas(ast, spec.helper)) continue;
    const t = target(sources, page.file, ast, page.canonical, page.component);
    if (typeof t === 'string') {
      limitations.push({ file: page.file, line: 1, what: `no ${spec.helper} JSON-LD on the ${page.canonical} page`, why: `${t}; add <TJsonLd data={${spec.helper}(...)} /> by hand` });
      continue;
    }
    const helper = freeLocal(ast, spec.helper);
    const tag = freeLocal(ast, 'TJsonLd');
    const el = buildExpression(`<${tag} data={${helper}(${t.arg.replace(`typeof ${spec.helper}>`, `typeof ${helper}>`)})} />`, page.file) as JSXElement;
    if (rendersOwnChildren(t.main.jsx)) {
      const firstText = t.main.jsx.children.find((c) => c.type === 'JSXText');
      const indent = firstText && firstText.type === 'JSXText' ? /\n[ \t]*/.exec(firstText.value)?.[0] ?? '' : '';
      const text = { type: 'JSXText', value: indent || '\n', extra: { raw: indent || '\n', rawValue: indent || '\n' } } as unknown as JSXElement['children'][number];
      t.main.jsx.children.unshift(text, el);
    } else {
      // `return <ItemDetail {...product} />`: a component given no children may render none.
      const fragment = buildExpression('<></>', page.file) as JSXFragment;
      const nl = () => ({ type: 'JSXText', value: '\n', extra: { raw: '\n', rawValue: '\n' } }) as unknown as JSXElement['children'][number];
      fragment.children.push(nl(), el, nl(), t.main.jsx, nl());
      t.main.replace(fragment);
    }
    const named = (name: string, local: string) => (local === name ? name : `${name} as ${local}`);
    ensureNamedImports(ast, page.file, SDK_THEME_IMPORT, [named('TJsonLd', tag), named(spec.helper, helper)]);
    ctx.tree.writeAst(page.file, ast);
    notes.push(`${page.file}: ${spec.helper} JSON-LD`);
  }
  return { status: limitations.length ? 'partial' : notes.length ? 'applied' : 'unnecessary', limitations, notes };
}

export const themeJsonLdStep = defineStep({
  id: 'theme-json-ld',
  description: 'JSON-LD on product, service and FAQ pages (organization JSON-LD is in the theme root)',
  needs: ['analysis'],
  run: runThemeJsonLd,
});
