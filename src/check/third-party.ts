/**
 * What a theme may load from another host, as data shared by the review gate
 * (`rules/review/no-api-urls.ts`) and the end-to-end harness (`test/helpers/browser.ts`).
 *
 * Spec §1.3 fails a theme that calls an API other than the platform's; §1.8 keeps client-side
 * widgets and chat deep links. A picture on a public image host (Unsplash, Pexels), a CDN
 * stylesheet or a web font is shown, not called: it is allowed. Data requests (fetch, XHR,
 * WebSocket, EventSource, beacons) to any other host are API calls: never allowed. Files the
 * vendor serves are a separate matter (the vendor-assets step replaces them).
 */

/** Client-side widgets that stay (spec §1.8): embeds and the script loaders of maps, video, booking and chat. */
export const WIDGET_URLS: readonly RegExp[] = [
  /^https:\/\/(www\.|maps\.)?google\.[a-z.]+\/maps\/(embed|d\/embed)\b/i,
  /^https:\/\/maps\.googleapis\.com\/maps\/(api\/js|embed)\b/i,
  /^https:\/\/(www\.)?openstreetmap\.org\/export\/embed\.html/i,
  /^https:\/\/(www\.)?youtube(-nocookie)?\.com\/(embed|iframe_api)\b/i,
  /^https:\/\/player\.vimeo\.com\/(video|api)\//i,
  /^https:\/\/(www\.)?instagram\.com\/(p\/[^/]+\/embed|embed\.js)/i,
  /^https:\/\/(www\.)?(calendly\.com|assets\.calendly\.com)\//i,
  /^https:\/\/(embed|va)\.tawk\.to\//i,
  /^https:\/\/(widget|js)\.intercom(cdn)?\.(io|com)\//i,
  /^https:\/\/client\.crisp\.chat\//i,
  /^https:\/\/code\.tidio\.co\//i,
];

/** Chat deep links stay (spec §1.8), even on an `api.` host. */
export const CHAT_HOST = /^(www\.)?(wa\.me|t\.me|m\.me|telegram\.me|api\.whatsapp\.com|web\.whatsapp\.com|wa\.link)$/i;

/** Browser resource types that are shown, not called: pictures, stylesheets, fonts, audio/video. */
export const SHOWN_RESOURCE_TYPES: ReadonlySet<string> = new Set(['image', 'stylesheet', 'font', 'media']);

/** Resource types a widget loads: its frame and its script loader. */
export const WIDGET_RESOURCE_TYPES: ReadonlySet<string> = new Set(['document', 'script']);

export const isWidgetUrl = (url: string) => WIDGET_URLS.some((re) => re.test(url));

/** A file that is a picture by its name (`/img/brand.svg`, `/favicon.ico?v=2`). */
const PICTURE_FILE = /\.(ico|png|svg|jpe?g|gif|webp|avif|bmp)$/i;

/**
 * The shown type of a load from another host, or null when it is not shown: the shown resource
 * types as they are, and a picture the browser fetches outside the page's own images (the icon
 * of `<link rel="icon" href="https://…/brand.svg">` comes as type `other`) as an image.
 */
export function shownType(resourceType: string, url: string): string | null {
  if (SHOWN_RESOURCE_TYPES.has(resourceType)) return resourceType;
  if (resourceType !== 'other') return null;
  try {
    return PICTURE_FILE.test(new URL(url).pathname) ? 'image' : null;
  } catch {
    return null;
  }
}

export type ForeignVerdict = 'allowed-shown' | 'allowed-widget' | 'api-call' | 'not-allowed';

/**
 * How a request to another host stands in review: `allowed-*` loads, `api-call` (a data request)
 * and `not-allowed` (a third-party script or frame that is no known widget) fail.
 */
export function foreignVerdict(resourceType: string, url: string): ForeignVerdict {
  if (shownType(resourceType, url)) return 'allowed-shown';
  if (WIDGET_RESOURCE_TYPES.has(resourceType) && isWidgetUrl(url)) return 'allowed-widget';
  if (resourceType === 'fetch' || resourceType === 'xhr' || resourceType === 'websocket' || resourceType === 'eventsource' || resourceType === 'ping') return 'api-call';
  return 'not-allowed';
}
