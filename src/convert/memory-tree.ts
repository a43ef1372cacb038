import type { File } from '@babel/types';
import { badInput } from '../diagnostics/tool-error.js';
import { readFileSync } from 'node:fs';
import { kindOf, MAX_FILE_BYTES } from '../load/files.js';
import { decodeText, PLAIN_FORMAT, sameFormat, toDiskText, type TextFormat } from '../load/text-format.js';
import { parsedText, parseSource } from '../load/parse.js';
import type { Site } from '../load/site.js';
import { printLikeSource } from './print.js';
import type { Change, StagedTree } from './staged-tree.js';

/** A binary file moved by a rename: its bytes stay those of the site file `binaryOf`. */
interface BinaryRef {
  binaryOf: string;
}
/** A staged entry: new text, a moved binary, or null for a deletion. */
type Staged = string | BinaryRef | null;
const isBinary = (v: Staged | undefined): v is BinaryRef => typeof v === 'object' && v !== null;

// Asked on every read and existence test: most paths are already normal.
const normalize = (p: string) => (p.includes('\\') || p.startsWith('./') ? p.replace(/\\/g, '/').replace(/^\.\//, '') : p);

/**
 * The staged tree over a loaded `Site` (DESIGN §3): reads fall through to the site's files (read
 * and parsed once per run), writes, deletions and renames stay in memory until the run commits
 * `changes()`. It also records which paths each step read and wrote, so the pipeline can hash a
 * step's inputs and say what each step changed.
 */
export class MemoryTree implements StagedTree {
  private readonly staged = new Map<string, Staged>();
  private readonly asts = new Map<string, File | null>();
  private readonly renames = new Map<string, string>();
  private touched = new Set<string>();
  /**
   * Trees written by `writeAst` and not printed yet, with the text before their first edit: a
   * file edited several times in a step is printed once, when its text is first wanted.
   */
  private readonly unprinted = new Map<string, string | undefined>();
  /** Revisions (see StagedTree.revision): one counter for the whole run, so a number never repeats. */
  private readonly revisions = new Map<string, number>();
  private clock = 0;
  private pathsRevision = 0;

  constructor(readonly site: Site) {}

  revision(path?: string): number {
    return path === undefined ? this.pathsRevision : this.revisions.get(normalize(path)) ?? 0;
  }

  /** A path's text or tree changed; `paths`: which paths exist may have changed too. */
  private bump(p: string, paths: boolean): void {
    this.revisions.set(p, ++this.clock);
    if (paths) this.pathsRevision = ++this.clock;
  }

  private readonly lateText = new Map<string, { text: string; format: TextFormat } | undefined>();

  /**
   * The disk text of a site file. The loader keeps no text for files it takes for assets (names
   * without a known extension, such as `.gitignore` or `.npmrc`); those are read here on first
   * use, and stay undefined when they are binary, so a step never overwrites a text file blind.
   */
  private base(p: string): string | undefined {
    const f = this.site.file(p);
    if (!f || f.text !== undefined) return f?.text;
    if (!this.lateText.has(p)) {
      let read: { text: string; format: TextFormat } | undefined;
      if (f.size <= MAX_FILE_BYTES) {
        const buf = readFileSync(f.abs);
        if (!buf.includes(0)) read = decodeText(buf);
      }
      this.lateText.set(p, read);
    }
    return this.lateText.get(p)?.text;
  }

  /** How a site file sits on disk (encoding, BOM, line ends); undefined for a new file. */
  formatOf(p: string): TextFormat | undefined {
    const f = this.site.file(p);
    if (!f) return undefined;
    if (f.text !== undefined) return f.format;
    this.base(p);
    return this.lateText.get(p)?.format;
  }

  /** `{ format }` for a change whose file is not plain UTF-8 with LF line ends, else nothing. */
  private formatField(p: string): { format?: TextFormat } {
    const f = this.formatOf(p);
    return f && !sameFormat(f, PLAIN_FORMAT) ? { format: f } : {};
  }

  /** The disk form of a path's text: the format of `like` (the file itself, or a move's source). */
  private disk(text: string, like: string): string {
    return toDiskText(text, this.formatOf(like));
  }

  exists(path: string): boolean {
    const p = normalize(path);
    this.touched.add(p);
    if (this.staged.has(p)) return this.staged.get(p) !== null;
    return this.site.has(p);
  }

  read(path: string): string | undefined {
    const p = normalize(path);
    this.touched.add(p);
    this.print(p);
    if (this.staged.has(p)) {
      const v = this.staged.get(p);
      return typeof v === 'string' ? v : undefined;
    }
    return this.base(p);
  }

  write(path: string, text: string): void {
    const p = normalize(path);
    this.touched.add(p);
    this.bump(p, !this.exists(p));
    this.unprinted.delete(p);
    this.staged.set(p, text);
    this.asts.delete(p);
  }

  delete(path: string): void {
    const p = normalize(path);
    this.touched.add(p);
    if (!this.exists(p)) return;
    this.bump(p, true);
    this.unprinted.delete(p);
    this.staged.set(p, null);
    this.asts.set(p, null);
  }

  rename(from: string, to: string): void {
    const f = normalize(from);
    const t = normalize(to);
    if (f === t) return;
    if (!this.exists(f)) throw badInput('cannot rename a file that does not exist', { file: f, hint: `target ${t}` });
    const text = this.read(f);
    if (text === undefined) {
      // A binary (image, font): staged by reference, its bytes are copied at commit.
      const current = this.staged.get(f);
      this.touched.add(t);
      this.bump(t, true);
      this.staged.set(t, { binaryOf: isBinary(current) ? current.binaryOf : f });
      this.asts.delete(t);
    } else {
      const ast = this.ast(f);
      this.write(t, text);
      if (ast) this.asts.set(t, ast);
      this.bump(t, true);
    }
    this.delete(f);
    this.renames.set(t, this.renames.get(f) ?? f);
  }

  list(): string[] {
    const out = new Set<string>();
    for (const f of this.site.files) out.add(f.path);
    for (const [p, v] of this.staged) {
      if (v === null) out.delete(p);
      else out.add(p);
    }
    return [...out].sort();
  }

  ast(path: string): File | null {
    const p = normalize(path);
    this.touched.add(p);
    if (this.asts.has(p)) return this.asts.get(p) ?? null;
    if (!this.staged.has(p)) return this.site.ast(p);
    const text = this.staged.get(p);
    if (typeof text !== 'string' || kindOf(p) !== 'script') return null;
    const r = parseSource(p, text, 'edit');
    const ast = r.ok ? r.ast : null;
    this.asts.set(p, ast);
    return ast;
  }

  writeAst(path: string, ast: File): void {
    const p = normalize(path);
    const before = this.unprinted.has(p) ? this.unprinted.get(p) : this.read(p);
    // The text before the edit stands in until the tree is printed (exists and list see the path).
    this.write(p, before ?? '');
    this.unprinted.set(p, before);
    this.asts.set(p, ast);
  }

  /** Print a tree `writeAst` left unprinted (see `unprinted`). */
  private print(p: string): void {
    if (!this.unprinted.has(p)) return;
    const before = this.unprinted.get(p);
    this.unprinted.delete(p);
    this.staged.set(p, printLikeSource(this.asts.get(p)!, before));
  }

  private printAll(): void {
    for (const p of [...this.unprinted.keys()]) this.print(p);
  }

  changes(): Change[] {
    this.printAll();
    const out: Change[] = [];
    const renamedFrom = new Set<string>();
    for (const [to, from] of this.renames) {
      const after = this.staged.get(to);
      const before = this.base(from);
      if (isBinary(after)) {
        if (after.binaryOf === from && this.staged.get(from) === null && !this.site.has(to)) {
          out.push({ kind: 'rename', from, to, before: '', after: '', binary: true });
          renamedFrom.add(from).add(to);
        }
        continue;
      }
      if (typeof after === 'string' && before !== undefined && this.staged.get(from) === null && !this.site.has(to)) {
        out.push({ kind: 'rename', from, to, before: this.disk(before, from), after: this.disk(after, from), ...this.formatField(from) });
        renamedFrom.add(from).add(to);
      }
    }
    for (const [p, v] of this.staged) {
      if (renamedFrom.has(p) || isBinary(v)) continue;
      const before = this.base(p);
      if (v === null) {
        if (this.site.has(p)) out.push({ kind: 'delete', path: p, before: before === undefined ? '' : this.disk(before, p) });
      } else if (!this.site.has(p)) out.push({ kind: 'add', path: p, after: v });
      else if (before !== v) out.push({ kind: 'modify', path: p, before: before === undefined ? '' : this.disk(before, p), after: this.disk(v, p), ...this.formatField(p) });
    }
    const key = (c: Change) => (c.kind === 'rename' ? c.to : c.path);
    return out.sort((a, b) => (key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0));
  }

  /** The original site path a staged path was renamed from, if it was. */
  renamedFrom(to: string): string | undefined {
    return this.renames.get(to);
  }

  /** Paths read or written since the last call (a step's footprint), then reset. */
  takeTouched(): string[] {
    const t = [...this.touched].sort();
    this.touched = new Set();
    return t;
  }

  /** A copy of what is staged now, to tell what one step changed. */
  snapshot(): Map<string, Staged> {
    this.printAll();
    return new Map(this.staged);
  }

  /** The trees held now, by path (with `snapshot`, what `lineBase` needs of the tree before a step). */
  heldTrees(): Map<string, File | null> {
    return new Map(this.asts);
  }

  /**
   * The text a step's line numbers for `path` count in, given the tree as the step found it: the
   * text of the tree it was holding for the path (a tree kept after a print counts in the text
   * it was parsed from), else the path's text then.
   */
  lineBase(snap: Map<string, Staged>, trees: Map<string, File | null>, path: string): string | undefined {
    const p = normalize(path);
    const ast = trees.get(p);
    const fromTree = ast ? parsedText(ast) : undefined;
    if (fromTree !== undefined) return fromTree;
    if (snap.has(p)) {
      const v = snap.get(p);
      return typeof v === 'string' ? v : undefined;
    }
    return this.base(p);
  }

  /** A site file's text as the run found it (before any step). */
  siteText(path: string): string | undefined {
    return this.base(normalize(path));
  }

  /**
   * Go back to a snapshot (a failed step's staged edits are dropped). ASTs of the paths it staged
   * are re-read from the restored text on next use.
   */
  restore(snap: Map<string, Staged>): void {
    this.printAll();
    for (const p of new Set([...this.staged.keys(), ...snap.keys()])) {
      if (this.staged.get(p) === snap.get(p)) continue;
      this.bump(p, true);
      this.asts.delete(p);
      if (snap.has(p)) this.staged.set(p, snap.get(p)!);
      else this.staged.delete(p);
    }
  }

  /** The text of a path in a snapshot (falling back to the disk version). */
  textIn(snap: Map<string, Staged>, path: string): string | null {
    const v = snap.has(path) ? snap.get(path) : undefined;
    if (isBinary(v)) return `\u0000binary ${v.binaryOf}`;
    if (snap.has(path)) return v ?? null;
    if (!this.site.has(path)) return null;
    // A binary site file stands for itself, so a step that moves it shows as a rename.
    return this.base(path) ?? `\u0000binary ${path}`;
  }

}
