import type { File, JSXElement, Node } from '@babel/types';
import { importsOf, jsxName, some, topLevelDeclaration } from '../../src/check/ast.js';
import { canonicalName, resolveBinding, type Located } from '../../src/check/components.js';
import type { SdkFacts } from '../../src/check/sdk-facts.js';
import type { Site } from '../../src/load/site.js';
import { defineCheck } from '../../src/check/types.js';

const PROVIDERS = new Set(['ThemeProvider', 'PlatformThemeProvider']);
const FUNCTION_TYPES = new Set(['FunctionDeclaration', 'FunctionExpression', 'ArrowFunctionExpression', 'ObjectMethod', 'ClassMethod']);

const sdkHooksOf = (ast: File, sdk: SdkFacts) =>
  new Set([...importsOf(ast)].filter(([, b]) => sdk.isSdkSource(b.source) && /^use[A-Z]/.test(b.imported)).map(([local]) => local));

/**
 * The SDK's provider by name, unless the name is imported from somewhere else or declared in the
 * file: a site's own `ThemeProvider` (a dark-mode switch from `@/components/ui/theme-provider`, a
 * function in App.jsx) gives no storefront client and needs none.
 */
function isSdkProvider(ast: File, local: string, sdk: SdkFacts): boolean {
  if (!PROVIDERS.has(canonicalName(ast, local))) return false;
  const base = local.split('.')[0];
  const b = importsOf(ast).get(base);
  return b ? sdk.isSdkSource(b.source) : !topLevelDeclaration(ast, base);
}

const isHookCall = (n: Node, hooks: Set<string>) => n.type === 'CallExpression' && n.callee.type === 'Identifier' && hooks.has(n.callee.name);

/** Does a component (or one it renders, two levels deep) call an SDK hook? */
function usesSdk(site: Site, loc: Located, sdk: SdkFacts, depth: number, seen: Set<Node>): boolean {
  if (seen.has(loc.node)) return false;
  seen.add(loc.node);
  const hooks = sdkHooksOf(loc.ast, sdk);
  const inner: string[] = [];
  if (some(loc.node, (n) => {
    if (n.type === 'JSXOpeningElement' && /^[A-Z]/.test(jsxName(n)) && !jsxName(n).includes('.')) inner.push(jsxName(n));
    return isHookCall(n, hooks);
  })) return true;
  return depth > 0 && inner.some((name) => {
    if (isSdkProvider(loc.ast, name, sdk)) return false;
    const def = resolveBinding(site, loc.file, name);
    return !!def && usesSdk(site, def, sdk, depth - 1, seen);
  });
}

export default defineCheck({
  id: 'storefront-outside-provider',
  severity: 'error',
  docs: {
    description: 'An SDK hook that runs where no provider gives it a storefront client: at module scope, in the component that renders the provider (before it exists), in a component rendered beside the provider instead of inside it, or under a provider given no client (`storefront` / `publicToken`).',
    why: 'Spec §2 rule 4 and §7: `useStorefront()` (behind every SDK hook) throws when there is no client, so the theme crashes in review.',
    fix: 'move the hook into a component rendered inside `<PlatformThemeProvider>` / `<ThemeProvider storefront>`',
  },
  messages: {
    moduleScope: '`{{hook}}()` runs at module scope, outside any provider',
    aboveProvider: '`{{hook}}()` runs in the component that renders {{provider}}, before the provider exists',
    besideProvider: '`<{{name}}>` uses SDK hooks but is rendered outside {{provider}}',
    noClient: '`<{{provider}}>` without `{{prop}}` gives the hooks below it no storefront client',
  },
  visit(ctx) {
    const hooks = sdkHooksOf(ctx.ast, ctx.sdk);
    return {
      CallExpression(node, w) {
        if (!isHookCall(node, hooks)) return;
        const fns = w.ancestors.filter((a) => FUNCTION_TYPES.has(a.type));
        const hook = (node.callee as { name: string }).name;
        if (!fns.length) return ctx.report({ node, messageId: 'moduleScope', data: { hook } });
        const fn = fns[0];
        const own = [] as string[];
        some(fn, (n) => {
          if (n.type === 'JSXOpeningElement' && isSdkProvider(ctx.ast, jsxName(n), ctx.sdk)) {
            // only JSX of this function itself, not of nested functions
            own.push(canonicalName(ctx.ast, jsxName(n)));
          }
          return false;
        });
        if (own.length) ctx.report({ node, messageId: 'aboveProvider', data: { hook, provider: own[0] } });
      },
      JSXElement(node, w) {
        if (!isSdkProvider(ctx.ast, jsxName(node.openingElement), ctx.sdk)) return;
        const name = canonicalName(ctx.ast, jsxName(node.openingElement));
        // The client comes from `storefront` (ThemeProvider) or is built from `publicToken` (PlatformThemeProvider).
        const prop = name === 'ThemeProvider' ? 'storefront' : 'publicToken';
        const spread = node.openingElement.attributes.some((a) => a.type === 'JSXSpreadAttribute');
        if (!spread && !node.openingElement.attributes.some((a) => a.type === 'JSXAttribute' && a.name.type === 'JSXIdentifier' && a.name.name === prop)) {
          ctx.report({ node: node.openingElement, messageId: 'noClient', data: { provider: name, prop } });
        }
        // Walk up through enclosing elements; their other children render outside this provider.
        let child: Node = node;
        for (let i = w.ancestors.length - 1; i >= 0; i--) {
          const a = w.ancestors[i];
          if (a.type === 'JSXElement' && isSdkProvider(ctx.ast, jsxName(a.openingElement), ctx.sdk)) break; // inside an outer provider
          if (a.type === 'JSXFragment' || a.type === 'JSXElement') {
            for (const sib of (a as JSXElement).children) {
              if (sib === child || sib.type !== 'JSXElement') continue;
              const sname = jsxName(sib.openingElement);
              if (!/^[A-Z]/.test(sname) || sname.includes('.')) continue;
              const def = resolveBinding(ctx.site, ctx.file.path, sname);
              if (def && usesSdk(ctx.site, def, ctx.sdk, 2, new Set())) ctx.report({ node: sib, messageId: 'besideProvider', data: { name: sname, provider: name } });
            }
            child = a;
          } else if (a.type !== 'JSXExpressionContainer') break;
        }
      },
    };
  },
});
