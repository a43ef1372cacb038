import { isRemote, knownAsset } from '../known-scripts.js';
import { importOf, npmFileOf } from '../npm-cdn.js';
import { isWidgetUrl } from '../../check/third-party.js';
import type { Limitation } from '../../analyze/types.js';
import { tagHtml } from '../scaffold.js';
import { toWebPath } from '../assets.js';
import type { PortNote } from '../types.js';
import type { HeadInfo, ScriptRef } from './read-page.js';

/** What the pages' heads and scripts become: index.html tags, CSS imports, notes and questions. */
export class HeadCollector {
  readonly headTags: string[] = [];
  readonly bodyScripts: string[] = [];
  /** Local stylesheets by web path, in first-seen order. */
  readonly stylesheets: string[] = [];
  readonly inlineStyles: { css: string; webPath: string }[] = [];
  readonly designNotes = new Set<string>();
  readonly openQuestions = new Set<string>();
  readonly notes: PortNote[] = [];
  readonly limitations: Limitation[] = [];
  /** Scripts from an npm CDN, installed instead: package → version, and the imports main.jsx makes. */
  readonly npmDependencies: Record<string, string> = {};
  readonly npmImports: string[] = [];
  private readonly seen = new Set<string>();
  private readonly localScripts = new Map<string, string[]>();
  private readonly inlineScripts = new Map<string, string[]>();

  /** Open questions, one per local script however many pages load it. */
  questions(): string[] {
    const scripts = [...this.localScripts].map(([web, where]) => `${where[0]}: local script ${web} not ported (loaded by ${where.length} page${where.length > 1 ? 's' : ''}; written for static markup); rewrite its behaviour as React state or drop it`);
    const inline = [...this.inlineScripts].map(([code, where]) => `${where[0]}: inline script not ported (${summary(code)}${where.length > 1 ? `; the same script is on ${where.length} pages` : ''}); rewrite its behaviour as React state or drop it`);
    return [...scripts, ...inline, ...this.openQuestions];
  }

  private keep(list: string[], html: string): void {
    if (this.seen.has(html)) return;
    this.seen.add(html);
    list.push(html);
  }

