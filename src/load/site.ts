import { promises as fsp } from 'node:fs';
import path from 'node:path';
import type { File } from '@babel/types';
import type { Diagnostic } from '../diagnostics/diagnostic.js';
import { badInput } from '../diagnostics/tool-error.js';
import { listSiteFiles, readAgainWhenAsked, type SiteFile } from './files.js';
import { parseSource, type ParseMode } from './parse.js';
import { aliasesFromTsconfig, aliasesFromViteConfig, baseUrlAliases, parseJsonc, type AliasMap } from './aliases.js';
import { resolveImport } from './resolve.js';

export interface PackageJson {
  name?: string;
  version?: string;
  scripts?: Record<string, string>;
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  [key: string]: unknown;
}

/**
 * A loaded site: every readable file, each package.json, the Vite config, the path aliases, and a
 * parse cache that guarantees each script is parsed at most once per run.
 */
export class Site {
  readonly root: string;
  readonly mode: ParseMode;
  readonly files: SiteFile[];
  readonly byPath: Map<string, SiteFile>;
  readonly skipped: { path: string; why: string }[];
  /** package.json files by folder ('' = root). */
  readonly packageJsons = new Map<string, PackageJson>();
  /** The folder of the React app inside the repo ('' = root; 'client' for Replit layouts). */
  appRoot = '';
  viteConfig: string | null = null;
  readonly aliases: AliasMap = new Map();
  readonly diagnostics: Diagnostic[] = [];
  private readonly asts = new Map<string, File | null>();
  /** Counts parses, so tests can prove each file is parsed once. */
  parseCount = 0;

  constructor(root: string, mode: ParseMode, files: SiteFile[], skipped: { path: string; why: string }[]) {
    this.root = root;
    this.mode = mode;
    this.files = files;
    this.skipped = skipped;
    this.byPath = new Map(files.map((f) => [f.path, f]));
  }

  get scripts(): SiteFile[] {
    return this.files.filter((f) => f.kind === 'script' && !f.path.endsWith('.d.ts'));
  }

  has(p: string): boolean {
    return this.byPath.has(p);
  }

  file(p: string): SiteFile | undefined {
    return this.byPath.get(p);
  }

  /** The AST of a script, parsed on first use and cached; null (with a diagnostic) if it does not parse. */
  ast(p: string): File | null {
    if (this.asts.has(p)) return this.asts.get(p)!;
    const f = this.byPath.get(p);
    if (!f || f.text === undefined || f.kind !== 'script') {
      this.asts.set(p, null);
      return null;
    }
    this.parseCount++;
    const r = parseSource(f.path, f.text, this.mode);
    if (r.ok) {
      this.asts.set(p, r.ast);
      return r.ast;
    }
    this.diagnostics.push(r.diagnostic);
    this.asts.set(p, null);
    return null;
  }

  /**
   * Analysis is done with a file's tree: in analyze mode drop it so a large site never holds every
   * AST at once (peak memory). Edit mode keeps trees for the codemods. A released file asked for
   * again is parsed again, and `parseCount` shows it.
   */
  release(p: string): void {
    if (this.mode !== 'analyze') return;
    if (this.asts.get(p)) this.asts.delete(p);
    // Its text too: it is read again from disk if asked for (few are, after their walk).
    const f = this.byPath.get(p);
    if (f && f.kind === 'script' && f.text !== undefined && !Object.getOwnPropertyDescriptor(f, 'text')?.get) readAgainWhenAsked(f);
  }

  /** Replace a file's text and AST (used by the staged tree when a codemod rewrites a file). */
  setParsed(p: string, ast: File | null): void {
    this.asts.set(p, ast);
  }

