import type { BrowserContext } from 'playwright-core';
import { VENDOR_RULES } from '../analyze/data-layer/rules.js';
import { foreignVerdict, shownType } from '../check/third-party.js';
import { vendorAssetData } from '../codemods/vendor-assets/vendor-urls.js';

/** A 1×1 transparent PNG: what a picture from another host gets (nothing leaves the machine). */
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
/** Blank bodies for loads from other hosts, by resource type. */
export const BLANK: Record<string, { contentType: string; body: string | Buffer }> = {
  image: { contentType: 'image/png', body: PIXEL },
  stylesheet: { contentType: 'text/css', body: '' },
  font: { contentType: 'font/woff2', body: '' },
  media: { contentType: 'video/mp4', body: '' },
  document: { contentType: 'text/html', body: '<!doctype html><title>widget</title>' },
  script: { contentType: 'text/javascript', body: '' },
};


export interface Outside {
  /** Requests to another host that review fails (`<resource type> <url>`): blocked. */
  foreign: string[];
  /** Pictures, fonts, stylesheets, media and known widgets from other hosts, answered with blanks. */
  blanked: string[];
}

let vendorAssets: ReturnType<typeof vendorAssetData> | undefined;

/**
 * No request leaves the machine. Only the served theme (`origin`) is reached; images, fonts,
 * stylesheets and media from anywhere else (and the widgets review allows,
 * src/check/third-party.ts) get blanks; a file the removed vendor serves and every other request
 * (data calls, scripts, frames; a server of the source's own on another loopback port too: a
 * theme has none) is recorded and blocked. `sink()` names the list the current page's requests go to.
 */
export async function guardNetwork(context: BrowserContext, origin: string, sink: () => Outside): Promise<void> {
  vendorAssets ??= vendorAssetData(VENDOR_RULES);
  const assets = vendorAssets;
  await context.route('**/*', (route) => {
    const req = route.request();
    const url = req.url();
    try {
      const u = new URL(url);
      if (u.protocol === 'data:' || u.protocol === 'blob:' || u.protocol === 'about:' || u.origin === origin) return route.continue();
    } catch {
      return route.abort('blockedbyclient');
    }
    const type = req.resourceType();
    const verdict = foreignVerdict(type, url);
    const out = sink();
    const blank = BLANK[shownType(type, url) ?? type];
    if (verdict.startsWith('allowed') && !assets.vendorOf(url) && blank) {
      out.blanked.push(`${type} ${url}`);
      return route.fulfill({ status: 200, contentType: blank.contentType, body: blank.body });
    }
    out.foreign.push(`${type} ${url}`);
    return route.abort('blockedbyclient');
  });
  // WebSockets bypass `route`: a socket to another host is recorded and closed unopened.
  await context.routeWebSocket(/.*/, (ws) => {
    const url = ws.url();
    sink().foreign.push(`websocket ${url}`);
    return ws.close({ code: 1008, reason: 'blocked by platform-convert verify' });
  });
}
