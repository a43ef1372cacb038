import type { StagedTree } from '../../convert/staged-tree.js';
import type { KeyPart } from './surface-placeholders.js';

/** JSON files that are configuration, not dictionaries. */
const NOT_DICTIONARY = /(^|\/)(package(-lock)?|tsconfig[\w.-]*|jsconfig|components|manifest|vercel|netlify|firebase|\.?eslintrc|composer|app)\.json$/;

/** A dictionary's keys, nested objects joined with `.` (`{ days: { 0: … } }` → `days.0`), flat keys kept. */
function keysOf(v: unknown, prefix = '', out: string[] = [], depth = 0): string[] {
  if (!v || typeof v !== 'object' || Array.isArray(v) || depth > 8) return out;
  for (const [k, x] of Object.entries(v)) {
    if (typeof x === 'string') out.push(prefix + k);
    else keysOf(x, `${prefix}${k}.`, out, depth + 1);
  }
  return out;
}

/**
 * Per field, the key endings the site's dictionaries hold for the key the field completes
 * (`hours.days.` + `0`…`6`), in the dictionaries' own order; numbers when every ending is one
 * (the source's records hold a number there). Fields without such keys are left out.
 */
export function dictionaryKeyValues(tree: Pick<StagedTree, 'list' | 'read'>, keyed: Map<string, KeyPart>): Map<string, (string | number)[]> {
  const out = new Map<string, (string | number)[]>();
  if (!keyed.size) return out;
  const keys: string[] = [];
  for (const f of tree.list()) {
    if (!f.endsWith('.json') || f.includes('node_modules/') || NOT_DICTIONARY.test(f)) continue;
    try {
      keysOf(JSON.parse(tree.read(f) ?? ''), '', keys);
    } catch {
      // Not JSON we can read: not a dictionary.
    }
  }
  for (const [field, { prefix, suffix }] of keyed) {
    const endings = [...new Set(keys.filter((k) => k.length > prefix.length + suffix.length && k.startsWith(prefix) && k.endsWith(suffix))
      .map((k) => k.slice(prefix.length, k.length - suffix.length))
      .filter((e) => !e.includes('.')))];
    if (!endings.length) continue;
    out.set(field, endings.every((e) => /^\d+$/.test(e)) ? endings.map(Number) : endings);
  }
  return out;
}
