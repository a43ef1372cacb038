import path from 'node:path';
import type { Analysis } from '../analyze/types.js';
import type { PackageJson } from '../load/site.js';
import { emptyState } from './empty.js';
import type { ConversionState } from './model.js';

type State = ConversionState;

/** Plain text made safe as one line of inline markdown in a table cell. */
const cellSafe = (s: string) => s.replace(/\s*\n\s*/g, ' ').replace(/(?<!\\)\|/g, '\\|');
const code = (s: string) => `\`${s}\``;

/**
 * The state after an analysis. What the analysis knows (identity facts, language, data sites,
 * pages, missing pages, design notes, limitations) is refreshed; whatever a person or an earlier
 * run recorded wins: decisions, open questions, progress, identity values, notes, actions, statuses,
 * unknown sections. Rows that the analysis no longer finds (a page already converted, a call
 * already rewritten) stay, so the file remains the record of the source.
 */
export function stateFromAnalysis(analysis: Analysis, previous: State | null, site?: SiteFacts): State {
  const prev = previous ?? emptyState();
  const state = emptyState();

  state.identity = { ...(site ? siteIdentity(site) : {}), ...identityFacts(analysis), ...prev.identity };
  // After the retrofit, analysis reads the theme's languages: the source's stay as the state file had them.
  const retrofitted = !!prev.language.themeLanguages?.length;
  state.language = {
    status: analysis.languageStatus,
    languages: retrofitted ? [...prev.language.languages] : [...analysis.languages],
    ...(retrofitted ? { themeLanguages: [...prev.language.themeLanguages!] } : {}),
    ...(prev.language.note ? { note: prev.language.note } : {}),
  };

  state.dataSites = merge(
    analysis.dataSites.map((d): ConversionState['dataSites'][number] => ({
      file: d.file, line: d.line, vendor: d.vendor, kind: d.kind, entity: d.entity, surface: d.surface, sdkEquivalent: d.sdkEquivalent,
    })),
    prev.dataSites,
    (d) => `${d.file}:${d.line}:${d.vendor}:${d.kind}`,
    (fresh, old) => (old.status ? { ...fresh, status: old.status } : fresh),
    stillRecorded,
  );
  state.pages = merge(
    analysis.pages.map((p) => ({ file: p.file, route: p.route, class: p.class, canonical: p.canonical, becomes: cellSafe(p.becomes) })),
    prev.pages,
    (p) => p.file,
    (fresh, old) => ({ ...fresh, becomes: old.becomes }),
  );
  state.missingPages = merge(
    analysis.missingCanonical.map((canonical) => ({ canonical, action: 'build in the source design' })),
    prev.missingPages,
    (m) => m.canonical,
    (fresh, old) => ({ ...fresh, action: old.action }),
  );
  state.limitations = merge(
    analysis.limitations.map((l) => ({ file: l.file, line: l.line, what: cellSafe(l.what), why: cellSafe(l.why) })),
    prev.limitations,
    (l) => `${l.file}:${l.line}:${l.what}`,
    (fresh, old) => ({ ...fresh, why: old.why }),
    stillRecorded,
  );

  // A note the analysis would write again under the same label ("Fonts: ...") yields to the one on file.
  const labels = new Set(prev.designNotes.map(label));
  state.designNotes = [...prev.designNotes, ...designNotes(analysis).filter((n) => !labels.has(label(n)))];
  state.openQuestions = [...prev.openQuestions, ...openQuestions(analysis).filter((q) => !prev.openQuestions.includes(q))];

  state.decisions = prev.decisions.map((d) => ({ ...d }));
  state.progress = prev.progress.map((p) => ({ ...p }));
  state.unknownSections = prev.unknownSections.map((u) => ({ ...u }));
  return state;
}

/**
 * Fresh rows in analysis order (updated from their old row when one exists), then the old rows the
 * analysis no longer finds that `stays` accepts (default: all).
 */
