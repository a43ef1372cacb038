import { refused } from '../diagnostics/tool-error.js';
import type { Site } from '../load/site.js';
import type { Change } from './staged-tree.js';

/** Import specifiers read from a script's text (it has no tree to read them from), with their lines. */
export function importsInText(text: string): { spec: string; line: number }[] {
  const out: { spec: string; line: number }[] = [];
  const re = /\b(?:import|export)\b[^'"`;]*?\bfrom\s*(['"])([^'"\n]+)\1|\bimport\s*(['"])([^'"\n]+)\3|\b(?:import|require)\s*\(\s*(['"])([^'"\n]+)\5\s*\)/g;
  for (const m of text.matchAll(re)) {
    const spec = m[2] ?? m[4] ?? m[6];
    out.push({ spec, line: text.slice(0, m.index).split('\n').length });
  }
  return out;
}

/**
 * A script that does not parse is invisible to the steps: they cannot see what it imports, so a
 * step may delete or move a module it still needs, or rewrite it blind. Refuse (exit 3, one line
 * with the file and line of the syntax error) when the staged changes would change such a file or
 * remove a module it imports; a run that leaves both alone, or deletes the file itself with the
 * rest of its area, goes ahead.
 */
export function refuseBreakingUnparseable(site: Site, changes: Change[]): void {
  const removed = new Map<string, Change>();
  const modified = new Set<string>();
  for (const c of changes) {
    if (c.kind === 'delete') removed.set(c.path, c);
    else if (c.kind === 'rename') removed.set(c.from, c);
    else if (c.kind === 'modify') modified.add(c.path);
  }
  for (const f of site.scripts) {
    if (f.text === undefined || site.ast(f.path)) continue;
    // The file goes too (a server folder, a dropped page): nothing is left to import a removed module.
    if (removed.get(f.path)?.kind === 'delete') continue;
    const parseError = site.diagnostics.find((d) => d.ruleId === 'parse-error' && d.file === f.path);
    const where = { file: f.path, line: parseError?.line, hint: 'fix its syntax error first, then run convert again' };
    const cause = parseError?.message ?? 'does not parse';
    if (modified.has(f.path)) throw refused(`${cause}; the conversion would have to change this file`, where);
    for (const imp of importsInText(f.text)) {
      const target = site.resolve(f.path, imp.spec);
      const c = target ? removed.get(target) : undefined;
      if (!c) continue;
      throw refused(`${cause}; the conversion would ${c.kind === 'rename' ? 'move' : 'delete'} ${target}, which it imports (line ${imp.line})`, where);
    }
  }
}

/** One line per script that does not parse, for the log: left as it is, or deleted with its area. */
export function unparseableNotes(site: Site, changes: Change[] = []): string[] {
  const deleted = new Set(changes.flatMap((c) => (c.kind === 'delete' ? [c.path] : [])));
  return site.diagnostics
    .filter((d) => d.ruleId === 'parse-error' && d.file)
    .map((d) => `${d.file}${d.line ? `:${d.line}` : ''}: ${d.message}; ${deleted.has(d.file!) ? 'the conversion deletes it with the rest of its area' : 'the conversion leaves this file as it is'}`);
}