  /**
   * The site file an import names, or null. Answers are memoised: a site asks for the same imports
   * from every file of a folder, and a failing one (a package) tries up to 26 candidate paths twice.
   * Relative specifiers depend on the importing file's folder only, the others on nothing else.
   */
  resolve(fromFile: string, spec: string): string | null {
    if (this.resolvedAliases !== this.aliases.size) {
      // Aliases are read from the configs while the site loads: answers from before are stale.
      this.resolved.clear();
      this.resolvedAliases = this.aliases.size;
    }
    const key = spec.startsWith('.') ? `${path.posix.dirname(fromFile)}\0${spec}` : spec;
    let r = this.resolved.get(key);
    if (r === undefined) this.resolved.set(key, (r = this.resolveUncached(fromFile, spec)));
    if (r.caseOnly && !this.caseWarned.has(`${fromFile}\0${spec}`)) {
      this.caseWarned.add(`${fromFile}\0${spec}`);
      this.diagnostics.push({
        ruleId: 'import-case-mismatch', source: 'load', severity: 'warning', messageId: 'case',
        message: `imports "${spec}", which names ${r.file} only when letter case is ignored`,
        hint: 'it resolves on macOS and Windows but not on Linux, where the theme builds: write the path as the file is named',
        file: fromFile,
      });
    }
    return r.file;
  }

  private readonly resolved = new Map<string, { file: string | null; caseOnly: boolean }>();
  private resolvedAliases = -1;

  private resolveUncached(fromFile: string, spec: string): { file: string | null; caseOnly: boolean } {
    const exact = resolveImport(fromFile, spec, this.aliases, (x) => this.byPath.has(x));
    if (exact || (!spec.startsWith('.') && !this.isAliased(spec))) return { file: exact, caseOnly: false };
    // `./components/Checkout/Checkout` for `components/checkout/checkout.jsx`: it builds on the
    // case-insensitive disks of macOS and Windows, where many sites are written, and fails on
    // Linux. Follow the one file it can mean, and say so.
    const byLower = (this.lowerPaths ??= lowerIndex(this.files.map((f) => f.path)));
    const loose = resolveImport(fromFile, spec, this.aliases, (x) => byLower.get(x.toLowerCase())?.length === 1);
    const actual = loose ? byLower.get(loose.toLowerCase())![0] : null;
    return { file: actual, caseOnly: actual !== null };
  }

  private lowerPaths: Map<string, string[]> | null = null;
  private readonly caseWarned = new Set<string>();

  private isAliased(spec: string): boolean {
    for (const key of this.aliases.keys()) if (spec === key || spec.startsWith(key + '/')) return true;
    return spec.startsWith('/');
  }

  /** All dependencies named in any package.json of the repo. */
  allDependencies(): Map<string, string> {
    const out = new Map<string, string>();
    for (const pj of this.packageJsons.values()) {
      for (const [k, v] of Object.entries({ ...(pj.dependencies ?? {}), ...(pj.devDependencies ?? {}) })) out.set(k, v);
    }
    return out;
  }
}

/** Site paths by their lowercase form (several when only case tells them apart). */
function lowerIndex(paths: string[]): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const p of paths) out.set(p.toLowerCase(), [...(out.get(p.toLowerCase()) ?? []), p]);
  return out;
}

const VITE_CONFIG = /(^|\/)vite\.config\.(m|c)?(j|t)s$/;

