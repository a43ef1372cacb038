/**
 * Third-party assets a ported page keeps working as they are (loaded from index.html), and the
 * design-note name of each. Matched on the URL or the inline code; knowledge as data.
 */
export interface KnownAsset { name: string; url?: RegExp; code?: RegExp; kind: 'css' | 'script' | 'font' | 'widget' }

export const KNOWN_ASSETS: KnownAsset[] = [
  { name: 'Bootstrap', url: /bootstrap(\.bundle)?(\.min)?\.(css|js)|\/bootstrap@/i, kind: 'css' },
  { name: 'Font Awesome', url: /font-?awesome|fontawesome|kit\.fontawesome\.com/i, kind: 'css' },
  { name: 'Google Fonts', url: /fonts\.googleapis\.com|fonts\.gstatic\.com/i, kind: 'font' },
  { name: 'Bootstrap Icons', url: /bootstrap-icons/i, kind: 'css' },
  { name: 'Tailwind CDN', url: /cdn\.tailwindcss\.com/i, kind: 'script' },
  { name: 'jQuery', url: /jquery(\.min)?\.js|code\.jquery\.com/i, kind: 'script' },
  { name: 'AOS (animate on scroll)', url: /\/aos(@|\.js|\.css|\/)/i, kind: 'script' },
  { name: 'Animate.css', url: /animate(\.min)?\.css/i, kind: 'css' },
  { name: 'Swiper', url: /swiper/i, kind: 'script' },
  { name: 'Google Maps embed', url: /maps\.googleapis\.com|google\.com\/maps/i, code: /google\.maps\./, kind: 'widget' },
  { name: 'Google Analytics', url: /googletagmanager\.com|google-analytics\.com/i, code: /\bgtag\(|dataLayer/, kind: 'widget' },
  { name: 'Meta pixel', code: /fbq\(/, kind: 'widget' },
  { name: 'Tawk.to chat', url: /tawk\.to/i, code: /tawk\.to|Tawk_API/, kind: 'widget' },
  { name: 'WhatsApp chat link', code: /wa\.me\/|api\.whatsapp\.com/, kind: 'widget' },
  { name: 'Crisp chat', code: /\$crisp|client\.crisp\.chat/, kind: 'widget' },
];

export function knownAsset(url: string | undefined, code: string | undefined): KnownAsset | undefined {
  return KNOWN_ASSETS.find((k) => (url && k.url?.test(url)) || (code && k.code?.test(code)));
}

/** http(s) or protocol-relative. */
export const isRemote = (u: string) => /^(https?:)?\/\//i.test(u.trim());