  /** The head of one page: stylesheets, icons, fonts, metas, head scripts. */
  addHead(page: HeadInfo & { file: string; webPath: string }): void {
    for (const l of page.links) {
      const rels = l.rel.split(/\s+/);
      if (rels.includes('stylesheet')) {
        if (isRemote(l.href)) {
          this.keep(this.headTags, tagHtml('link', l.attrs));
          this.note(l.href, 'stylesheet');
        } else {
          const web = toWebPath(l.href, page.webPath)?.replace(/[?#].*$/, '');
          if (web && !this.stylesheets.includes(web)) this.stylesheets.push(web);
        }
      } else if (rels.some((r) => ['icon', 'shortcut', 'apple-touch-icon', 'preconnect', 'dns-prefetch', 'preload', 'manifest'].includes(r))) {
        const attrs = l.attrs.map((a) => (a.name === 'href' && !isRemote(a.value) ? { ...a, value: toWebPath(a.value, page.webPath) ?? a.value } : a));
        this.keep(this.headTags, tagHtml('link', attrs));
        if (isRemote(l.href) && !rels.includes('preconnect') && !rels.includes('dns-prefetch')) this.note(l.href, 'font');
      }
    }
    for (const m of page.metas) {
      const name = m.find((a) => a.name === 'name' || a.name === 'property')?.value ?? '';
      if (/^(description|theme-color|author|keywords|og:|twitter:)/i.test(name) && page.webPath.replace(/^\//, '') === this.firstPage) this.keep(this.headTags, tagHtml('meta', m));
    }
    for (const css of page.headStyles) this.inlineStyles.push({ css, webPath: page.webPath });
    for (const s of page.headScripts) this.addScript(page, s);
  }

  /** The web path of the page whose metas are kept (the home page). */
  firstPage = 'index.html';

  /** A script of a page: kept in index.html when it is a known library or widget, else a question. */
  addScript(page: { file: string; webPath: string }, s: ScriptRef): void {
    const type = s.attrs.find((a) => a.name === 'type')?.value ?? '';
    if (/json|template|x-tmpl/i.test(type)) {
      this.openQuestions.add(`${page.file}:${s.line}: <script type="${type}"> block not ported; does a page need its data?`);
      return;
    }
    if (s.src !== undefined) {
      if (isRemote(s.src)) {
        if (this.fromNpm(s.src) || this.dropForeign(page, s)) return;
        const known = knownAsset(s.src, undefined);
        this.keep(s.inHead ? this.headTags : this.bodyScripts, tagHtml('script', s.attrs));
        if (known) this.designNotes.add(`${known.name} loaded from a CDN (${hostOf(s.src)}), kept in index.html`);
        else this.openQuestions.add(`${page.file}:${s.line}: third-party script ${s.src} kept in index.html; check it still works on React-rendered markup`);
        return;
      }
      const web = (toWebPath(s.src, page.webPath) ?? s.src).replace(/^\//, '');
      this.localScripts.set(web, [...(this.localScripts.get(web) ?? []), `${page.file}:${s.line}`]);
      this.notes.push({ file: page.file, line: s.line, kind: 'local-script', message: `local script ${s.src} not loaded by the ported app` });
      return;
    }
    const code = s.code ?? '';
    if (!code.trim()) return;
    const known = knownAsset(undefined, code);
    if (known && known.kind === 'widget') {
      this.keep(s.inHead ? this.headTags : this.bodyScripts, tagHtml('script', s.attrs, code.trim()));
      this.designNotes.add(`${known.name} snippet kept in index.html`);
      return;
    }
    const key = code.replace(/\s+/g, ' ').trim();
    const where = this.inlineScripts.get(key) ?? [];
    where.push(`${page.file}:${s.line}`);
    this.inlineScripts.set(key, where);
    this.notes.push({ file: page.file, line: s.line, kind: 'inline-script', message: `inline script not converted: ${summary(code)}` });
  }

  /**
   * A script an npm CDN serves is installed from npm and imported by main.jsx (one import per
   * package, the first file seen), so the theme loads nothing from another host.
   */
  private fromNpm(src: string): boolean {
    const f = npmFileOf(src);
    if (!f) return false;
    if (!(f.pkg in this.npmDependencies)) {
      this.npmDependencies[f.pkg] = f.version;
      this.npmImports.push(importOf(f));
      this.designNotes.add(`${f.pkg} was loaded from ${hostOf(src)}; installed from npm (${f.pkg}@${f.version}) and imported by src/main.jsx`);
    }
    return true;
  }

  /**
   * Any other script from another host fails review unless it is a widget review allows: it goes,
   * as a limitation. Known libraries (kept with a design note) are left to the caller.
   */
  private dropForeign(page: { file: string }, s: ScriptRef): boolean {
    if (isWidgetUrl(s.src!) || knownAsset(s.src, undefined)) return false;
    if (this.limitations.some((l) => l.what === `third-party script ${s.src}`)) return true;
    this.limitations.push({
      file: page.file, line: s.line,
      what: `third-party script ${s.src}`,
      why: `a theme loads no script from another host (review fails it) and ${hostOf(s.src!)} names no npm package to install instead; removed. If a page needs it, add its npm package and import it`,
    });
    return true;
  }

  private note(url: string, what: string): void {
    const known = knownAsset(url, undefined);
    if (known?.name === 'Google Fonts') {
      const fams = [...url.matchAll(/family=([^&:]+)/g)].map((m) => decodeURIComponent(m[1].replace(/\+/g, ' ')));
      this.designNotes.add(`Google Fonts${fams.length ? ` (${fams.join(', ')})` : ''} loaded from ${hostOf(url)}, kept in index.html`);
    } else if (known) this.designNotes.add(`${known.name} loaded from a CDN (${hostOf(url)}), kept in index.html`);
    else if (what === 'stylesheet') this.designNotes.add(`stylesheet ${url} kept in index.html`);
  }
}

function hostOf(url: string): string {
  try {
    return new URL(url.startsWith('//') ? 'https:' + url : url).host;
  } catch {
    return url;
  }
}

function summary(code: string): string {
  const first = code.trim().split('\n').find((l) => l.trim())?.trim() ?? '';
  return first.length > 60 ? first.slice(0, 57) + '...' : first;
}
