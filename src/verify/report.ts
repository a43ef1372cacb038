import type { VerifyReport } from './index.js';
import { VIEWPORT, type SwitchResult } from './visit.js';
import type { PageResult } from './verdict.js';

const cell = (s: string) => s.replace(/\|/g, '\\|').replace(/\n/g, ' ');

/** One line per locale: `ar 12/14`. */
export function localeSummary(r: VerifyReport): string {
  return Object.entries(r.summary.byLocale).map(([l, s]) => `${l} ${s.pass}/${s.total}`).join(', ');
}

/** The table printed on stdout: page, locale, verdict, why. */
export function formatTable(r: VerifyReport): string {
  const rows = r.pages.map((p) => [p.id, p.locale, p.verdict, p.reasons.join('; ') || '-']);
  const head = ['page', 'locale', 'verdict', 'why'];
  const widths = head.slice(0, 3).map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (row: string[]) => row.map((c, i) => (i < 3 ? c.padEnd(widths[i]) : c)).join('  ').trimEnd();
  const out = [line(head), ...rows.map(line)];
  out.push('');
  if (!r.build.ok) out.push(`build failed: ${r.build.error ?? 'see the output of npm run build'}`);
  else {
    out.push(`pages passing: ${localeSummary(r)}`);
    if (r.localeSwitch) out.push(`locale switch: ${switchText(r.localeSwitch)}`);
    if (r.summary.storefrontShowsProducts !== null) out.push(`storefront shows demo products: ${r.summary.storefrontShowsProducts ? 'yes' : 'no'}`);
    if (r.summary.arabicText) out.push(`Arabic pages mostly in Arabic: ${r.summary.arabicText.pages}/${r.summary.arabicText.total}`);
    if (r.summary.untranslated) out.push(`untranslated text (pseudo-locale check): ${untranslatedText(r)}`);
  }
  out.push(`verdict: ${r.summary.pass ? 'pass' : 'fail'}${r.reportFile ? ` (screenshots: ${r.reportFile})` : ''}`);
  return out.join('\n');
}

const shot = (p: PageResult | undefined) => (p?.screenshot ? `![${p.id} ${p.locale}](${encodeURI(p.screenshot)})` : '(none)');
const verdictOf = (p: PageResult | undefined) => (p ? `**${p.verdict}**${p.reasons.length ? `: ${p.reasons.map(cell).join('; ')}` : ''}` : '-');

/** THEME_VERIFY.md: the summary, then each page's screenshots side by side, one column per locale. */
export function formatMarkdown(r: VerifyReport, when: Date): string {
  const locales = r.locales;
  const out = [
    '# Preview verification',
    '',
    `Made by \`platform-convert verify\` on ${when.toISOString().slice(0, 16).replace('T', ' ')} UTC. Each page was opened in preview mode in headless Chromium (${r.viewport}), as a reviewer would${r.uiFont ? `, with the system UI font measured as ${r.uiFont} (Arial's metrics, as on shoppers' systems, not this machine's wider default)` : ''}.`,
    '',
  ];
  if (!r.build.ok) {
    out.push(`The build failed: \`${cell(r.build.error ?? 'npm run build failed')}\``, '');
    return out.join('\n');
  }
  out.push(`- Pages passing: ${localeSummary(r)}`);
  if (r.localeSwitch) out.push(`- Locale switch: ${switchText(r.localeSwitch)}`);
  if (r.summary.storefrontShowsProducts !== null) out.push(`- Storefront shows demo products: ${r.summary.storefrontShowsProducts ? 'yes' : 'no'}`);
  if (r.summary.arabicText) out.push(`- Arabic pages mostly in Arabic: ${r.summary.arabicText.pages}/${r.summary.arabicText.total}`);
  if (r.pseudo) out.push(`- Pseudo-locale check: every dictionary entry marked; empty entries shown as pseudo-translations (${r.pseudo.filled.ar} Arabic \`⟦…⟧\`, ${r.pseudo.filled.en} English \`[…]\`); the dictionaries on disk are unchanged`);
  if (r.summary.untranslated) out.push(`- Untranslated text: ${untranslatedText(r)}`);
  out.push(`- Verdict: **${r.summary.pass ? 'pass' : 'fail'}**`, '');
  const ids = [...new Set(r.pages.map((p) => p.id))];
  out.push(`| page | ${locales.join(' | ')} |`, `| --- | ${locales.map(() => '---').join(' | ')} |`);
  for (const id of ids) {
    const byLocale = locales.map((l) => r.pages.find((p) => p.id === id && p.locale === l));
    const route = byLocale.find(Boolean)?.route ?? '';
    out.push(`| \`${cell(id)}\` ${cell(route)} | ${byLocale.map((p) => `${verdictOf(p)}<br>${shot(p)}`).join(' | ')} |`);
  }
  out.push('');
  const untranslated = r.pages.filter((p) => p.untranslated?.length);
  if (untranslated.length) {
    out.push('## Untranslated text', '', 'Shown on the page without going through the dictionaries (pseudo-locale check): each is a string to move into `t()`.', '');
    out.push('| page | locale | where | text |', '| --- | --- | --- | --- |');
    for (const p of untranslated) for (const u of p.untranslated ?? []) out.push(`| \`${cell(p.id)}\` | ${p.locale} | ${u.kind} | ${cell(u.text)} |`);
    out.push('');
  }
  return out.join('\n');
}

/** `ok`, `ok, but not in view …` (it works, the shopper cannot see it at this width), or why it fails. */
export function switchText(s: SwitchResult): string {
  if (!s.ok) return s.reason ?? 'fails';
  if (s.visible === false) return `ok, but not in view at ${VIEWPORT.width}×${VIEWPORT.height} (clicked where it is)`;
  return s.inMenu ? 'ok (an item of a language menu, opened first)' : 'ok';
}

/** `3 texts on 2/24 pages (text 2, alt 1)`. */
function untranslatedText(r: VerifyReport): string {
  const u = r.summary.untranslated;
  if (!u) return '-';
  if (!u.texts) return `none on ${u.total} pages`;
  const kinds = Object.entries(u.byKind).sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join(', ');
  return `${u.texts} text(s) on ${u.pages}/${u.total} pages (${kinds})`;
}
