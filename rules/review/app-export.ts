import { exportedLocal } from '../../src/check/ast.js';
import { renders, resolveBinding, themeEntry } from '../../src/check/components.js';
import { appPath } from '../../src/check/theme-files.js';
import { defineCheck } from '../../src/check/types.js';

const PROVIDERS = new Set(['PlatformThemeProvider', 'ThemeProvider']);

export default defineCheck({
  id: 'app-export',
  severity: 'error',
  docs: {
    description: '`src/index.jsx` (or `.tsx`) has a named export `App` that renders its own platform provider, so it needs none from outside.',
    why: 'Spec §2 "Theme package requirements" 2: the platform mounts the theme through the named export `App` and gives it no provider; an `App` that expects one throws in review.',
    fix: 'export `App` from src/index.jsx and render `<PlatformThemeProvider ...>` (and the preview `ThemeProvider`) inside it',
  },
  messages: {
    missingEntry: 'no src/index.jsx or src/index.tsx theme entry',
    noApp: 'src/index has no named export `App`',
    needsProvider: '`App` does not render PlatformThemeProvider or ThemeProvider itself, so it needs a provider from outside',
  },
  checkSite(ctx) {
    const entry = themeEntry(ctx.site);
    if (!entry) return ctx.report({ file: appPath(ctx.site, 'src/index.jsx'), messageId: 'missingEntry' });
    const ast = ctx.site.ast(entry);
    if (!ast) return;
    const ex = exportedLocal(ast, 'App');
    if (!ex) return ctx.report({ file: entry, line: 1, column: 1, messageId: 'noApp' });
    const def = resolveBinding(ctx.site, entry, ex.local);
    if (!def || !renders(ctx.site, def, PROVIDERS)) ctx.report({ file: entry, node: ex.node, messageId: 'needsProvider' });
  },
});
