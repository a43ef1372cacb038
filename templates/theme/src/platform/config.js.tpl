// platform-convert: live configuration of the theme. The platform host injects
// `window.__PLATFORM__`; a local build may use VITE_PLATFORM_* variables. None of these is a
// secret: the public storefront token is safe in the browser (spec §5). The developer token
// never belongs here (it lives in the git-ignored .env.platform).
const host = (typeof window !== 'undefined' && window.__PLATFORM__) || {};
// Each variable is named in full: Vite inlines `import.meta.env.VITE_X` as that one value, but
// `import.meta.env` as a whole object would inline every VITE_* variable of every .env file.
const env = {
  VITE_PLATFORM_PUBLIC_TOKEN: import.meta.env.VITE_PLATFORM_PUBLIC_TOKEN,
  VITE_PLATFORM_STOREFRONT_URL: import.meta.env.VITE_PLATFORM_STOREFRONT_URL,
  VITE_PLATFORM_PREVIEW: import.meta.env.VITE_PLATFORM_PREVIEW,
};

/**
 * The language a reviewer asks for in the address (`?locale=ar`, `?locale=en`): how the Arabic
 * (rtl) and English (ltr) previews are opened. Every provider starts from it, so the document's
 * `lang`/`dir` agree from the first render; the locale switch changes it afterwards.
 */
function queryLocale() {
  if (typeof window === 'undefined') return null;
  const asked = new URLSearchParams(window.location.search).get('locale');
  return asked && /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(asked) ? asked : null;
}

export const platformConfig = {
  brand: host.brand ?? null,
  publicToken: host.publicToken ?? env.VITE_PLATFORM_PUBLIC_TOKEN ?? null,
  baseUrl: host.baseUrl ?? env.VITE_PLATFORM_STOREFRONT_URL ?? null,
  locale: queryLocale() ?? host.locale ?? {{defaultLocale}},
  currency: host.currency ?? {{currency}},
  analytics: host.analytics ?? { enabled: true },
};

/**
 * Preview (review) mode: asked for with VITE_PLATFORM_PREVIEW or `?preview`, and implied when
 * there is no live storefront to talk to, so a standalone `preview-dist` always renders.
 */
export function isPreview() {
  const flag = String(env.VITE_PLATFORM_PREVIEW ?? '').toLowerCase();
  if (flag === 'true' || flag === '1') return true;
  if (typeof window !== 'undefined' && new URLSearchParams(window.location.search).has('preview')) return true;
  return !platformConfig.publicToken || !platformConfig.baseUrl;
}
