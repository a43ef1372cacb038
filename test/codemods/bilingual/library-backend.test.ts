import { afterEach, describe, expect, it } from 'vitest';
import { analyzeSite } from '../../../src/analyze/index.js';
import { MemoryTree } from '../../../src/convert/memory-tree.js';
import { loadSite } from '../../../src/load/site.js';
import { adoptLibraryResources } from '../../../src/codemods/bilingual/library-adopt.js';
import { retrofitScope } from '../../../src/codemods/bilingual/scope.js';
import type { Dictionary } from '../../../src/codemods/bilingual/extract.js';
import { emptyState } from '../../../src/state/index.js';
import { memoryLogger } from '../../../src/infra/logger.js';
import { writeToTemp, type ThemeDir } from '../../helpers/build-theme.js';

/**
 * An i18next setup whose backend loads each namespace from the site's public files
 * (`loadPath: '/locales/{{lng}}/{{ns}}.json'`): the en and ar files become its resources, read from
 * the theme dictionaries, so the pseudo round and a translator see them and no page waits on a fetch.
 */
const PKG = JSON.stringify({ name: 'backend-case', dependencies: { react: '^18.3.1', 'react-dom': '^18.3.1', i18next: '^23.0.0', 'react-i18next': '^13.0.0', 'i18next-http-backend': '^2.0.0' }, devDependencies: { vite: '^5.0.0' } });
const SETUP = `import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import HttpBackend from 'i18next-http-backend';

i18n.use(HttpBackend).use(initReactI18next).init({
  fallbackLng: 'en',
  defaultNS: 'common',
  ns: ['common'],
  backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
});

export default i18n;
`;
const NAV = `import { useTranslation } from 'react-i18next';
const links = [{ name: 'home', href: '/' }, { name: 'workshops', href: '/workshops' }];
export default function Nav() {
  const { t } = useTranslation('common');
  return <nav>{links.map((l) => <a key={l.href} href={l.href}>{t(l.name)}</a>)}</nav>;
}
`;

let site: ThemeDir | null = null;
afterEach(async () => {
  await site?.cleanup();
  site = null;
});

describe("an i18n library's resources loaded over its backend from public files", () => {
  it('become its resources, read from the theme dictionaries; a listed key they lack gets its shown text', async () => {
    site = await writeToTemp({
      'package.json': PKG,
      'index.html': '<div id="root"></div><script type="module" src="/src/main.jsx"></script>',
      'src/main.jsx': "import { createRoot } from 'react-dom/client';\nimport './i18n';\nimport Nav from './Nav';\ncreateRoot(document.getElementById('root')).render(<Nav />);\n",
      'src/i18n.js': SETUP,
      'src/Nav.jsx': NAV,
      'public/locales/en/common.json': JSON.stringify({ home: 'Home', footer: { rights: 'All rights reserved' } }),
      'public/locales/ar/common.json': JSON.stringify({ home: 'الرئيسية' }),
      'public/locales/en/pottery.json': JSON.stringify({ intro: 'Clay, water and patience' }),
      'public/locales/ar/broken.json': '{ "not": json',
    }, 'library-backend');
    const loaded = await loadSite(site.dir, { mode: 'edit' });
    const ctx = { site: loaded, tree: new MemoryTree(loaded), analysis: await analyzeSite(loaded), state: emptyState(), logger: memoryLogger() };
    const dict: Dictionary = { en: {}, ar: {} };
    const r = adoptLibraryResources(ctx, retrofitScope(ctx), dict);
    expect(dict.en).toMatchObject({ 'common:home': 'Home', 'common:footer.rights': 'All rights reserved', 'pottery:intro': 'Clay, water and patience', 'common:workshops': 'workshops' });
    expect(dict.ar).toMatchObject({ 'common:home': 'الرئيسية' });
    const setup = ctx.tree.read('src/i18n.js')!;
    expect(setup).toMatch(/resources: withThemeLanguages\(\{\}\)/);
    expect(setup).toMatch(/import \{ withThemeLanguages \} from '\.\/[^']*'/);
    // The backend stays: with resources given, i18next loads nothing over it.
    expect(setup).toContain("backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' }");
    expect(r.notes.join('\n')).toMatch(/read from the theme dictionaries/);
    // A second run finds the resources wrapped and adds nothing.
    const again: Dictionary = { en: {}, ar: {} };
    adoptLibraryResources(ctx, retrofitScope(ctx), again);
    expect(ctx.tree.read('src/i18n.js')).toBe(setup);
  });
});
