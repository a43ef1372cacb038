// platform-convert: live configuration of the theme. The platform host injects
// `window.__PLATFORM__`; a local build may use VITE_PLATFORM_* variables. None of these is a
// secret: the public storefront token is safe in the browser (spec §5). The developer token
// never belongs here (it lives in the git-ignored .env.platform).
const host = (typeof window !== 'undefined' && window.__PLATFORM__) || {};
const env = import.meta.env || {};

export const platformConfig = {
  brand: host.brand ?? null,
  publicToken: host.publicToken ?? env.VITE_PLATFORM_PUBLIC_TOKEN ?? null,
  baseUrl: host.baseUrl ?? env.VITE_PLATFORM_STOREFRONT_URL ?? null,
  locale: host.locale ?? {{defaultLocale}},
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