/** The folder holding the React app: the one with index.html beside (or above) a src/ folder. */
/** `<script type="module" src="/client/src/main.tsx">` → `client`: the folder above the `src/` a page's module entry sits in. */
export function entrySubfolder(html: string): string | null {
  for (const m of html.matchAll(/<script\b[^>]*\btype=["']module["'][^>]*>/gi)) {
    const src = /\bsrc=["']\/?((?:[\w.-]+\/)+?)src\/[^"']+["']/.exec(m[0]);
    if (src && !src[1].startsWith('.') && !/^[a-z][\w+.-]*:/i.test(src[1])) return src[1].replace(/\/$/, '');
  }
  return null;
}

/** Apps of a repository that are its back office, not its storefront (`admin/`, `dashboard/`). */
const BACK_OFFICE_APP = /(^|\/)(admin|admin[-_]?panel|dashboard|backoffice|back[-_]office|cms|seller|vendor|panel|staff|console)([-_][\w-]*)?$/i;

/**
 * The app folders of a repository that holds several (a storefront and an admin app side by side):
 * each folder with a Vite config, or an index.html beside a src/ folder, none inside another.
 */
export function appFolders(files: SiteFile[]): string[] {
  const dirs = new Set<string>();
  for (const f of files) {
    if (/(^|\/)node_modules\//.test(f.path)) continue;
    const dir = path.posix.dirname(f.path) === '.' ? '' : path.posix.dirname(f.path);
    const isApp = VITE_CONFIG.test(f.path) || (/(^|\/)index\.html$/.test(f.path) && files.some((g) => g.path.startsWith(dir ? dir + '/src/' : 'src/')));
    if (isApp) dirs.add(dir);
  }
  const all = [...dirs].sort();
  return all.filter((d) => !all.some((o) => o !== d && (o === '' || d.startsWith(o + '/'))));
}

/**
 * Several apps side by side (no app at the root): the storefront is converted, never an admin app;
 * null when there is one app or none, or no way to tell.
 */
function chooseStorefrontApp(files: SiteFile[]): { chosen: string; others: string[] } | null {
  const apps = appFolders(files);
  if (apps.length < 2 || apps.includes('')) return null;
  const storefronts = apps.filter((d) => !BACK_OFFICE_APP.test(d));
  if (!storefronts.length) return null;
  // The shallowest storefront-looking folder, then by name: one answer whatever the listing order.
  storefronts.sort((a, b) => a.split('/').length - b.split('/').length || (a < b ? -1 : 1));
  return { chosen: storefronts[0], others: apps.filter((d) => d !== storefronts[0]) };
}

function findAppRoot(files: SiteFile[], viteConfig: string | null): string {
  const several = chooseStorefrontApp(files);
  if (several) return several.chosen;
  if (viteConfig) {
    const dir = path.posix.dirname(viteConfig);
    const viteDir = dir === '.' ? '' : dir;
    // Replit: vite.config.ts at the root with `root: "client"`.
    const clientHtml = files.find((f) => /^[^/]+\/index\.html$/.test(f.path) && files.some((g) => g.path.startsWith(path.posix.dirname(f.path) + '/src/')));
    const html = files.find((f) => f.path === (viteDir ? viteDir + '/' : '') + 'index.html');
    if (!html && clientHtml) return path.posix.dirname(clientHtml.path);
    // The config's own page loading the app from a subfolder (`/client/src/main.tsx`): that
    // subfolder is the app, as if the config said `root: 'client'`.
    const sub = html?.text ? entrySubfolder(html.text) : null;
    if (sub && files.some((g) => g.path.startsWith(path.posix.join(viteDir, sub, 'src') + '/'))) return path.posix.join(viteDir, sub);
    return viteDir;
  }
  const htmls = files
    .filter((f) => /(^|\/)index\.html$/.test(f.path))
    .map((f) => (path.posix.dirname(f.path) === '.' ? '' : path.posix.dirname(f.path)))
    .filter((d) => files.some((g) => g.path.startsWith(d ? d + '/src/' : 'src/')));
  htmls.sort((a, b) => a.split('/').length - b.split('/').length);
  return htmls[0] ?? '';
}

export interface LoadOptions {
  mode?: ParseMode;
  /** `--app DIR`: the app folder inside the repository, chosen by hand (relative to the site root). */
  app?: string;
}

/** Throws a ToolError (exit 2) when `dir` is missing or not a folder. */
export async function requireFolder(dir: string): Promise<void> {
  let stat;
  try {
    stat = await fsp.stat(path.resolve(dir));
  } catch {
    throw badInput(`no such folder: ${dir}`, { hint: 'give the path of the site to convert' });
  }
  if (!stat.isDirectory()) throw badInput(`not a folder: ${dir}`, { hint: 'give the path of the site folder, not a file' });
}

/** `Unexpected token } in JSON at position 40` → the 1-based line of that position in `text`. */
export function jsonErrorLine(message: string, text: string): number | undefined {
  const pos = /at position (\d+)/.exec(message);
  if (pos) return text.slice(0, Number(pos[1])).split('\n').length;
  const line = /\(line (\d+) column \d+\)/.exec(message);
  return line ? Number(line[1]) : undefined;
}

/** Load a site folder. Throws a ToolError (exit 2) when the folder is missing or not a folder. */
export async function loadSite(dir: string, opts: LoadOptions = {}): Promise<Site> {
  const root = path.resolve(dir);
  await requireFolder(dir);

  const { files, skipped } = await listSiteFiles(root, (opts.mode ?? 'analyze') === 'analyze' ? { deferText: READ_AGAIN_KINDS } : {});
  const site = new Site(root, opts.mode ?? 'analyze', files, skipped);
  for (const s of skipped) {
    site.diagnostics.push({ ruleId: 'file-skipped', source: 'load', severity: 'info', messageId: 'skipped', message: `skipped (${s.why})`, file: s.path });
  }

  for (const f of files) {
    if (path.posix.basename(f.path) !== 'package.json' || !f.text) continue;
    const dirRel = path.posix.dirname(f.path) === '.' ? '' : path.posix.dirname(f.path);
    try {
      site.packageJsons.set(dirRel, JSON.parse(f.text) as PackageJson);
    } catch (e) {
      const message = (e as Error).message;
      site.diagnostics.push({ ruleId: 'parse-error', source: 'load', severity: 'error', messageId: 'json', message: `package.json does not parse: ${message}`, file: f.path, line: jsonErrorLine(message, f.text) });
    }
  }

  const viteConfigs = files.filter((f) => VITE_CONFIG.test(f.path)).sort((a, b) => a.path.split('/').length - b.path.split('/').length);
  site.viteConfig = viteConfigs[0]?.path ?? null;
  site.appRoot = findAppRoot(files, site.viteConfig);
  const several = chooseStorefrontApp(files);
  if (opts.app !== undefined) {
    const app = path.posix.normalize(opts.app.replace(/\\/g, '/')).replace(/^\.\/?|\/$/g, '');
    if (app.startsWith('..') || !files.some((f) => f.path.startsWith(app ? app + '/' : ''))) {
      throw badInput(`--app ${opts.app}: no such folder in ${dir}`, { hint: `give an app folder inside the site${several ? `: ${[several.chosen, ...several.others].join(', ')}` : ''}` });
    }
    site.appRoot = app;
  } else if (several) {
    site.diagnostics.push({ ruleId: 'app-chosen', source: 'load', severity: 'info', messageId: 'several-apps', message: `several apps in this repository (${[several.chosen, ...several.others].join(', ')}): the storefront ${several.chosen} is the one converted`, hint: 'pass --app DIR to choose another' });
  }

  // The app's own config decides an alias both name: a stray copy elsewhere (a `src/vite.config.js`
  // whose `'@': './src'` means `src/src`) only adds the aliases the app's config leaves unset.
  const appDir = (f: SiteFile) => { const d = path.posix.dirname(f.path); return d === '.' ? '' : d; };
  const appConfig = viteConfigs.find((f) => appDir(f) === site.appRoot) ?? viteConfigs[0];
  for (const vc of [...viteConfigs.filter((f) => f !== appConfig), ...(appConfig ? [appConfig] : [])]) {
    const ast = site.ast(vc.path);
    if (!ast) continue;
    const own: AliasMap = new Map();
    aliasesFromViteConfig(vc, ast, own);
    for (const [k, v] of own) if (vc === appConfig || !site.aliases.has(k)) site.aliases.set(k, v);
  }
  const packages = new Set([...site.packageJsons.values()].flatMap((pkg) => [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})]));
  for (const f of files) {
    if (!/(^|\/)(tsconfig(\.app)?|jsconfig)\.json$/.test(f.path)) continue;
    aliasesFromTsconfig(f, site.aliases);
    // Bare imports of folders under `baseUrl` (a Create React App habit).
    for (const [k, v] of baseUrlAliases(f, files.map((x) => x.path), (n) => packages.has(n) || n.startsWith('@'))) if (!site.aliases.has(k)) site.aliases.set(k, v);
  }
  // Vendor scaffolds nearly always mean `@` = the app's src; fall back to that when nothing says so.
  const src = site.appRoot ? `${site.appRoot}/src` : 'src';
  if (!site.aliases.has('@') && files.some((f) => f.path.startsWith(src + '/'))) site.aliases.set('@', src);
  return site;
}

/**
 * Kinds whose text analysis reads for a few files only (configs, locale dictionaries, SQL
 * schemas), while lock files, data and SVGs make up megabytes of a site: in analyze mode their
 * text is not kept but read again when asked for.
 */
const READ_AGAIN_KINDS: ReadonlySet<SiteFile['kind']> = new Set<SiteFile['kind']>(['json', 'other', 'markdown']);

export { parseJsonc };
