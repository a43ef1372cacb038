import { accessSync, constants } from 'node:fs';
import path from 'node:path';
import { badInput } from '../diagnostics/tool-error.js';

/**
 * How verify starts the browser. A page's script may use at most 1 GB: a theme page that draws
 * itself without end (a component rendering itself) would otherwise grow its tab to many GB and
 * take the machine with it; with the cap the tab crashes and the page fails at once.
 */
export const BROWSER_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run', '--disable-quic', '--js-flags=--max-old-space-size=1024',
];

/** Environment variables that may name the browser to drive, first match wins. */
export const BROWSER_ENV = ['PLATFORM_CONVERT_CHROMIUM', 'CHROMIUM_PATH', 'CHROME_PATH'] as const;
const ON_PATH = ['chromium', 'chromium-browser', 'google-chrome', 'google-chrome-stable', 'chrome'];
const KNOWN_PLACES = [
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  '/Applications/Chromium.app/Contents/MacOS/Chromium',
  'C:\\Program Files\\Google\\Chrome\\Application\\chrome.exe',
];

const executable = (p: string) => {
  try {
    accessSync(p, constants.X_OK);
    return true;
  } catch {
    return false;
  }
};

/** A Chromium or Chrome already installed: named by the environment, else on PATH, else in its usual place. */
export function findBrowser(env: NodeJS.ProcessEnv = process.env): string | null {
  for (const name of BROWSER_ENV) {
    const p = env[name];
    if (p && executable(p)) return p;
  }
  for (const dir of (env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    for (const name of ON_PATH) if (executable(path.join(dir, name))) return path.join(dir, name);
  }
  return KNOWN_PLACES.find(executable) ?? null;
}

export function requireBrowser(env: NodeJS.ProcessEnv = process.env): string {
  const found = findBrowser(env);
  if (found) return found;
  throw badInput('no Chromium or Chrome found to open the pages', {
    hint: `install one (Debian/Ubuntu: apt-get install chromium) or name it in ${BROWSER_ENV[0]}`,
  });
}
