import { applyEdits, findNodeAtLocation, modify, parseTree, type FormattingOptions } from 'jsonc-parser';
import { isBuiltin } from 'node:module';

/** A package the theme's code imports that its package.json does not list, added from the lock file. */
export interface AddedDependency { name: string; range: string }

/** `packages["node_modules/<name>"].version` (lockfile v2/v3) or `dependencies[<name>].version` (v1). */
function lockedVersion(lock: unknown, name: string): string | null {
  const l = lock as { packages?: Record<string, { version?: string }>; dependencies?: Record<string, { version?: string }> };
  const v = l.packages?.[`node_modules/${name}`]?.version ?? l.dependencies?.[name]?.version;
  return typeof v === 'string' && /^\d+\.\d+\.\d+/.test(v) ? v : null;
}

/**
 * The theme imports packages its package.json never listed (a peer another package brought in,
 * `leaflet` beside `react-leaflet`; a transitive one the code uses directly): npm does not install
 * them for the theme, and its build fails. Each one the source's lock file pins is listed in
 * `dependencies` at that version (`^x.y.z`); the rest stay for the review gate to name.
 */
export function addUndeclaredPackages(text: string, imported: Set<string>, lockText: string | undefined, fmt: FormattingOptions): { text: string; added: AddedDependency[] } {
  if (!lockText) return { text, added: [] };
  let lock: unknown;
  try {
    lock = JSON.parse(lockText);
  } catch {
    return { text, added: [] };
  }
  let out = text;
  const added: AddedDependency[] = [];
  for (const name of [...imported].sort()) {
    if (isBuiltin(name) || name.startsWith('node:')) continue;
    const tree = parseTree(out);
    if (!tree || ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'].some((s) => findNodeAtLocation(tree, [s, name]))) continue;
    const version = lockedVersion(lock, name);
    if (!version) continue;
    out = applyEdits(out, modify(out, ['dependencies', name], `^${version}`, { formattingOptions: fmt }));
    added.push({ name, range: `^${version}` });
  }
  return { text: out, added };
}
