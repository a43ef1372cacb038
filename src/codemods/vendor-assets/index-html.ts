import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { isVendorTitle, type VendorAssetData } from './vendor-urls.js';
import { trackerOf } from '../../../rules/data-layer/trackers.js';
import { paymentScriptOf } from '../../../rules/data-layer/payment-scripts.js';
import { SECURITY_HEADERS } from '../../../rules/data-layer/security-headers.js';

type Node = DefaultTreeAdapterMap['childNode'];
type Element = DefaultTreeAdapterMap['element'];

export interface HtmlBrandingResult {
  text: string;
  /** What was removed or renamed, one phrase each (`favicon https://base44.com/logo_v2.svg removed`). */
  changes: string[];
  /** The vendor title when no site name was known to replace it. */
  keptTitle: string | null;
  /** Analytics and pixel scripts removed (`Google Analytics / Tag Manager at line 5`). */
  trackers: { name: string; line: number }[];
  /** Payment gateways' scripts removed (`Razorpay at line 18`). */
  payments: { name: string; line: number }[];
  /** `<meta http-equiv>` security headers removed (the platform serves the headers). */
  securityHeaders: { name: string; line: number }[];
}

const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;
const isElement = (n: Node): n is Element => 'tagName' in n;

/** The URL an element of the head loads or advertises: favicon, script, preconnect, og:image... */
function loadedUrl(el: Element): string | undefined {
  if (el.tagName === 'link') return attr(el, 'href');
  if (el.tagName === 'script') return attr(el, 'src');
  if (el.tagName === 'meta') return attr(el, 'content');
  return undefined;
}

/** Widen [start, end) to the whole line when the element is alone on it. */
function wholeLine(text: string, start: number, end: number): [number, number] {
  const lineStart = text.lastIndexOf('\n', start - 1) + 1;
  const nl = text.indexOf('\n', end);
  const lineEnd = nl < 0 ? text.length : nl + 1;
  return text.slice(lineStart, start).trim() === '' && text.slice(end, nl < 0 ? text.length : nl).trim() === '' ? [lineStart, lineEnd] : [start, end];
}

function walk(nodes: Node[], visit: (n: Node, siblings: Node[], i: number) => void): void {
  nodes.forEach((n, i) => {
    visit(n, nodes, i);
    if ('childNodes' in n && n.tagName !== 'template') walk(n.childNodes as Node[], visit);
  });
}

/**
 * Vendor branding out of index.html, as precise text edits: elements that load or advertise a
 * vendor file (favicon, dev-banner script, og:image, preconnect) are removed with the comment that
 * introduces them; a vendor or scaffold `<title>` takes the site's name.
 */
export function removeHtmlBranding(text: string, data: VendorAssetData, siteName: string | undefined): HtmlBrandingResult {
  const doc = parse(text, { sourceCodeLocationInfo: true });
  const edits: { start: number; end: number; insert: string }[] = [];
  const changes: string[] = [];
  let keptTitle: string | null = null;
  const trackers: HtmlBrandingResult['trackers'] = [];
  const payments: HtmlBrandingResult['payments'] = [];
  const securityHeaders: HtmlBrandingResult['securityHeaders'] = [];
  walk(doc.childNodes as Node[], (n, siblings, i) => {
    if (!isElement(n) || !n.sourceCodeLocation) return;
    const loc = n.sourceCodeLocation;
    // The source's own analytics: a tracker script (by URL or inline boot code) or its <noscript> frame.
    if (n.tagName === 'script' || n.tagName === 'noscript') {
      const code = n.tagName === 'script' ? n.childNodes.map((c) => ('value' in c ? c.value : '')).join('') : text.slice(loc.startOffset, loc.endOffset);
      const tracker = trackerOf(attr(n, 'src'), code);
      if (tracker) {
        const [start, end] = wholeLine(text, loc.startOffset, loc.endOffset);
        edits.push({ start, end, insert: '' });
        trackers.push({ name: tracker.name, line: loc.startLine });
        changes.push(`${tracker.name} ${n.tagName} removed (analytics go through useTracker())`);
        return;
      }
      const gateway = n.tagName === 'script' ? paymentScriptOf(attr(n, 'src')) : undefined;
      if (gateway) {
        const [start, end] = wholeLine(text, loc.startOffset, loc.endOffset);
        edits.push({ start, end, insert: '' });
        payments.push({ name: gateway.name, line: loc.startLine });
        changes.push(`${gateway.name} script removed (payment is the platform's checkout)`);
        return;
      }
    }
    const httpEquiv = n.tagName === 'meta' ? attr(n, 'http-equiv') : undefined;
    if (httpEquiv && SECURITY_HEADERS.test(httpEquiv)) {
      const [start, end] = wholeLine(text, loc.startOffset, loc.endOffset);
      edits.push({ start, end, insert: '' });
      securityHeaders.push({ name: httpEquiv, line: loc.startLine });
      changes.push(`meta ${httpEquiv} removed (the platform serves the headers)`);
      return;
    }
    if (n.tagName === 'title') {
      const title = n.childNodes.map((c) => ('value' in c ? c.value : '')).join('');
      if (!isVendorTitle(title, data) || !loc.startTag || !loc.endTag) return;
      if (!siteName) {
        keptTitle = title.trim();
        return;
      }
      edits.push({ start: loc.startTag.endOffset, end: loc.endTag.startOffset, insert: siteName.replace(/</g, '&lt;').replace(/&(?!\w+;)/g, '&amp;') });
      changes.push(`title "${title.trim()}" → "${siteName}"`);
      return;
    }
    const url = loadedUrl(n);
    const vendor = url && /^(https?:)?\/\//i.test(url) ? data.vendorOf(url.startsWith('//') ? `https:${url}` : url) : null;
    if (!url || !vendor) return;
    const [start, end] = wholeLine(text, loc.startOffset, loc.endOffset);
    edits.push({ start, end, insert: '' });
    const what = n.tagName === 'link' ? `${attr(n, 'rel') ?? 'link'}` : n.tagName === 'meta' ? `meta ${attr(n, 'property') ?? attr(n, 'name') ?? ''}`.trim() : 'script';
    changes.push(`${what} ${url} (${vendor}) removed`);
    // The comment just before it that explains it (`<!-- This is a script from Replit ... -->`) goes too.
    let j = i - 1;
    while (j >= 0 && siblings[j].nodeName === '#text' && !('value' in siblings[j] && String((siblings[j] as { value: string }).value).trim())) j--;
    const prev = siblings[j];
    if (prev?.nodeName === '#comment' && prev.sourceCodeLocation && data.brandWords.test((prev as { data: string }).data)) {
      const [cs, ce] = wholeLine(text, prev.sourceCodeLocation.startOffset, prev.sourceCodeLocation.endOffset);
      edits.push({ start: cs, end: ce, insert: '' });
    }
  });
  let out = text;
  for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.insert + out.slice(e.end);
  return { text: out, changes, keptTitle, trackers, payments, securityHeaders };
}
