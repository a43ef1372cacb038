import path from 'node:path';
import { carryLines } from '../../convert/limitation-lines.js';
import type { Limitation } from '../../analyze/types.js';
import { VENDOR_RULES } from '../../analyze/data-layer/rules.js';
import { defineStep, type StepContext, type StepResult } from '../../convert/step.js';
import { appLayout, findEntry, joinPath, servedPublicDir } from '../theme-shell/layout.js';
import { addDependencies, bundleCdnScripts, globalsModule } from './cdn-scripts.js';
import { readTemplate } from '../theme-shell/template.js';
import { removeHtmlBranding } from './index-html.js';
import { TRACKER_PACKAGES, TRACKER_WHY } from '../../../rules/data-layer/trackers.js';
import { PAYMENT_SCRIPT_WHY } from '../../../rules/data-layer/payment-scripts.js';
import { removeBeacons, removeCodeTrackers } from './code-trackers.js';
import { removeSecurityMeta } from './security-meta.js';
import { removeBackendHints } from './backend-hints.js';
import { SECURITY_HEADERS_WHY } from '../../../rules/data-layer/security-headers.js';

/** A quick text test before parsing: the file builds a `<meta>` or renders one with `httpEquiv`. */
const SECURITY_META_HINT = /createElement\(\s*['"`]meta['"`]|httpEquiv|http-equiv/;

/** A quick text test before parsing: a quoted bare origin in a list (`'https://abc.supabase.co',`). */
const BACKEND_HOST_HINT = /\[\s*['"]https?:\/\/[^/'"\s]+\/?['"]\s*[,\]]|['"]https?:\/\/[^/'"\s]+\/?['"]\s*,?\s*\]/;

/** A quick text test before parsing: the file imports some package a tracker ships in. */
const TRACKER_IMPORT = new RegExp(`from\\s+['"](${TRACKER_PACKAGES.map((k) => k.pkg.source.replace(/^\^/, '').replace(/\$$/, '')).join('|')})`);
import { siteNameFromSource } from './site-name.js';
import { isVendorTitle, urlsIn, vendorAssetData, type VendorAssetData } from './vendor-urls.js';

export { removeHtmlBranding } from './index-html.js';
export { vendorAssetData, isVendorTitle, urlsIn } from './vendor-urls.js';

const TEXT_FILE = /\.(m?[jt]sx?|css|scss|sass|less|html?|vue|svelte)$/i;
const SKIP_DIR = /(^|\/)(node_modules|dist|preview-dist|build|\.git|public)\//;
export const PLACEHOLDER_DIR = 'vendor-assets';
const PLACEHOLDER_TEMPLATE = 'public/vendor-asset-placeholder.svg';

/** `https://…/public/hero-ceramics.jpg?x=1` → `hero-ceramics` (a safe file stem). */
export function stemOf(url: string): string {
  let base = '';
  try {
    base = decodeURIComponent(new URL(url).pathname.split('/').filter(Boolean).pop() ?? '');
  } catch {
    base = '';
  }
  return base.replace(/\.[a-z0-9]+$/i, '').toLowerCase().replace(/[^a-z0-9-]+/g, '-').replace(/^-+|-+$/g, '') || 'asset';
}

interface Replaced {
  file: string;
  line: number;
  url: string;
  vendor: string;
  local: string;
}

/** Vendor-hosted file URLs in one text → the local placeholder path; the stems map keeps one file per URL. */
export function replaceVendorUrls(text: string, data: VendorAssetData, stems: Map<string, string>): { text: string; replaced: Omit<Replaced, 'file'>[] } {
  const replaced: Omit<Replaced, 'file'>[] = [];
  let out = '';
  let last = 0;
  for (const { url, index } of urlsIn(text)) {
    const vendor = data.vendorOf(url);
    if (!vendor) continue;
    let stem = stems.get(url);
    if (!stem) {
      const base = stemOf(url);
      const taken = new Set(stems.values());
      stem = base;
      for (let n = 2; taken.has(stem); n++) stem = `${base}-${n}`;
      stems.set(url, stem);
    }
    const local = `/${PLACEHOLDER_DIR}/${stem}.svg`;
    replaced.push({ line: text.slice(0, index).split('\n').length, url, vendor, local });
    out += text.slice(last, index) + local;
    last = index + url.length;
  }
  return { text: replaced.length ? out + text.slice(last) : text, replaced };
}

/**
 * A name someone gave the site: the survey's theme name, or an identity name edited by hand. The
 * identity name copied from package.json or the folder is not one (`base44-app`, `rest-express`):
 * the brand the site shows is better (siteNameFromSource).
 */
function recordedName(ctx: StepContext, packageJson: string, data: VendorAssetData): string | null {
  const id = ctx.state.identity;
  let pkgName: unknown;
  try {
    pkgName = (JSON.parse(ctx.tree.read(packageJson) ?? '{}') as { name?: unknown }).name;
  } catch {
    pkgName = undefined;
  }
  const derived = (n: string) => (typeof pkgName === 'string' && n === pkgName.replace(/^@[^/]+\//, '')) || n === id['source folder'];
  const name = id['theme name'] ?? (id.name && !derived(id.name) ? id.name : undefined);
  return name && !isVendorTitle(name, data) ? name : null;
}

/**
 * Vendor assets (issue 5): the vendor goes away after migration, so nothing it serves may stay.
 * Its branding leaves index.html; files hot-linked from its storage become local placeholders
 * under public/, each a limitation, with one open question listing what to download.
 */
export function runVendorAssets(ctx: StepContext): StepResult {
  const { tree } = ctx;
  const layout = appLayout(ctx);
  const data = vendorAssetData(VENDOR_RULES);
  const notes: string[] = [];
  const limitations: Limitation[] = [];
  const openQuestions: string[] = [];
  const html = joinPath(layout.root, 'index.html');
  const before = tree.read(html);
  if (before !== undefined) {
    const packageJson = joinPath(layout.pkg, 'package.json');
    const siteName = recordedName(ctx, packageJson, data) ?? siteNameFromSource(tree, layout.src, { html, packageJson, data }) ?? undefined;
    const r = removeHtmlBranding(before, data, siteName);
    if (r.text !== before) {
      tree.write(html, r.text);
      notes.push(`${html}: ${r.changes.join('; ')}`);
    }
    for (const t of r.trackers) limitations.push({ file: html, line: t.line, what: `${t.name} removed from ${html}`, why: TRACKER_WHY });
    for (const p of r.payments) limitations.push({ file: html, line: p.line, what: `${p.name} checkout script removed from ${html}`, why: PAYMENT_SCRIPT_WHY });
    for (const h of r.securityHeaders) limitations.push({ file: html, line: h.line, what: `${h.name} meta removed from ${html}`, why: SECURITY_HEADERS_WHY });
    const branded = tree.read(html) ?? '';
    const cdn = bundleCdnScripts(branded);
    const entry = cdn.bundled.length ? findEntry(tree, layout) : null;
    const entryText = entry ? tree.read(entry) : undefined;
    if (entry && entryText !== undefined) {
      tree.write(html, cdn.text);
      tree.write(packageJson, addDependencies(tree.read(packageJson) ?? '{}', cdn.bundled));
      const imports: string[] = [];
      for (const b of cdn.bundled) {
        if (!b.globals.length) { imports.push(`import '${b.spec}';`); continue; }
        const name = b.pkg.replace(/^@/, '').replace(/[^\w.-]+/g, '-');
        const target = joinPath(layout.src, `cdn-globals/${name}.js`);
        tree.write(target, globalsModule(b));
        const rel = path.posix.relative(path.posix.dirname(entry), target);
        imports.push(`import '${rel.startsWith('.') ? rel : `./${rel}`}';`);
      }
      const marker = '// Libraries index.html loaded from CDNs, installed from npm (platform-convert).';
      if (!entryText.includes(marker)) tree.write(entry, `${marker}\n${imports.join('\n')}\n${entryText}`);
      notes.push(`${html}: ${cdn.bundled.map((b) => `${b.url} → npm ${b.pkg}@${b.version}`).join('; ')} (imported by ${entry})`);
    }
    const kept = cdn.kept.map((k) => ({ file: html, line: k.line, what: `third-party script ${k.url} still loaded by ${html}`, why: 'a theme loads no script from another host (review fails it) and its URL names no npm package to install instead: add its package and import it, or remove it' }));
    // Rows count lines in the text the step found (src/convert/limitation-lines.ts).
    carryLines(kept.map((row) => [row, branded]), () => before);
    limitations.push(...kept);
    if (r.keptTitle) openQuestions.push(`${html} is titled "${r.keptTitle}" (the vendor's or the scaffold's): what is the site's name?`);
  }
  // Trackers wired in code go the same way as those in index.html.
  for (const file of tree.list()) {
    if (!/\.(m?[jt]sx?)$/.test(file) || SKIP_DIR.test(file) || !TRACKER_IMPORT.test(tree.read(file) ?? '')) continue;
    const ast = tree.ast(file);
    if (!ast) continue;
    const r = removeCodeTrackers(ast);
    if (r.removed.length) {
      tree.writeAst(file, ast);
      notes.push(`${file}: ${r.removed.map((x) => x.name).join(', ')} removed (analytics go through useTracker())`);
    }
    for (const x of r.removed) limitations.push({ file, line: x.line, what: `${x.name} removed from ${file}`, why: TRACKER_WHY });
    for (const x of r.kept) limitations.push({ file, line: x.line, what: `${x.name} is still called in ${file}`, why: `${TRACKER_WHY}: replace its calls with useTracker() by hand` });
  }
  // Beacons the source sends itself go the same way (analytics on unload).
  for (const file of tree.list()) {
    if (!/\.(m?[jt]sx?)$/.test(file) || SKIP_DIR.test(file) || !(tree.read(file) ?? '').includes('sendBeacon')) continue;
    const ast = tree.ast(file);
    if (!ast) continue;
    const r = removeBeacons(ast);
    if (r.removed.length) {
      tree.writeAst(file, ast);
      notes.push(`${file}: ${r.removed.length} beacon(s) removed (analytics go through useTracker())`);
      limitations.push({ file, line: r.removed[0], what: `navigator.sendBeacon removed from ${file}`, why: TRACKER_WHY });
    }
    for (const line of r.kept) limitations.push({ file, line, what: `navigator.sendBeacon is still called in ${file}`, why: `${TRACKER_WHY}: replace it with useTracker().track(...) by hand` });
  }
  // Security headers a script sets from the page go: the platform serves the headers.
  for (const file of tree.list()) {
    if (!/\.(m?[jt]sx?)$/.test(file) || SKIP_DIR.test(file) || !SECURITY_META_HINT.test(tree.read(file) ?? '')) continue;
    const ast = tree.ast(file);
    if (!ast) continue;
    const removed = removeSecurityMeta(ast);
    if (!removed.length) continue;
    tree.writeAst(file, ast);
    notes.push(`${file}: ${removed.map((x) => x.header).join(', ')} meta no longer set from the page (the platform serves the headers)`);
    for (const x of removed) limitations.push({ file, line: x.line, what: `${x.header} set from the page in ${file} removed`, why: SECURITY_HEADERS_WHY });
  }
  // The old backend's host leaves the lists of hosts the page preconnects to (nothing calls it now).
  for (const file of tree.list()) {
    if (!/\.(m?[jt]sx?)$/.test(file) || SKIP_DIR.test(file) || !BACKEND_HOST_HINT.test(tree.read(file) ?? '')) continue;
    const ast = tree.ast(file);
    if (!ast) continue;
    const removed = removeBackendHints(ast);
    if (!removed.length) continue;
    tree.writeAst(file, ast);
    notes.push(`${file}: ${[...new Set(removed.map((x) => x.url))].join(', ')} no longer preconnected (the theme calls no backend but the platform)`);
  }
  const stems = new Map<string, string>();
  const all: Replaced[] = [];
  const inApp = (p: string) => !layout.root || p.startsWith(layout.root + '/');
  for (const file of tree.list()) {
    if (!inApp(file) || !TEXT_FILE.test(file) || SKIP_DIR.test(file)) continue;
    const text = tree.read(file);
    if (text === undefined) continue;
    const r = replaceVendorUrls(text, data, stems);
    if (!r.replaced.length) continue;
    tree.write(file, r.text);
    const rows = r.replaced.map((x) => ({ ...x, file }));
    // index.html lost its branding above: its lines count in the text the step found.
    if (file === html && before !== undefined) carryLines(rows.map((row) => [row, text]), () => before);
    all.push(...rows);
  }
  const publicDir = servedPublicDir(ctx.tree, layout);
  for (const stem of new Set(stems.values())) {
    const target = `${publicDir}/${PLACEHOLDER_DIR}/${stem}.svg`;
    if (!tree.exists(target)) tree.write(target, readTemplate(PLACEHOLDER_TEMPLATE));
  }
  for (const r of all) {
    limitations.push({ file: r.file, line: r.line, what: `${r.vendor}-hosted file ${r.url} replaced by the placeholder ${publicDir}/${PLACEHOLDER_DIR}/${stems.get(r.url)}.svg`, why: 'the vendor and its storage go away after migration' });
  }
  if (stems.size) {
    const list = [...stems].map(([url, stem]) => `${url} → ${publicDir}/${PLACEHOLDER_DIR}/${stem}.svg`).join('; ');
    openQuestions.push(`Download these ${stems.size} vendor-hosted asset(s) into ${publicDir}/ and point their references at the real files (placeholders stand in now): ${list}`);
    notes.push(`${all.length} vendor-hosted file reference(s) → local placeholders in ${publicDir}/${PLACEHOLDER_DIR}/`);
  }
  return { status: notes.length ? 'applied' : 'unnecessary', notes, limitations, openQuestions };
}

export default defineStep({
  id: 'vendor-assets',
  description: 'vendor branding out of index.html; files hot-linked from vendor storage → local placeholders (each a limitation)',
  needs: ['analysis'],
  run: runVendorAssets,
});
