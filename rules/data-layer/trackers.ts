/**
 * Analytics and pixel scripts a source loads itself (in index.html or in code). On the platform,
 * analytics, pixels and UTM capture are the SDK's `useTracker()` (spec §4, §6.5), configured per
 * brand: a theme that still loads its own tracker calls a foreign host and fails review. Knowledge
 * as data: the script URL, or the inline code that boots it.
 */
export interface TrackerScript {
  name: string;
  /** The URL of the script (or the frame of its `<noscript>` fallback). */
  url?: RegExp;
  /** Inline code that loads or calls it. */
  code?: RegExp;
}

export const TRACKER_SCRIPTS: TrackerScript[] = [
  { name: 'Google Analytics / Tag Manager', url: /googletagmanager\.com|google-analytics\.com/i, code: /\bgtag\s*\(|\bdataLayer\b|googletagmanager\.com/ },
  { name: 'Meta pixel', url: /connect\.facebook\.net\/[^/]+\/fbevents\.js|facebook\.com\/tr\?/i, code: /\bfbq\s*\(/ },
  { name: 'PostHog', url: /posthog\.com|\/static\/array\.js/i, code: /\bposthog\.init\s*\(/ },
  { name: 'Hotjar', url: /static\.hotjar\.com/i, code: /\bhj\s*\(|_hjSettings/ },
  { name: 'Microsoft Clarity', url: /clarity\.ms/i, code: /clarity\.ms/ },
  { name: 'Vercel Web Analytics', url: /\/_vercel\/(insights|speed-insights)\//i, code: /\bva\s*\(\s*['"]|_vercel\/insights/ },
  { name: 'Plausible', url: /plausible\.io\/js\//i },
  { name: 'Segment', url: /cdn\.segment\.com/i, code: /analytics\.load\s*\(/ },
  { name: 'TikTok pixel', url: /analytics\.tiktok\.com/i, code: /\bttq\.(load|page)\s*\(/ },
  // Any other host's tracker, by what its script's path says it is: UTM capture (`/scripts/utms/latest.js`),
  // a pixel (`/pixel.js`, `/pixel/v2/`), a tracking or analytics loader (`/tracking/t.js`, `/js/analytics-min.js`).
  { name: 'tracking script', url: /^(https?:)?\/\/[^/]+\/(?:[^?#]*\/)?(utms?|pixels?|tracking|tracker|analytics)([-_.][\w.-]*)?(\/|\.js\b|$)/i },
];

/** Packages of trackers a source wires in code (`<Analytics />`, `posthog.init(...)`, `ReactGA.initialize(...)`). */
export const TRACKER_PACKAGES: { name: string; pkg: RegExp }[] = [
  { name: 'Vercel Web Analytics', pkg: /^@vercel\/(analytics|speed-insights)(\/|$)/ },
  { name: 'PostHog', pkg: /^posthog-js(\/|$)/ },
  { name: 'Google Analytics', pkg: /^(react-ga4?|react-gtm-module|ga-4-react)$/ },
  { name: 'Meta pixel', pkg: /^react-facebook-pixel$/ },
  { name: 'Mixpanel', pkg: /^mixpanel-browser$/ },
  { name: 'Amplitude', pkg: /^@amplitude\// },
  { name: 'Hotjar', pkg: /^(react-hotjar|@hotjar\/browser)$/ },
  { name: 'Microsoft Clarity', pkg: /^(@microsoft\/clarity|react-microsoft-clarity)$/ },
];

/** The tracker a script URL or inline code belongs to. */
export function trackerOf(url: string | undefined, code: string | undefined): TrackerScript | undefined {
  return TRACKER_SCRIPTS.find((t) => (url && t.url?.test(url)) || (code && t.code?.test(code)));
}

export const TRACKER_WHY = "the platform's useTracker() sends analytics events and pixels per brand (spec §4, §6.5); a theme's own tracker calls a foreign host";
