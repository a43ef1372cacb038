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

/** React and its types at 18 or later (platform-sdk's hooks need React 18's useSyncExternalStore). */
const REACT_18: Record<string, string> = { react: '^18.3.1', 'react-dom': '^18.3.1', '@types/react': '^18.3.3', '@types/react-dom': '^18.3.0' };

/** A React older than 18 in package.json moves to 18 (a React 17 theme fails on the SDK's first hook). */
export function requireReact18(text: string, fmt: FormattingOptions): { text: string; changes: string[] } {
  let out = text;
  const changes: string[] = [];
  for (const section of ['dependencies', 'devDependencies']) {
    for (const [name, range] of Object.entries(REACT_18)) {
      const node = findNodeAtLocation(parseTree(out)!, [section, name]);
      const current = typeof node?.value === 'string' ? node.value : null;
      const major = current ? /(\d+)/.exec(current)?.[1] : undefined;
      if (!current || major === undefined || Number(major) >= 18) continue;
      out = applyEdits(out, modify(out, [section, name], range, { formattingOptions: fmt }));
      changes.push(`${name} ${current} → ${range} (the SDK needs React 18)`);
    }
  }
  return { text: out, changes };
}
