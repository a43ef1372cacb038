import type { Node } from '@babel/types';
import { jsxAttr } from '../../src/check/ast.js';
import { findElements, themeEntry } from '../../src/check/components.js';
import { clientShape } from '../../src/check/demo-client.js';
import { sdkUsage } from '../../src/check/sdk-usage.js';
import { appPath } from '../../src/check/theme-files.js';
import { defineCheck } from '../../src/check/types.js';

const PREVIEW_PROPS = ['brand', 'storefront'];

export default defineCheck({
  id: 'preview-mode',
  severity: 'error',
  docs: {
    description: 'Preview mode: `<ThemeProvider brand={demoBrand} storefront={demoStorefront} preview>` with a duck-typed demo client that exposes every method the theme\'s hooks call.',
    why: 'Spec §2 "Theme package requirements" 4: without preview mode the theme does not render in review; `useStorefront()` throws with no client, and a hook whose client method is missing throws too.',
    fix: 'render `<ThemeProvider brand={demoBrand} storefront={demoStorefront} preview>` in preview and give the demo client every method listed in rules/sdk.ts for the hooks used',
  },
  messages: {
    missing: 'no preview mode: no `<ThemeProvider ... preview>` in the app',
    missingProps: 'the preview ThemeProvider lacks {{props}}',
    missingMethod: 'the demo storefront client has no `{{method}}` (called by {{by}})',
  },
  hints: {
    missingProps: 'pass {{props}} to the preview ThemeProvider',
    missingMethod: 'add `{{method}}` to the demo storefront client (an async function returning demo data)',
  },
  checkSite(ctx) {
    const providers = findElements(ctx.site, new Set(['ThemeProvider', 'PlatformThemeProvider']), ctx.isAppScript);
    const preview = providers.filter((p) => jsxAttr(p.node, 'preview'));
    if (!preview.length) {
      const entry = themeEntry(ctx.site);
      return ctx.report({ file: entry ?? appPath(ctx.site, 'src/index.jsx'), line: entry ? 1 : undefined, column: entry ? 1 : undefined, messageId: 'missing' });
    }
    const el = preview[0];
    const missingProps = PREVIEW_PROPS.filter((p) => !jsxAttr(el.node, p));
    if (missingProps.length) ctx.report({ file: el.file, node: el.node, messageId: 'missingProps', data: { props: missingProps.map((p) => `\`${p}\``).join(', ') } });
    const value = jsxAttr(el.node, 'storefront')?.value;
    if (value?.type !== 'JSXExpressionContainer' || value.expression.type === 'JSXEmptyExpression') return;

    const shape = clientShape(ctx.site, el.file, value.expression as Node);
    if (shape.open) return; // part of the client cannot be read: a missing method cannot be proven
    const usage = sdkUsage(ctx.site, ctx.sdk, ctx.isAppScript);
    const needed = new Map<string, string>();
    for (const hook of [...usage.hooks].sort()) for (const m of ctx.sdk.clientMethodsFor([hook])) if (!needed.has(m)) needed.set(m, hook);
    for (const c of usage.clientCalls) if (!needed.has(c.method)) needed.set(c.method, `${c.file}:${c.node.loc?.start.line ?? 0}`);
    for (const [method, by] of [...needed].sort(([a], [b]) => a.localeCompare(b))) {
      if (!shape.methods.has(method)) ctx.report({ file: shape.file, node: shape.node, messageId: 'missingMethod', data: { method, by } });
    }
  },
});
