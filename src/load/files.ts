import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import ignore, { type Ignore } from 'ignore';
import { toPosix } from '../infra/fs.js';
import { decodeText, type TextFormat } from './text-format.js';

/** What a file is to us, by its name. */
export type FileKind = 'script' | 'style' | 'html' | 'template' | 'json' | 'markdown' | 'env' | 'asset' | 'other';

export interface SiteFile {
  /** Site-relative, forward slashes. */
  path: string;
  abs: string;
  kind: FileKind;
  size: number;
  /** Text content (no BOM, `\n` line ends); undefined for assets and binaries. */
  text?: string;
  /** How the text sits on disk (encoding, BOM, line ends), so a rewrite keeps it. */
  format?: TextFormat;
}

export const MAX_FILE_BYTES = 1024 * 1024;

/**
 * Folders never worth reading: dependencies, build output, caches, VCS, editor state. An editor's
 * local history (`.history/src/pages/Home_20240101093000.jsx`, `.lh/…`) holds timestamped copies of
 * the sources, half-edited and importing files that no longer exist: never the site.
 */
const SKIP_DIRS = new Set([
  'node_modules', '.git', 'dist', 'build', 'out', 'preview-dist', 'coverage', '.next', '.nuxt', '.output',
  '.vercel', '.netlify', '.turbo', '.cache', '.parcel-cache', '.svelte-kit', '.idea', '.vscode', '.pc-journal',
  '.history', '.lh',
]);

const SCRIPT_EXT = new Set(['.js', '.jsx', '.ts', '.tsx', '.mjs', '.cjs', '.mts', '.cts']);
const STYLE_EXT = new Set(['.css', '.scss', '.sass', '.less', '.pcss']);
const TEMPLATE_EXT = new Set(['.ejs', '.hbs', '.handlebars', '.pug', '.njk', '.liquid', '.mustache', '.twig', '.erb']);
const TEXT_OTHER_EXT = new Set(['.json', '.jsonc', '.md', '.mdx', '.html', '.htm', '.svg', '.txt', '.toml', '.yaml', '.yml', '.sql', '.py', '.ipynb', '.xml', '.prisma', '.graphql', '.gql', '.vue', '.svelte', '.astro']);

export function kindOf(rel: string): FileKind {
  const base = path.posix.basename(rel);
  if (base === '.env' || base.startsWith('.env.') || /\.env$/.test(base)) return 'env';
  const ext = path.posix.extname(base).toLowerCase();
  if (base.endsWith('.d.ts')) return 'script';
  if (SCRIPT_EXT.has(ext)) return 'script';
  if (STYLE_EXT.has(ext)) return 'style';
  if (ext === '.html' || ext === '.htm') return 'html';
  if (TEMPLATE_EXT.has(ext)) return 'template';
  if (ext === '.json' || ext === '.jsonc') return 'json';
  if (ext === '.md' || ext === '.mdx') return 'markdown';
  if (TEXT_OTHER_EXT.has(ext)) return 'other';
  return 'asset';
}

/** Minified bundles are build output even when committed: one very long line, or a `.min.` name. */
function looksMinified(rel: string, text: string): boolean {
  if (/\.min\.(js|css|mjs)$/.test(rel)) return true;
  if (text.length < 5000) return false;
  const lines = text.split('\n', 20);
  return lines.some((l) => l.length > 3000);
}

export interface ListOptions {
  /** Also return assets (no text). Default true. */
  assets?: boolean;
  /**
   * Kinds whose text is not kept: it is read from disk again each time it is asked for (see
   * `readAgainWhenAsked`). For a read-only run over kinds few files of which are ever read.
   */
  deferText?: ReadonlySet<FileKind>;
}

/**
 * A file whose text is read from disk when asked for (the same bytes, decoded the same way), so a
 * large site does not hold every lock file, data file and SVG for the whole run. A text read stays
 * at hand until the next garbage collection (a weak reference), so a caller asking several times in
 * a row reads the disk once. Not for edits: the staged tree rewrites texts.
 */
