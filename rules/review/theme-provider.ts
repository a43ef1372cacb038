import { hasSpreadAttr, jsxAttr } from '../../src/check/ast.js';
import { findElements, themeEntry } from '../../src/check/components.js';
import { appPath } from '../../src/check/theme-files.js';
import { defineCheck } from '../../src/check/types.js';

/** Spec §2 "Theme package requirements" 3. */
const REQUIRED_PROPS = ['brand', 'publicToken', 'locale', 'currency', 'analytics'];

export default defineCheck({
  id: 'theme-provider',
  severity: 'error',
  docs: {
    description: 'The app is wrapped in `<PlatformThemeProvider brand publicToken locale currency analytics>`.',
    why: 'Spec §2 "Theme package requirements" 3: the provider scopes the SDK to the merchant\'s brand, locale, currency and analytics; without it every hook fails in review.',
    fix: 'wrap the app in `<PlatformThemeProvider brand={...} publicToken={...} locale={...} currency={...} analytics={...}>`',
  },
  messages: {
    missing: 'the app is not wrapped in PlatformThemeProvider',
    missingProps: 'PlatformThemeProvider lacks {{props}}',
  },
  checkSite(ctx) {
    const found = findElements(ctx.site, new Set(['PlatformThemeProvider']), ctx.isAppScript);
    if (!found.length) {
      const entry = themeEntry(ctx.site);
      return ctx.report({ file: entry ?? appPath(ctx.site, 'src/index.jsx'), line: entry ? 1 : undefined, column: entry ? 1 : undefined, messageId: 'missing' });
    }
    for (const el of found) {
      if (hasSpreadAttr(el.node)) continue; // props passed through a spread cannot be read here
      const missing = REQUIRED_PROPS.filter((p) => !jsxAttr(el.node, p));
      if (missing.length) ctx.report({ file: el.file, node: el.node, messageId: 'missingProps', data: { props: missing.map((p) => `\`${p}\``).join(', ') } });
    }
  },
});
