/**
 * The JSON that `platform-convert verify --json` prints, read defensively: the command is young, so
 * any missing or mistyped field reads as failed (booleans) or unknown (null).
 */
export interface VerifyPage {
  id: string;
  path: string;
  route: string;
  locale: string;
  pass: boolean;
  reasons: string[];
  screenshot?: string;
}

export interface VerifyReport {
  build: { ok: boolean; error?: string; seconds: number | null };
  locales: string[];
  pages: VerifyPage[];
  /** null when the theme has one language (or the field is missing). */
  localeSwitch: { ok: boolean; reason?: string; visible?: boolean } | null;
  /** Clean and total pages per locale. */
  byLocale: Record<string, { pass: number; total: number }>;
  storefrontShowsProducts: boolean | null;
  /** verify --pseudo: pages with untranslated text, and the texts by where they show (null without). */
  untranslated: { pages: number; total: number; texts: number; byKind: Record<string, number> } | null;
  pass: boolean;
  seconds: number | null;
}

type Json = Record<string, unknown>;

const obj = (v: unknown): Json => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Json) : {});
const str = (v: unknown): string => (typeof v === 'string' ? v : v === undefined || v === null ? '' : String(v));
const strings = (v: unknown): string[] => (Array.isArray(v) ? v.map(str) : []);

/** The JSON object in a command's stdout: the whole text, else its outermost braces. */
export function jsonFromStdout(stdout: string): unknown {
  const text = stdout.trim();
  try {
    return JSON.parse(text);
  } catch {
    const start = text.indexOf('{');
    const end = text.lastIndexOf('}');
    if (start < 0 || end <= start) return null;
    try {
      return JSON.parse(text.slice(start, end + 1));
    } catch {
      return null;
    }
  }
}

function readPage(v: unknown): VerifyPage {
  const p = obj(v);
  return {
    id: str(p.id),
    path: str(p.path),
    route: str(p.route),
    locale: str(p.locale),
    pass: p.verdict === 'pass',
    reasons: strings(p.reasons),
    screenshot: typeof p.screenshot === 'string' ? p.screenshot : undefined,
  };
}

/** Clean/total per locale: the summary's figures when given, else counted from the pages. */
function readByLocale(summary: Json, pages: VerifyPage[]): Record<string, { pass: number; total: number }> {
  const given = obj(summary.byLocale);
  const out: Record<string, { pass: number; total: number }> = {};
  for (const [locale, v] of Object.entries(given)) {
    const c = obj(v);
    if (typeof c.pass === 'number' && typeof c.total === 'number') out[locale] = { pass: c.pass, total: c.total };
  }
  if (Object.keys(out).length > 0) return out;
  for (const p of pages) {
    const c = (out[p.locale || '?'] ??= { pass: 0, total: 0 });
    c.total++;
    if (p.pass) c.pass++;
  }
  return out;
}

/** A verify report from parsed JSON; null when it is not an object at all. */
export function readVerifyReport(json: unknown): VerifyReport | null {
  if (!json || typeof json !== 'object' || Array.isArray(json)) return null;
  const r = json as Json;
  const build = obj(r.build);
  const pages = Array.isArray(r.pages) ? r.pages.map(readPage) : [];
  const summary = obj(r.summary);
  const sw = r.localeSwitch === null || r.localeSwitch === undefined ? null : obj(r.localeSwitch);
  return {
    build: { ok: build.ok === true, error: typeof build.error === 'string' ? build.error : undefined, seconds: typeof build.seconds === 'number' ? build.seconds : null },
    locales: strings(r.locales),
    pages,
    localeSwitch: sw ? { ok: sw.ok === true, reason: typeof sw.reason === 'string' ? sw.reason : undefined, visible: typeof sw.visible === 'boolean' ? sw.visible : undefined } : null,
    byLocale: readByLocale(summary, pages),
    storefrontShowsProducts: typeof summary.storefrontShowsProducts === 'boolean' ? summary.storefrontShowsProducts : null,
    untranslated: readUntranslated(summary.untranslated),
    pass: summary.pass === true,
    seconds: typeof r.seconds === 'number' ? r.seconds : null,
  };
}

function readUntranslated(v: unknown): VerifyReport['untranslated'] {
  const u = obj(v);
  if (typeof u.texts !== 'number' || typeof u.pages !== 'number' || typeof u.total !== 'number') return null;
  const byKind: Record<string, number> = {};
  for (const [k, n] of Object.entries(obj(u.byKind))) if (typeof n === 'number') byKind[k] = n;
  return { pages: u.pages, total: u.total, texts: u.texts, byKind };
}
