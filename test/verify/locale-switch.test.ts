import { mkdtempSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findBrowser } from '../../src/verify/chromium.js';
import { serveDir } from '../../src/verify/serve.js';
import { dirOf } from '../../src/verify/verdict.js';
import { tryLocaleSwitch } from '../../src/verify/visit.js';

/**
 * verify uses the theme's language switch as a shopper does: a control in view is clicked; an
 * item of a closed language menu is reached by opening the menu first; an option of a native
 * select is chosen. Static pages stand in for built themes (no build needed).
 */
const SET = `function setLang(l) { document.documentElement.lang = l; document.documentElement.dir = l === 'ar' ? 'rtl' : 'ltr'; }`;
const page = (body: string, script = '') => `<!doctype html><html lang="en" dir="ltr"><body>${body}<script>${SET}\n${script}</script></body></html>`;

const CASES: Record<string, string> = {
  inView: page('<header><button lang="ar" onclick="setLang(\'ar\')">العربية</button></header>'),
  // The items exist only once the menu is open (a component library's dropdown).
  menuRendersOnOpen: page(
    '<header><a href="/about">About</a><button aria-haspopup="menu" aria-expanded="false" id="open"><svg class="icon-globe" width="16" height="16"></svg></button><div id="menu"></div></header>',
    `document.getElementById('open').onclick = () => { document.getElementById('menu').innerHTML = '<div role="menuitem" lang="ar" onclick="setLang(\\'ar\\')">العربية</div>'; };`,
  ),
  // The items are there but hidden until a plain button toggles them.
  hiddenUntilToggled: page(
    '<header><button aria-label="Change language" id="t">EN</button><div id="list" style="display:none"><button lang="ar" onclick="setLang(\'ar\')">AR</button></div></header>',
    `document.getElementById('t').onclick = () => { document.getElementById('list').style.display = 'block'; };`,
  ),
  nativeSelect: page(
    '<header><select id="s"><option value="en" lang="en">English</option><option value="ar" lang="ar">العربية</option></select></header>',
    `document.getElementById('s').onchange = (e) => setLang(e.target.value);`,
  ),
  none: page('<header><a href="/about">About</a></header>'),
};

const exe = findBrowser();
let browser: Browser | null = null;
const dirs: string[] = [];

beforeAll(async () => {
  if (!exe) return;
  const { chromium } = await import('playwright-core');
  browser = await chromium.launch({ executablePath: exe, args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
});
afterAll(async () => {
  await browser?.close();
  await Promise.all(dirs.map((d) => rm(d, { recursive: true, force: true })));
});

async function trySwitch(name: string) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pc-switch-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'index.html'), CASES[name]);
  const served = await serveDir(dir);
  try {
    return await tryLocaleSwitch(browser!, served.origin, false, 'en', 'ar', dirOf);
  } finally {
    await served.close();
  }
}

describe.skipIf(!exe)('verify: the locale switch', () => {
  it('clicks a switch in view', async () => {
    expect(await trySwitch('inView')).toEqual({ ok: true, visible: true });
  });

  it('opens a language menu whose items appear only when it opens', async () => {
    expect(await trySwitch('menuRendersOnOpen')).toEqual({ ok: true, visible: true, inMenu: true });
  });

  it('opens a menu named for the language whose items are hidden until then', async () => {
    expect(await trySwitch('hiddenUntilToggled')).toEqual({ ok: true, visible: true, inMenu: true });
  });

  it("chooses the option of a native select", async () => {
    expect(await trySwitch('nativeSelect')).toMatchObject({ ok: true, visible: true });
  });

  it('says there is none when the page has no control naming the language', async () => {
    expect(await trySwitch('none')).toEqual({ ok: false, reason: 'no locale switch to "ar" on the home page' });
  });
}, 60_000);
