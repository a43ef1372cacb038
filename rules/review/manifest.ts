import { jsonKeyPlace } from '../../src/check/json-place.js';
import { appPath, readManifest } from '../../src/check/theme-files.js';
import { defineCheck } from '../../src/check/types.js';

/** Spec §2 "Theme manifest": required string fields, then fields that must be declared. */
const REQUIRED_STRINGS = ['type', 'name', 'slug', 'version', 'visibility', 'default_locale'] as const;
const DECLARED = ['locales', 'editable_fields', 'capabilities'] as const;
const MIN_PAGES = 3;

export default defineCheck({
  id: 'manifest',
  severity: 'error',
  docs: {
    description: 'The theme manifest: `platform.json` with an object `manifest` holding type, name, slug, version, visibility, pages (at least 3), locales, default_locale, editable_fields and capabilities.',
    why: 'Spec §2 and §8.1: review reads the manifest; a missing field, fewer than 3 pages or a default locale that is not declared fails it.',
    fix: 'complete `manifest` in platform.json with every field of spec §2',
  },
  messages: {
    missingFile: 'no platform.json manifest',
    invalidJson: 'platform.json does not parse: {{reason}}',
    noManifest: 'platform.json has no `manifest` object',
    missingField: 'manifest field `{{field}}` is missing or empty',
    tooFewPages: 'manifest declares {{count}} page(s); at least {{min}} are required',
    badLocales: 'manifest `locales` must be a list of locale codes',
    defaultLocale: 'default_locale `{{locale}}` is not one of the declared locales',
  },
  hints: {
    missingField: 'add `{{field}}` to `manifest` in platform.json (spec §2)',
    tooFewPages: 'list at least {{min}} pages in `manifest.pages`',
    missingFile: 'add platform.json with `{ "manifest": { type, name, slug, version, visibility, pages, locales, default_locale, editable_fields, capabilities } }`',
  },
  checkSite(ctx) {
    const m = readManifest(ctx.site);
    if (!m) return ctx.report({ file: appPath(ctx.site, 'platform.json'), messageId: 'missingFile' });
    if (m.error) return ctx.report({ file: m.file, line: m.error.line, column: m.error.column, messageId: 'invalidJson', data: { reason: m.error.message } });
    const manifest = m.json?.manifest;
    if (!manifest || typeof manifest !== 'object' || Array.isArray(manifest)) return ctx.report({ file: m.file, line: 1, column: 1, messageId: 'noManifest' });
    const mf = manifest as Record<string, unknown>;
    const top = jsonKeyPlace(m.text, 'manifest') ?? { line: 1, column: 1 };
    const at = (key: string) => jsonKeyPlace(m.text, key, 'manifest') ?? top;
    const report = (messageId: string, key: string | null, data?: Record<string, string | number>) => {
      const place = key ? at(key) : top;
      ctx.report({ file: m.file, line: place.line, column: place.column, messageId, data });
    };
    for (const field of REQUIRED_STRINGS) {
      const v = mf[field];
      if (v === undefined || v === null || (typeof v === 'string' && !v.trim())) report('missingField', null, { field });
    }
    for (const field of DECLARED) if (mf[field] === undefined || mf[field] === null) report('missingField', null, { field });
    const pages = mf.pages;
    const count = Array.isArray(pages) ? pages.length : pages && typeof pages === 'object' ? Object.keys(pages).length : 0;
    if (pages === undefined) report('missingField', null, { field: 'pages' });
    else if (count < MIN_PAGES) report('tooFewPages', 'pages', { count, min: MIN_PAGES });
    const locales = mf.locales;
    if (locales !== undefined && locales !== null && !(Array.isArray(locales) && locales.every((l) => typeof l === 'string'))) report('badLocales', 'locales');
    if (Array.isArray(locales) && typeof mf.default_locale === 'string' && mf.default_locale && !locales.includes(mf.default_locale)) {
      report('defaultLocale', 'default_locale', { locale: mf.default_locale });
    }
  },
});
