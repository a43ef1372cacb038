import { applyEdits, findNodeAtLocation, modify, parseTree } from 'jsonc-parser';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { CDNJS_LIBRARIES, cdnjsOf, otherCdnOf } from '../../../rules/cdn-libraries.js';
import { isWidgetUrl } from '../../check/third-party.js';
import { importOf, npmFileOf } from '../../port/npm-cdn.js';

type Node = DefaultTreeAdapterMap['childNode'];
type Element = DefaultTreeAdapterMap['element'];

/** A library a `<script src>` loaded from a CDN, now installed from npm and imported by the entry. */
export interface BundledScript {
  url: string;
  line: number;
  pkg: string;
  version: string;
  /** The import specifier (`bootstrap/dist/js/bootstrap.bundle.min.js`). */
  spec: string;
  globals: string[];
}

export interface CdnScriptsResult {
  text: string;
  bundled: BundledScript[];
  /** Scripts on another host that name no package we can install: kept, each a limitation. */
  kept: { url: string; line: number }[];
}

const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;
const isElement = (n: Node): n is Element => 'tagName' in n;

/** The npm package, version and file a CDN script URL (or, with `style`, a stylesheet URL) serves, or null. */
export function npmOfCdnScript(url: string, style = false): Omit<BundledScript, 'url' | 'line'> | null {
  const npm = npmFileOf(url);
  if (npm && style && !/\.css$/i.test(npm.file)) return null;
  if (npm) return { pkg: npm.pkg, version: npm.version, spec: importOf(npm), globals: [] };
  let u: URL;
  try {
    u = new URL(url.startsWith('//') ? `https:${url}` : url);
  } catch {
    return null;
  }
  const cdnjs = cdnjsOf(u.host, u.pathname);
  const other = cdnjs ? null : otherCdnOf(u.host, u.pathname);
  const lib = cdnjs ? CDNJS_LIBRARIES[cdnjs.name] : other?.lib;
  if (!lib) return null;
  const version = cdnjs?.version ?? other!.version;
  const cdnFile = cdnjs?.file ?? other!.file;
  const pkg = typeof lib.pkg === 'string' ? lib.pkg : lib.pkg(version);
  if (style !== /\.css$/i.test(cdnFile) || (style && !lib.style)) return null;
  const file = style ? lib.style!(cdnFile, version) : lib.file?.(cdnFile, version);
  return { pkg, version, spec: file ? `${pkg}/${file}` : pkg, globals: style ? [] : lib.globals ?? [] };
}

/**
 * Library scripts index.html loads from a CDN (Bootstrap, jQuery, a Font Awesome kit, with or
 * without `integrity`/`crossorigin`): a theme loads no script from another host (review fails
 * it), so each is installed from npm and imported by the entry instead, and its tag goes. The
 * stylesheets of those libraries (Bootstrap, Font Awesome...) are bundled the same way, so the
 * theme looks the same without reaching the CDN; other CDN stylesheets (web fonts) stay, as
 * review allows what is shown. A script on another host that names no installable package, and
 * is no widget review allows, stays: the caller records it.
 */
export function bundleCdnScripts(text: string): CdnScriptsResult {
  const doc = parse(text, { sourceCodeLocationInfo: true });
  const edits: { start: number; end: number }[] = [];
  const bundled: BundledScript[] = [];
  const kept: CdnScriptsResult['kept'] = [];
  const walk = (nodes: Node[]) => {
    for (const n of nodes) {
      const style = isElement(n) && n.tagName === 'link' && /(^|\s)stylesheet(\s|$)/i.test(attr(n, 'rel') ?? '');
      if (isElement(n) && (n.tagName === 'script' || style) && n.sourceCodeLocation) {
        const src = attr(n, style ? 'href' : 'src')?.trim();
        if (src && /^(https?:)?\/\//i.test(src) && !isWidgetUrl(src.startsWith('//') ? `https:${src}` : src)) {
          const lib = npmOfCdnScript(src, style);
          const loc = n.sourceCodeLocation;
          if (lib) {
            const lineStart = text.lastIndexOf('\n', loc.startOffset - 1) + 1;
            const nl = text.indexOf('\n', loc.endOffset);
            const alone = text.slice(lineStart, loc.startOffset).trim() === '' && text.slice(loc.endOffset, nl < 0 ? text.length : nl).trim() === '';
            edits.push(alone ? { start: lineStart, end: nl < 0 ? text.length : nl + 1 } : { start: loc.startOffset, end: loc.endOffset });
            if (!bundled.some((b) => b.spec === lib.spec)) bundled.push({ url: src, line: loc.startLine, ...lib });
          } else if (!style) kept.push({ url: src, line: loc.startLine });
        }
      }
      if ('childNodes' in n && (n as Element).tagName !== 'template') walk((n as Element).childNodes as Node[]);
    }
  };
  walk(doc.childNodes as Node[]);
  let out = text;
  for (const e of edits.sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + out.slice(e.end);
  return { text: out, bundled, kept };
}

/** package.json with each bundled package added to `dependencies` (a package already listed keeps its range). */
export function addDependencies(text: string, libs: { pkg: string; version: string }[]): string {
  let out = text;
  const indent = /\n([ \t]+)"/.exec(text)?.[1] ?? '  ';
  const formattingOptions = { insertSpaces: !indent.includes('\t'), tabSize: indent.includes('\t') ? 1 : indent.length, eol: text.includes('\r\n') ? '\r\n' : '\n' };
  for (const l of libs) {
    const tree = parseTree(out);
    if (!tree) return text;
    const listed = ['dependencies', 'devDependencies', 'peerDependencies'].some((s) => findNodeAtLocation(tree, [s, l.pkg]));
    if (!listed) out = applyEdits(out, modify(out, ['dependencies', l.pkg], l.version === 'latest' ? '*' : l.version, { formattingOptions }));
  }
  return out;
}

/** A module that imports one library and sets the globals its script tag defined (`window.$`). */
export function globalsModule(lib: BundledScript): string {
  const names = lib.globals.map((g) => `window.${g}`).join(' = ');
  return [
    `// ${lib.pkg}, loaded from ${lib.url} by index.html before; installed from npm (platform-convert).`,
    `import * as lib from '${lib.spec}';`,
    '',
    `${names} = lib.default ?? lib;`,
    '',
  ].join('\n');
}
