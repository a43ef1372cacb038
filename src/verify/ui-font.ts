import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * The font the generic families (`system-ui`, `sans-serif`) resolve to when pages are measured.
 * On a Linux machine they resolve to DejaVu Sans, about an eighth wider than what shoppers' systems
 * use (Segoe UI, San Francisco, Roboto, Arial): a header that fits at 1280 px on their screens
 * overflows here, in English only (Arabic text uses the theme's own Arabic font). When a font with
 * Arial's metrics is installed (Liberation Sans, Arimo), Chromium is given a fontconfig file that
 * puts it first for those families. Elsewhere (macOS, Windows) nothing changes.
 */
const ARIAL_METRICS = ['Liberation Sans', 'Arimo'];
const GENERIC = ['sans-serif', 'system-ui', 'sans'];

export interface UiFont {
  family: string;
  env: Record<string, string>;
}

let cached: UiFont | null | undefined;

function installed(family: string): boolean {
  try {
    return execFileSync('fc-list', [`:family=${family}`, 'family'], { encoding: 'utf8', timeout: 5000, stdio: ['ignore', 'pipe', 'ignore'] }).trim().length > 0;
  } catch {
    return false;
  }
}

export function fontconfigFor(family: string, base = '/etc/fonts/fonts.conf'): string {
  const rules = GENERIC.map((g) => `  <match target="pattern">\n    <test qual="any" name="family"><string>${g}</string></test>\n    <edit name="family" mode="prepend" binding="strong"><string>${family}</string></edit>\n  </match>`).join('\n');
  return `<?xml version="1.0"?>\n<!DOCTYPE fontconfig SYSTEM "fonts.dtd">\n<fontconfig>\n  <include ignore_missing="yes">${base}</include>\n${rules}\n</fontconfig>\n`;
}

/** The environment for Chromium that measures with an Arial-metric UI font, or null (none installed, not Linux). */
export function uiFont(env: NodeJS.ProcessEnv = process.env): UiFont | null {
  if (cached !== undefined) return cached;
  cached = null;
  if (process.platform !== 'linux' || env.FONTCONFIG_FILE) return cached;
  const family = ARIAL_METRICS.find(installed);
  if (!family) return cached;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pc-fonts-'));
  const file = path.join(dir, 'fonts.conf');
  writeFileSync(file, fontconfigFor(family));
  cached = { family, env: { FONTCONFIG_FILE: file } };
  return cached;
}
