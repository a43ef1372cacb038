/**
 * Minimal text edits for non-script files, so a person's formatting survives: a dependency line
 * out of package.json, variable lines out of `.env*` files and `vite-env.d.ts`.
 */

/** Remove `"name": "..."` entries of the dependency sections; null when none is present. */
export function removeDependencies(text: string, names: string[]): { text: string; removed: string[] } {
  const removed: string[] = [];
  const lines = text.split('\n');
  const out: string[] = [];
  let section: string | null = null;
  for (const line of lines) {
    const open = /^\s*"(dependencies|devDependencies|peerDependencies|optionalDependencies)"\s*:\s*\{/.exec(line);
    if (open) section = open[1];
    else if (section && /^\s*\}/.test(line)) {
      // The entry before a closing brace takes no trailing comma.
      const prev = out.length - 1;
      if (prev >= 0 && /,\s*$/.test(out[prev]) && !/\{\s*$/.test(out[prev])) out[prev] = out[prev].replace(/,(\s*)$/, '$1');
      section = null;
    }
    const entry = section ? /^\s*"([^"]+)"\s*:/.exec(line) : null;
    if (entry && names.includes(entry[1])) { removed.push(entry[1]); continue; }
    out.push(line);
  }
  return { text: removed.length ? out.join('\n') : text, removed };
}

/** Remove `NAME=value` lines (and `export NAME=`) whose name matches; comments and others stay. */
export function removeEnvLines(text: string, match: (name: string) => boolean): { text: string; removed: string[] } {
  const removed: string[] = [];
  const out = text.split('\n').filter((line) => {
    const m = /^\s*(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=/.exec(line);
    if (m && match(m[1])) { removed.push(m[1]); return false; }
    return true;
  });
  return { text: out.join('\n'), removed };
}

/** Remove `readonly NAME: string` members of `ImportMetaEnv` in a `vite-env.d.ts`. */
export function removeEnvTypes(text: string, match: (name: string) => boolean): { text: string; removed: string[] } {
  const removed: string[] = [];
  const out = text.split('\n').filter((line) => {
    const m = /^\s*(?:readonly\s+)?([A-Z_][A-Z0-9_]*)\??\s*:\s*[^;]+;?\s*$/.exec(line);
    if (m && match(m[1])) { removed.push(m[1]); return false; }
    return true;
  });
  return { text: out.join('\n'), removed };
}

/** Only comments and blank lines left? */
export const isEmptyEnv = (text: string) => text.split('\n').every((l) => !l.trim() || l.trim().startsWith('#'));
