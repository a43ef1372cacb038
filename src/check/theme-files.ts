import path from 'node:path';
import type { Site } from '../load/site.js';
import { lineOfOffset } from './ast.js';

/** A theme file by its name relative to the app folder (or the repo root), first that exists. */
export function themeFile(site: Site, ...names: string[]): string | null {
  for (const name of names) {
    const candidates = site.appRoot ? [path.posix.join(site.appRoot, name), name] : [name];
    for (const c of candidates) if (site.has(c)) return c;
  }
  return null;
}

/** Where a path inside the app folder lives, for findings about a missing file. */
export function appPath(site: Site, name: string): string {
  return site.appRoot ? path.posix.join(site.appRoot, name) : name;
}

export interface ManifestRead {
  file: string;
  text: string;
  json?: Record<string, unknown>;
  error?: { message: string; line: number; column: number };
}

/** `platform.json`, parsed, with the place of a syntax error when it does not parse. */
export function readManifest(site: Site): ManifestRead | null {
  const file = themeFile(site, 'platform.json');
  if (!file) return null;
  const text = site.file(file)?.text ?? '';
  try {
    const json = JSON.parse(text) as unknown;
    return { file, text, json: json && typeof json === 'object' && !Array.isArray(json) ? (json as Record<string, unknown>) : {} };
  } catch (e) {
    const msg = (e as Error).message;
    const pos = /position (\d+)/.exec(msg);
    const place = pos ? lineOfOffset(text, Number(pos[1])) : { line: 1, column: 1 };
    return { file, text, error: { message: msg.replace(/ in JSON at position \d+.*$/, ''), ...place } };
  }
}
