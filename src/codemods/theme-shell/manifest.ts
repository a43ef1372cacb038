import { englishSlotOf, retrofitLanguageStatus } from '../bilingual/index.js';
import { retrofitScope } from '../bilingual/scope.js';
import { CANONICAL, type PageInfo } from '../../analyze/types.js';
import { defineStep, type StepContext, type StepResult } from '../../convert/step.js';
import { CAPABILITY_OF, DEFINE_THEME_KEYS } from '../../../rules/sdk.js';
import { appLayout, joinPath, slugify } from './layout.js';
import { themeName } from './manifest-name.js';
import { foreignLanguageNotes, foreignLanguageQuestion, manifestLocales, type ManifestLocales } from './manifest-locales.js';
import { manifestProblems, type ManifestPage, type ThemeManifest } from './manifest-schema.js';
import { appScripts, editableFields, sdkNamesUsed } from './scan.js';
import { fillTemplate } from './template.js';
import { registeredRoute } from './registered-route.js';
import { redirectTarget } from './redirect-page.js';
import { CANONICAL_ROUTE, roleRouteRank } from './route-naming.js';

export const MANIFEST_FILE = 'platform.json';

const titleOf = (s: string) => s.replace(/[-_.:/]+/g, ' ').replace(/([a-z])([A-Z])/g, '$1 $2').trim().replace(/\b\p{L}/gu, (c) => c.toUpperCase());
const fileStem = (f: string) => f.replace(/^.*\//, '').replace(/\.[^.]+$/, '');
const BUILT = /build|add|scaffold|create|gap/i;
/** The manifest id of a blog page showing one post (verify opens it with a post's id, like a product page). */
export const BLOG_POST_ID = 'blog-post';
const READS_ONE_POST = /\buseBlogPost\s*\(/;

const norm = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/** The script of a gap page once it exists (`Cart.jsx`, `cart-page.tsx`, `OrderStatusPage.jsx`...). */
export function builtPageFile(scripts: string[], canonical: string): string | undefined {
  const want = norm(canonical);
  return scripts.find((p) => /(^|\/)(pages?|routes|views|screens)\//.test(p) && norm(fileStem(p).replace(/page$/i, '')) === want);
}

/** A loading indicator's component (`LoadingScreen`, `Spinner`, `SplashPage`, `loader`). */
const LOADING_SCREEN = /^(loading|loader|spinner|splash)[-_]?(screen|page|view|indicator|spinner|state)?$/i;

/**
 * The pages in the order they claim their ids: where several pages have one canonical role (three
 * product lists: `/campaigns/:id`, `/featured`, `/products`), the one at the role's own path comes
 * first, then one with no route parameter, so the plain id (`products`) goes to the store's main
 * list and the others get `products-2`, `products-3`. Other pages keep their places.
 */
function claimOrder(pages: PageInfo[]): PageInfo[] {
  const rank = (p: PageInfo) => roleRouteRank(p.route, p.canonical!);
  const out = [...pages];
  const byRole = new Map<string, number[]>();
  pages.forEach((p, i) => {
    if (p.canonical && p.class !== 'drop') byRole.set(p.canonical, [...(byRole.get(p.canonical) ?? []), i]);
  });
  for (const at of byRole.values()) {
    if (at.length < 2) continue;
    const sorted = at.map((i) => pages[i]).sort((a, b) => rank(a) - rank(b));
    at.forEach((i, k) => (out[i] = sorted[k]));
  }
  return out;
}

/**
 * Theme pages: every kept, routed page of the analysis, then the missing canonical pages being
 * built, once their file exists (a page is never declared before it can render), at the path the
 * route table registers them at (`routeOf`), so the manifest, defineTheme and the nav agree.
 */
export function manifestPages(pages: PageInfo[], missing: { canonical: string; action: string }[], scripts: string[] = [], routeOf: (file: string) => string | null = () => null, redirectOf: (file: string) => string | null = () => null, readsOnePost: (file: string) => boolean = () => false): ManifestPage[] {
  const out: ManifestPage[] = [];
  // A page that only forwards to another page's route (`/about` → `/about-us`) is an alias: the
  // target is listed in its place, with the canonical role the alias had when it has none.
  const norm = (r: string) => (r.startsWith('/') ? r : `/${r}`).replace(/(.)\/$/, '$1').toLowerCase();
  const routed = new Map(pages.filter((p) => p.class !== 'drop' && p.route).map((p) => [norm(p.route!), p]));
  const aliasOf = new Map<PageInfo, PageInfo>();
  for (const p of pages) {
    const to = p.class !== 'drop' && p.route ? redirectOf(p.file) : null;
    const target = to ? routed.get(norm(to)) : undefined;
    if (target && target !== p && !redirectOf(target.file)) aliasOf.set(p, target);
  }
  const roleFrom = new Map<PageInfo, PageInfo['canonical']>();
  for (const [alias, target] of aliasOf) if (alias.canonical && !target.canonical && !roleFrom.has(target)) roleFrom.set(target, alias.canonical);
  pages = pages.filter((p) => !aliasOf.has(p)).map((p) => (roleFrom.has(p) ? { ...p, canonical: roleFrom.get(p) ?? null } : p));
  const ids = new Set<string>();
  const paths = new Set<string>();
  const add = (p: ManifestPage) => {
    if (paths.has(p.path)) return;
    let id = p.id;
    for (let i = 2; ids.has(id); i++) id = `${p.id}-${i}`;
    ids.add(id);
    paths.add(p.path);
    out.push({ ...p, id });
  };
  for (const p of claimOrder(pages)) {
    // A catch-all route (the not-found page) is no page a visitor navigates to: the theme keeps it, the manifest does not list it.
    if (p.class === 'drop' || !p.route || p.route.includes('*')) continue;
    const stem = p.component ?? fileStem(p.file);
    // Nor is a route to the site's loading indicator (`/loading` → <LoadingScreen />): a state, not a page.
    if (LOADING_SCREEN.test(stem)) continue;
    const route = p.route.startsWith('/') ? p.route : `/${p.route}`;
    // A page the port moved (about.html → src/pages/About.jsx) is the script serving its route.
    const file = scripts.length && !scripts.includes(p.file) ? scripts.find((f) => routeOf(f) === route) ?? p.file : p.file;
    // A blog page that reads one post (`useBlogPost(id)`) is the post page, opened with a post's id.
    const id = p.canonical === 'blog' && readsOnePost(file) ? BLOG_POST_ID : p.canonical ?? slugify(stem);
    add({ id, path: route, title: titleOf(p.canonical ?? stem), canonical: p.canonical, file });
  }
  for (const m of missing) {
    if (!BUILT.test(m.action) || out.some((p) => p.canonical === m.canonical)) continue;
    const file = builtPageFile(scripts, m.canonical);
    if (file) add({ id: m.canonical, path: routeOf(file) ?? CANONICAL_ROUTE[m.canonical as keyof typeof CANONICAL_ROUTE] ?? `/${m.canonical}`, title: titleOf(m.canonical), canonical: m.canonical, file });
  }
  // One order whatever found a page (a re-run's analysis sees built pages as the site's own):
  // the canonical pages in the spec's order (storefront first), then the site's other pages.
  const rank = (p: ManifestPage) => (p.canonical ? (CANONICAL as readonly string[]).indexOf(p.canonical) : CANONICAL.length);
  return out.sort((a, b) => rank(a) - rank(b) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/**
 * The analysis's pages with the class and canonical page the state file records for them (by file,
 * else by route: a page the port moved keeps its route). A re-run analyses the converted tree, where
 * a ported page may read as something else (a near-empty `/menu` page as the product list); the
 * record, and a hand edit of it, wins.
 */
export function asRecorded(pages: PageInfo[], recorded: Pick<PageInfo, 'file' | 'route' | 'class' | 'canonical'>[]): PageInfo[] {
  const norm = (r: string | null | undefined) => (r ? (r.startsWith('/') ? r : `/${r}`).replace(/(.)\/$/, '$1').toLowerCase() : null);
  return pages.map((p) => {
    // A file of several pages (`About` and `Account` from one module) has a row per route.
    const sameFile = recorded.filter((r) => r.file === p.file);
    const row = sameFile.find((r) => norm(r.route) === norm(p.route)) ?? (sameFile.length === 1 ? sameFile[0] : undefined)
      ?? recorded.find((r) => norm(r.route) !== null && norm(r.route) === norm(p.route));
    return row && (row.class !== p.class || row.canonical !== p.canonical) ? { ...p, class: row.class, canonical: row.canonical } : p;
  });
}

/** The source's languages: the survey's answer when there is one, else what the analysis found. */
const sourceLanguages = (ctx: StepContext) => (ctx.state.language.languages.length ? ctx.state.language.languages : ctx.analysis.languages);

/** Spec §1 rule 5: `[ar, en]` only when both render; a source language other than ar/en is never declared. */
function localesFor(ctx: StepContext): ManifestLocales {
  // Once the retrofit wrote dictionaries they decide (an empty entry is a string one language
  // lacks); else the status the state file recorded, else the analysis's.
  const retrofit = retrofitLanguageStatus(ctx);
  const bilingual = retrofit ? retrofit === 'bilingual' : (ctx.state.language.status ?? ctx.analysis.languageStatus) === 'bilingual';
  return manifestLocales(sourceLanguages(ctx), bilingual, englishSlotOf(ctx, sourceLanguages(ctx)));
}

export function buildManifest(ctx: StepContext, previous: Partial<ThemeManifest> = {}): ThemeManifest {
  const layout = appLayout(ctx);
  const pj = JSON.parse(ctx.tree.read(joinPath(layout.pkg, 'package.json')) ?? '{}') as { name?: string; version?: string };
  const id = ctx.state.identity;
  const { name, slug } = themeName(ctx, pj.name);
  const used = sdkNamesUsed(ctx.tree, layout.src);
  const scripts = appScripts(ctx.tree, layout.src);
  const { locales, default_locale } = localesFor(ctx);
  const capabilities = [...new Set(['preview', ...[...used].map((n) => CAPABILITY_OF[n]).filter((c): c is string => Boolean(c))])].sort();
  const computed: ThemeManifest = {
    type: 'theme',
    name,
    slug: slug ?? slugify(name),
    version: id.version ?? (pj.version && pj.version !== '0.0.0' ? pj.version : '1.0.0'),
    visibility: id.visibility ?? 'private',
    pages: manifestPages(asRecorded(ctx.analysis.pages, ctx.state.pages), ctx.state.missingPages, scripts, (file) => registeredRoute(ctx.tree, scripts, file, layout.src), (file) => {
      const ast = ctx.tree.ast(file);
      return ast ? redirectTarget(ast) : null;
    }, (file) => READS_ONE_POST.test(ctx.tree.read(file) ?? '')),
    locales,
    default_locale,
    editable_fields: editableFields(ctx.tree, layout.src),
    capabilities,
  };
  // Hand edits of the scalar fields win over what we would compute.
  // (a default_locale only while it is still declared: a past run may have declared the source's own language).
  const kept = Object.fromEntries(Object.entries(previous).filter(([k, v]) => typeof v === 'string' && ['type', 'name', 'slug', 'version', 'visibility', 'default_locale'].includes(k) && (k !== 'default_locale' || locales.includes(v))));
  return { ...computed, ...kept };
}

export function runThemeManifest(ctx: StepContext): StepResult {
  const layout = appLayout(ctx);
  const file = joinPath(layout.pkg, MANIFEST_FILE);
  const before = ctx.tree.read(file);
  let doc: Record<string, unknown> = {};
  if (before !== undefined) {
    try {
      doc = JSON.parse(before) as Record<string, unknown>;
    } catch (e) {
      return { status: 'failed', limitations: [{ file, line: 1, what: `${MANIFEST_FILE} does not parse: ${(e as Error).message}`, why: 'fix or delete it, then run convert again' }] };
    }
  }
  const manifest = buildManifest(ctx, (doc.manifest ?? {}) as Partial<ThemeManifest>);
  const next = { ...doc, manifest };
  const problems = manifestProblems(next);
  if (problems.length) {
    return { status: 'failed', limitations: problems.map((p) => ({ file, line: 1, what: p, why: 'spec §2 theme manifest' })) };
  }
  const notes: string[] = [];
  const text = JSON.stringify(next, null, 2) + '\n';
  if (text !== before) {
    ctx.tree.write(file, text);
    notes.push(`${file}: manifest with ${manifest.pages.length} pages, locales ${manifest.locales.join('/')}`);
  }
  const themeFile = `${layout.src}/theme.${layout.ts ? 'ts' : 'js'}`;
  const definition = Object.fromEntries(DEFINE_THEME_KEYS.map((k) => [k, k === 'pages' ? manifest.pages.map(({ id, path, title, canonical }) => ({ id, path, title, canonical: canonical ?? null })) : manifest[k]]));
  const themeText = fillTemplate('src/theme.js.tpl', { definition: JSON.stringify(definition, null, 2) });
  if (ctx.tree.read(themeFile) !== themeText) {
    ctx.tree.write(themeFile, themeText);
    notes.push(`${themeFile}: defineTheme`);
  }
  // A source language the theme does not serve is asked about and listed, never declared.
  const inEnglishSlot = englishSlotOf(ctx, sourceLanguages(ctx));
  const enDictionary = `${retrofitScope(ctx).i18nDir}/en.json`;
  const { foreign: languages } = localesFor(ctx);
  const foreign = foreignLanguageNotes(languages, file, enDictionary, inEnglishSlot);
  // The translation asked for by an earlier run is done: its question goes.
  const answered = new Set(languages.filter((l) => !inEnglishSlot.includes(l)).map((l) => foreignLanguageQuestion(l, enDictionary)));
  if (answered.size) ctx.state.openQuestions = ctx.state.openQuestions.filter((q) => !answered.has(q));
  return { status: notes.length ? 'applied' : 'unnecessary', notes, ...foreign };
}

export const themeManifestStep = defineStep({
  id: 'theme-manifest',
  description: 'platform.json manifest (spec §2, validated) and src/theme.js defineTheme',
  needs: ['analysis', 'decisions'],
  run: runThemeManifest,
});