function merge<T>(fresh: T[], old: T[], key: (t: T) => string, keep: (fresh: T, old: T) => T,
  stays: (old: T, fresh: T[]) => boolean = () => true): T[] {
  const oldByKey = new Map(old.map((o) => [key(o), o]));
  const freshKeys = new Set(fresh.map(key));
  const out = fresh.map((f) => {
    const o = oldByKey.get(key(f));
    return o ? keep(f, o) : f;
  });
  return [...out, ...old.filter((o) => !freshKeys.has(key(o)) && stays(o, fresh))];
}

/**
 * A row keyed by file and line that the analysis no longer finds stays when its file has no fresh
 * rows (the call was converted away) or someone recorded a status on it; otherwise its line just
 * moved (the file was edited) and the fresh row replaces it.
 */
function stillRecorded<T extends { file: string; status?: string }>(old: T, fresh: T[]): boolean {
  return Boolean(old.status) || !fresh.some((f) => f.file === old.file);
}

/** What identifies the site beyond the analysis: a `Site` satisfies this. */
export interface SiteFacts {
  root: string;
  appRoot: string;
  packageJsons: Map<string, PackageJson>;
}

/** Name and slug from the app's package.json (or the folder name), and the source folder. */
export function siteIdentity(site: SiteFacts): Record<string, string> {
  const pj = site.packageJsons.get(site.appRoot) ?? site.packageJsons.get('');
  const name = pj?.name && pj.name.trim() ? pj.name.replace(/^@[^/]+\//, '') : path.basename(site.root);
  const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '') || 'theme';
  return { name, slug, 'source folder': path.basename(site.root) };
}

function identityFacts(a: Analysis): Record<string, string> {
  const facts: Record<string, string> = {
    origin: a.origin.primary,
    vendors: a.origin.vendors.join(', ') || 'none',
    router: a.framework.router,
    bundler: a.framework.bundler ?? 'none',
    language: a.framework.language,
  };
  if (a.appRoot) facts['app root'] = code(a.appRoot);
  if (a.server.present) facts.server = a.server.paths.map(code).join(', ');
  return facts;
}

function label(note: string): string {
  const m = /^([^:]{1,40}):/.exec(note);
  return m ? m[1].trim().toLowerCase() : note.trim().toLowerCase();
}

function designNotes(a: Analysis): string[] {
  const notes: string[] = [];
  const list = (xs: string[]) => xs.join(', ');
  if (a.framework.styling.length) notes.push(`Styling: ${list(a.framework.styling)}`);
  if (a.framework.uiKit.length) notes.push(`UI kit: ${list(a.framework.uiKit)}`);
  const animation = [...new Set([...a.framework.animation, ...(a.design?.animation ?? [])])];
  if (animation.length) notes.push(`Animation: ${list(animation)}`);
  const d = a.design;
  if (d) {
    if (d.fonts.length) notes.push(`Fonts: ${list(d.fonts)}`);
    const colors = Object.entries(d.colors);
    if (colors.length) notes.push(`Colors: ${colors.map(([k, v]) => `${k} ${code(v)}`).join(', ')}`);
    if (d.layoutShell) notes.push(`Layout shell: ${code(d.layoutShell)}`);
    if (d.tailwindConfig) notes.push(`Tailwind config: ${code(d.tailwindConfig)}`);
    if (d.cssFiles.length) notes.push(`CSS: ${d.cssFiles.map(code).join(', ')}`);
  }
  return notes;
}

/** Questions only a person can answer, raised by what the analysis found. */
function openQuestions(a: Analysis): string[] {
  const qs: string[] = [];
  if (a.server.present) {
    qs.push(`The source has its own server (${a.server.paths.map(code).join(', ')}: ${a.server.kinds.join(', ') || 'routes'}). ` +
      'Which of its logic moves to SDK server-side behaviour, and which becomes a stated limitation?');
  }
  for (const n of a.nonReactSources ?? []) {
    qs.push(`Non-React sources (${n.kind}: ${n.paths.slice(0, 3).map(code).join(', ')}${n.paths.length > 3 ? ', ...' : ''}) must be ported to React first: port them or drop them?`);
  }
  for (const s of a.dataSites.filter((d) => d.kind === 'upload')) {
    qs.push(`File upload at ${code(`${s.file}:${s.line}`)} has no storefront endpoint: drop it, or reference the file in a lead \`payload\`?`);
  }
  return qs;
}
