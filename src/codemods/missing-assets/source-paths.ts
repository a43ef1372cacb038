import path from 'node:path';
import type { Node } from '@babel/types';
import { walkNodes } from '../../infra/visitor-keys.js';
import { parseSource } from '../../load/parse.js';
import { hasValue, templatePattern } from './template-paths.js';

/** Media a page shows or plays by its address: pictures, video, audio, documents. */
const MEDIA = /\.(?:png|jpe?g|gif|webp|avif|svg|bmp|ico|mp4|webm|ogg|ogv|mov|m4v|mp3|wav|m4a|pdf)$/i;
/** A quoted path with a folder, to a media file: the cheap look before a script is parsed. */
const QUOTED_MEDIA = /(["'])(\.?\/?[^"'`\s$]+\/[^"'`\s$]*\.(?:png|jpe?g|gif|webp|avif|svg|bmp|ico|mp4|webm|ogg|ogv|mov|m4v|mp3|wav|m4a|pdf))\1/gi;
/** A template literal's written folder before its first value (`` `src/clips/${ ``). */
const TEMPLATE_FOLDER = /`(\.?\/?[^`\s$]+\/)[^`\s/$]*\$\{/g;

export interface SourcePathEdit { line: number; from: string; to: string }

/**
 * Media a script names by its path in the source tree: `"src/images/hero.jpg"`, `'/src/assets/a.png'`,
 * `` `src/clips/${clip.file}` ``. The dev server serves every file under its root, so the page shows
 * them there; a built theme has only what the bundle imports and the public folder, and each is a
 * 404. Each such string becomes the bundler's own asset address,
 * `new URL('../images/hero.jpg', import.meta.url).href` (relative to the script; a template keeps
 * its values, and the bundler ships every file its pattern can name).
 *
 * `root` is the app's root folder in the tree ('' for the tree's root), `script` the script's path
 * in the tree, `files` the tree's files. Only paths with a folder are taken (a bare `logo.png` is
 * the public folder's), never the public folder's own, and only when the file (for a template, one
 * file its pattern fits) is there. Null when nothing changes or the script does not parse.
 */
export function linkSourcePaths(script: string, text: string, root: string, publicDir: string, files: () => readonly string[]): { text: string; edits: SourcePathEdit[] } | null {
  const scriptDir = path.posix.dirname(script);
  let listed: Set<string> | undefined;
  const has = (p: string) => (listed ??= new Set(files())).has(p);
  const inTree = (rel: string) => (root ? `${root}/${rel}` : rel);
  const underPublic = (p: string) => p === publicDir || p.startsWith(`${publicDir}/`);
  /** The tree path a written path names under the app root, or null when it is not such a path. */
  const treePath = (written: string): string | null => {
    const rel = written.replace(/^\.?\//, '');
    if (!rel.includes('/') || rel.startsWith('../') || /^[a-z][\w+.-]*:/i.test(rel) || rel.startsWith('/')) return null;
    const full = path.posix.normalize(inTree(rel));
    if (full.startsWith('../') || underPublic(full) || /(^|\/)node_modules\//.test(full)) return null;
    return full;
  };
  // Parse only a script that names such a file (most name none): a media path in quotes, or a
  // template whose written folder is in the tree.
  const quoted = [...text.matchAll(QUOTED_MEDIA)].some((m) => { const f = treePath(m[2]); return !!f && has(f); });
  const templated = !quoted && [...text.matchAll(TEMPLATE_FOLDER)].some((m) => {
    const f = treePath(`${m[1]}x`);
    return !!f && files().some((x) => x.startsWith(f.slice(0, -1)));
  });
  if (!quoted && !templated) return null;
  const parsed = parseSource(script, text, 'analyze');
  if (!parsed.ok) return null;
  const relFrom = (full: string) => {
    const r = path.posix.relative(scriptDir, full);
    return r.startsWith('.') ? r : `./${r}`;
  };
  const edits: { start: number; end: number; to: string; from: string }[] = [];
  walkNodes(parsed.ast.program as unknown as Node, (n, parent, key) => {
    if (n.start == null || n.end == null) return;
    if (n.type === 'StringLiteral') {
      if (!parent || parent.type === 'ImportDeclaration' || parent.type === 'ExportNamedDeclaration' || parent.type === 'ExportAllDeclaration'
        || parent.type === 'ImportExpression' || parent.type === 'TSLiteralType' || parent.type === 'TSExternalModuleReference'
        || (key === 'key' && (parent.type === 'ObjectProperty' || parent.type === 'ClassProperty' || parent.type === 'ObjectMethod'))
        || (parent.type === 'CallExpression' && parent.callee.type === 'Import')) return;
      // Already the bundler's asset address (`new URL('./a.png', import.meta.url)`).
      if (parent.type === 'NewExpression' && parent.callee.type === 'Identifier' && parent.callee.name === 'URL') return;
      const full = MEDIA.test(n.value) ? treePath(n.value) : null;
      if (!full || !has(full)) return;
      const url = `new URL(${JSON.stringify(relFrom(full))}, import.meta.url).href`;
      edits.push({ start: n.start, end: n.end, from: n.value, to: parent.type === 'JSXAttribute' ? `{${url}}` : url });
    } else if (n.type === 'TemplateLiteral' && n.expressions.length) {
      if (parent?.type === 'NewExpression' && parent.callee.type === 'Identifier' && parent.callee.name === 'URL') return;
      if (parent?.type === 'TaggedTemplateExpression') return;
      const inner = text.slice(n.start + 1, n.end - 1);
      const head = n.quasis[0]?.value.raw ?? '';
      const full = treePath(inner);
      // The folder part must be written out: the bundler lists the files a pattern can name.
      if (!full || !head.includes('/') || hasValue(inner.slice(0, inner.lastIndexOf('/')))) return;
      const pattern = templatePattern(full);
      // Media only: every file the pattern fits is a picture, a clip or a document (its extension may
      // be in the value: `${clip.file}`).
      const fits = files().filter((f) => pattern.test(f));
      if (!fits.length || !fits.every((f) => MEDIA.test(f))) return;
      const writtenHead = head.replace(/^\.?\//, '');
      const headFull = path.posix.normalize(inTree(writtenHead));
      // The relative head keeps the written file-name part after the folder (`clip-${n}.mp4`).
      const folder = headFull.endsWith('/') ? headFull.slice(0, -1) : path.posix.dirname(headFull);
      const rest = headFull.slice(folder.length + 1);
      const relHead = `${relFrom(folder)}/${rest}`;
      const rewritten = '`' + relHead + inner.slice(head.length) + '`';
      edits.push({ start: n.start, end: n.end, from: inner, to: `new URL(${rewritten}, import.meta.url).href` });
    }
  });
  if (!edits.length) return null;
  edits.sort((a, b) => a.start - b.start);
  let out = '';
  let last = 0;
  const done: SourcePathEdit[] = [];
  for (const e of edits) {
    if (e.start < last) continue;
    out += text.slice(last, e.start) + e.to;
    last = e.end;
    done.push({ line: text.slice(0, e.start).split('\n').length, from: e.from, to: e.to });
  }
  return { text: out + text.slice(last), edits: done };
}