export function readAgainWhenAsked(f: SiteFile): void {
  let held: WeakRef<{ text: string }> | null = null;
  Object.defineProperty(f, 'text', {
    enumerable: true,
    configurable: true,
    get: () => {
      const hit = held?.deref();
      if (hit) return hit.text;
      const box = { text: decodeText(readFileSync(f.abs)).text };
      held = new WeakRef(box);
      return box.text;
    },
    set: (text: string | undefined) => Object.defineProperty(f, 'text', { value: text, writable: true, enumerable: true, configurable: true }),
  });
}

/**
 * Every file of the site worth reading, respecting `.gitignore` files (root and nested) and
 * skipping dependencies, build output, minified bundles, binaries and files over 1 MB.
 * Files are returned sorted by path so every run sees the same order.
 *
 * Reads are synchronous: a site is thousands of small files read one after the other, and awaiting
 * each `stat`/`readFile` hands every file to the thread pool and back (the main thread sat ~70% idle,
 * more on a loaded machine). Sync calls keep the one thread busy; nothing else runs meanwhile.
 */
export async function listSiteFiles(root: string, opts: ListOptions = {}): Promise<{ files: SiteFile[]; skipped: { path: string; why: string }[] }> {
  const files: SiteFile[] = [];
  const skipped: { path: string; why: string }[] = [];
  const ignorers: { base: string; ig: Ignore }[] = [];

  function loadIgnore(dirRel: string) {
    try {
      const text = readFileSync(path.join(root, dirRel, '.gitignore'), 'utf8');
      ignorers.push({ base: dirRel, ig: ignore().add(text) });
    } catch {
      /* no .gitignore here */
    }
  }

  function ignored(rel: string, isDir: boolean): boolean {
    for (const { base, ig } of ignorers) {
      if (base && !rel.startsWith(base + '/')) continue;
      const sub = base ? rel.slice(base.length + 1) : rel;
      if (sub && ig.ignores(isDir ? sub + '/' : sub)) return true;
    }
    return false;
  }

  function walkDir(dirRel: string): void {
    loadIgnore(dirRel);
    const entries = readdirSync(path.join(root, dirRel), { withFileTypes: true });
    entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
    for (const e of entries) {
      const rel = dirRel ? `${dirRel}/${e.name}` : e.name;
      if (e.isSymbolicLink()) continue;
      if (e.isDirectory()) {
        if (SKIP_DIRS.has(e.name) || ignored(rel, true)) continue;
        walkDir(rel);
        continue;
      }
      if (!e.isFile()) continue;
      const kind = kindOf(rel);
      // .env files are usually git-ignored, yet the analysis must see them (secret hygiene).
      if (kind !== 'env' && ignored(rel, false)) continue;
      if (e.name.endsWith('.pc-tmp') || e.name === '.pc-lock') continue; // our temporaries and the site lock
      const abs = path.join(root, rel);
      const stat = statSync(abs);
      if (kind === 'asset') {
        if (opts.assets !== false) files.push({ path: rel, abs, kind, size: stat.size });
        continue;
      }
      if (stat.size > MAX_FILE_BYTES) {
        skipped.push({ path: rel, why: 'over 1 MB' });
        continue;
      }
      const buf = readFileSync(abs);
      if (buf.includes(0)) {
        skipped.push({ path: rel, why: 'binary' });
        continue;
      }
      if (opts.deferText?.has(kind)) {
        // Checked for binary content like any other, then let go: read again when asked for.
        const f: SiteFile = { path: toPosix(rel), abs, kind, size: stat.size };
        readAgainWhenAsked(f);
        files.push(f);
        continue;
      }
      const { text, format } = decodeText(buf);
      if ((kind === 'script' || kind === 'style') && looksMinified(rel, text)) {
        skipped.push({ path: rel, why: 'minified' });
        continue;
      }
      files.push({ path: toPosix(rel), abs, kind, size: stat.size, text, format });
    }
  }

  walkDir('');
  return { files, skipped };
}
