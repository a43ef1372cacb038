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
 * What a reviewer asks for in the address: `?preview`, and the language (`?locale=ar`,
 * `?locale=en`), how the Arabic (rtl) and English (ltr) previews are opened. Read once, then taken
 * out of the address, the rest of it kept as it was: the site's own code reads its own query
 * (`location.search.split('=')[1]` for a category) and must not find ours there.
 */
const asked = (() => {
  const out = { preview: false, locale: null };
  if (typeof window === 'undefined' || !window.location.search) return out;
  const parts = window.location.search.slice(1).split('&');
  const own = (part) => /^(preview|locale)(=|$)/.test(part);
  for (const part of parts) {
    if (/^preview(=|$)/.test(part)) out.preview = true;
    else if (part.startsWith('locale=')) {
      try {
        out.locale = decodeURIComponent(part.slice(7));
      } catch {
        /* a malformed value asks for nothing */
      }
    }
  }
  if (parts.some(own)) {
    const rest = parts.filter((part) => part && !own(part)).join('&');
    try {
      window.history.replaceState(window.history.state, '', window.location.pathname + (rest ? `?${rest}` : '') + window.location.hash);
    } catch {
      /* an address that cannot be rewritten (a sandboxed frame) keeps our parameters */
    }
  }
  return out;
})();

/** Every provider starts from the asked language, so the document's `lang`/`dir` agree from the first render; the locale switch changes it afterwards. */
function queryLocale() {
  return asked.locale && /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(asked.locale) ? asked.locale : null;
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
  if (asked.preview) return true;
  return !platformConfig.publicToken || !platformConfig.baseUrl;
}
