import type { Node } from '@babel/types';
import { importsOf, jsxName, keyName, memberPath } from '../../src/check/ast.js';
import { defineCheck } from '../../src/check/types.js';

const BRAND_KEY = /^(brand_?id|brandID|store_?id|storeID|shop_?id|shopID|merchant_?id|merchantID|tenant_?id|tenantID)$/i;

export default defineCheck({
  id: 'no-brand-id',
  severity: 'error',
  docs: {
    description: 'A brand identifier (`brandId`, `brand_id`, `storeId`...) passed to an SDK hook, component, provider or client.',
    why: 'Spec §1.4: the SDK is brand-scoped by its provider; a theme never passes a brand identifier, and one that does is tied to a single merchant.',
    fix: 'remove the identifier; the provider scopes every call to the installing brand',
  },
  messages: {
    prop: '`{{key}}` passed to `<{{target}}>`',
    arg: '`{{key}}` passed to `{{target}}()`',
  },
  visit(ctx) {
    const sdkLocals = new Set([...importsOf(ctx.ast)].filter(([, b]) => ctx.sdk.isSdkSource(b.source)).map(([l]) => l));
    if (!sdkLocals.size) return null;
    // Names bound to SDK results: `const sf = useStorefront()`, `const client = new PlatformStorefront()`.
    const derived = new Set<string>();
    const rootOf = (n: Node): string | null => memberPath(n)?.split('.')[0] ?? null;
    const fromSdk = (callee: Node) => {
      const r = rootOf(callee);
      return !!r && (sdkLocals.has(r) || derived.has(r));
    };
    const checkArgs = (args: Node[], target: string) => {
      for (const a of args) {
        if (a.type !== 'ObjectExpression') continue;
        for (const p of a.properties) {
          if ((p.type === 'ObjectProperty' || p.type === 'ObjectMethod') && !p.computed) {
            const key = keyName(p.key);
            if (key && BRAND_KEY.test(key)) ctx.report({ node: p, messageId: 'arg', data: { key, target } });
          }
        }
      }
    };
    return {
      VariableDeclarator(node) {
        const init = node.init;
        if (node.id.type === 'Identifier' && init && (init.type === 'CallExpression' || init.type === 'NewExpression') && fromSdk(init.callee as Node)) derived.add(node.id.name);
      },
      CallExpression(node) {
        if (fromSdk(node.callee as Node)) checkArgs(node.arguments as Node[], memberPath(node.callee as Node) ?? 'sdk');
      },
      NewExpression(node) {
        if (fromSdk(node.callee as Node)) checkArgs(node.arguments as Node[], `new ${memberPath(node.callee as Node) ?? 'sdk'}`);
      },
      JSXOpeningElement(node) {
        const name = jsxName(node);
        if (!sdkLocals.has(name.split('.')[0])) return;
        for (const a of node.attributes) {
          if (a.type === 'JSXAttribute' && a.name.type === 'JSXIdentifier' && BRAND_KEY.test(a.name.name)) ctx.report({ node: a, messageId: 'prop', data: { key: a.name.name, target: name } });
        }
      },
    };
  },
});
