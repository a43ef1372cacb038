import { readFileSync } from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { REPO } from '../../helpers/build-theme.js';

/**
 * The theme's live configuration (templates/theme/src/platform/config.js.tpl) in a stand-in
 * browser: the preview's own address parameters are read, then taken out of the address so the
 * site's code, reading its own query, never finds them.
 */
const TEMPLATE = readFileSync(path.join(REPO, 'templates', 'theme', 'src', 'platform', 'config.js.tpl'), 'utf8');

function load(address: string) {
  const url = new URL(address, 'http://shop.test');
  const replaced: string[] = [];
  const window = {
    location: { pathname: url.pathname, search: url.search, hash: url.hash },
    history: { state: null, replaceState: (_s: unknown, _t: string, to: string) => replaced.push(to) },
  };
  const code = TEMPLATE.replace(/\{\{defaultLocale\}\}/g, "'en'").replace(/\{\{currency\}\}/g, "'SAR'")
    .replace(/import\.meta\.env\.(\w+)/g, 'undefined').replace(/^export /gm, '') + '\n;({ platformConfig, isPreview: isPreview() })';
  const out = vm.runInNewContext(code, { window, URLSearchParams }) as { platformConfig: { locale: string }; isPreview: boolean };
  return { locale: out.platformConfig.locale, preview: out.isPreview, replaced };
}

describe('the theme config reads the preview parameters and takes them out of the address', () => {
  it('keeps the site\'s own query and hash as they were', () => {
    const r = load('/products?category=green%20tea&preview&locale=ar#top');
    expect(r.locale).toBe('ar');
    expect(r.preview).toBe(true);
    expect(r.replaced).toEqual(['/products?category=green%20tea#top']);
  });

  it('leaves an address without them alone', () => {
    expect(load('/products?category=tea').replaced).toEqual([]);
    expect(load('/products').replaced).toEqual([]);
  });

  it('drops the whole query when it held only ours, and ignores a malformed locale', () => {
    const r = load('/?preview&locale=%E0%A4%A');
    expect(r.replaced).toEqual(['/']);
    expect(r.locale).toBe('en');
  });
});
