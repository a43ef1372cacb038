import { formatDiagnostic } from '../diagnostics/diagnostic.js';
import type { Analysis, DataSite } from './types.js';

/** A plain text table: columns padded to their widest cell. */
export function table(header: string[], rows: string[][]): string[] {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]))).join('  ').trimEnd();
  return [line(header), line(widths.map((w) => '-'.repeat(w))), ...rows.map(line)];
}

/** The readable `analyze` report (stderr): identity, pages, data sites by surface, limitations, gaps, diagnostics. */
export function formatReport(a: Analysis, dir: string): string[] {
  const out: string[] = [];
  const f = a.framework;
  out.push(`Analysis of ${dir}`);
  out.push(`  origin     ${a.origin.primary}${a.origin.vendors.length ? ` (vendors: ${a.origin.vendors.join(', ')})` : ''}`);
  out.push(`  framework  ${f.react ? 'react' : 'no react'}, ${f.bundler ?? 'no bundler'}, router ${f.router}, ${f.language}`);
  out.push(`  styling    ${[...f.styling, ...f.uiKit, ...f.animation].join(', ') || 'none found'}`);
  out.push(`  languages  ${a.languageStatus} (${a.languages.join(', ') || 'none found'})`);
  out.push(`  server     ${a.server.present ? `yes: ${a.server.kinds.join(', ') || 'code'} in ${a.server.paths.join(', ')}` : 'none'}`);
  if (a.vendorBootstrap.length) out.push(`  bootstrap  ${a.vendorBootstrap.join(', ')}`);
  if (a.vendorPackages.length) out.push(`  packages   ${a.vendorPackages.join(', ')}`);
  for (const n of a.nonReactSources ?? []) out.push(`  to port    ${n.kind}: ${n.paths.length} file(s)`);
  if (a.design?.layoutShell) out.push(`  shell      ${a.design.layoutShell}`);

  out.push('', `Pages (${a.pages.length})`);
  out.push(...table(['route', 'file', 'class', 'canonical', 'becomes'], a.pages.map((p) => [p.route ?? '(none)', p.file, p.class, p.canonical ?? '-', p.becomes])).map((l) => `  ${l}`));

  // Why a page goes: the winning rule and its signals, so a person can check the call.
  const dropped = a.pages.filter((p) => p.class === 'drop');
  if (dropped.length) {
    out.push('', `Why pages are removed (${dropped.length})`);
    for (const p of dropped) out.push(`  ${p.file}${p.route ? ` (${p.route})` : ''}: ${p.evidence?.[0] ?? 'no evidence recorded'}`);
  }
  if (a.unroutedFiles?.length) {
    out.push('', `Unrouted files in a pages folder, not pages (${a.unroutedFiles.length})`);
    for (const u of a.unroutedFiles) out.push(`  ${u.file}: reads as ${u.class}${u.rule ? ` (${u.rule})` : ''}`);
  }

  out.push('', `Data sites (${a.dataSites.length})`);
  const bySurface = new Map<string, DataSite[]>();
  for (const s of a.dataSites) bySurface.set(s.surface, [...(bySurface.get(s.surface) ?? []), s]);
  for (const [surface, sites] of [...bySurface].sort(([x], [y]) => (x < y ? -1 : 1))) {
    out.push(`  ${surface} (${sites.length})`);
    for (const s of sites) out.push(`    ${s.file}:${s.line}  ${s.vendor} ${s.kind}${s.entity ? ` ${s.entity}` : ''} → ${s.sdkEquivalent}`);
  }

  if (a.limitations.length) {
    out.push('', `Limitations (${a.limitations.length})`);
    for (const l of a.limitations) out.push(`  ${l.file}:${l.line}  ${l.what}: ${l.why}`);
  }
  out.push('', `Missing canonical pages: ${a.missingCanonical.join(', ') || 'none'}`);
  if (a.authFiles.length) out.push(`Auth files (removed): ${a.authFiles.join(', ')}`);
  if (a.brokenLinks?.length) {
    out.push('', `Links to missing routes (${a.brokenLinks.length})`);
    for (const l of a.brokenLinks) out.push(`  ${l.file}:${l.line}  ${l.to}`);
  }
  const diags = a.diagnostics.filter((d) => d.severity !== 'info');
  if (diags.length) {
    out.push('', `Diagnostics (${diags.length})`);
    for (const d of diags) out.push(`  ${formatDiagnostic(d)}`);
  }
  return out;
}
