import { applyEdits, findNodeAtLocation, modify, parseTree, type FormattingOptions } from 'jsonc-parser';
import { isBuiltin } from 'node:module';

/** A package the theme's code imports that its package.json does not list, added from the lock file. */
export interface AddedDependency { name: string; range: string }

/** `packages["node_modules/<name>"].version` (lockfile v2/v3) or `dependencies[<name>].version` (v1). */
export function lockedVersion(lock: unknown, name: string): string | null {
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

interface LockEntry {
  version?: string;
  peer?: boolean;
  dev?: boolean;
  optional?: boolean;
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

/**
 * Packages npm installed for the source only because a package it uses asks for them as peers
 * (`graphql` for `@apollo/client`: `"peer": true` in a v2/v3 lock file) are listed in the theme's
 * package.json at their locked version. npm 7+ installs required peers by itself, but an install
 * with `--legacy-peer-deps`, Yarn 1 or pnpm's strict mode does not, and the theme's build then
 * fails on an import inside node_modules. Peers of the listed packages are followed through the
 * lock file's dependency graph from the packages listed in `dependencies` (what the theme runs);
 * optional peers, and peers installed for development tools only, stay out.
 */
export function addRequiredPeers(text: string, lockText: string | undefined, fmt: FormattingOptions): { text: string; added: AddedDependency[] } {
  if (!lockText) return { text, added: [] };
  let packages: Record<string, LockEntry> | undefined;
  try {
    packages = (JSON.parse(lockText) as { packages?: Record<string, LockEntry> }).packages;
  } catch {
    return { text, added: [] };
  }
  if (!packages) return { text, added: [] };
  const tree = parseTree(text);
  if (!tree) return { text, added: [] };
  const sections = ['dependencies', 'devDependencies', 'peerDependencies', 'optionalDependencies'];
  const declared = (name: string) => sections.some((sec) => findNodeAtLocation(tree, [sec, name]));
  const listed = (sec: string) => Object.keys((findNodeAtLocation(tree, [sec])?.children ?? []).reduce<Record<string, true>>((acc, prop) => {
    const key = prop.children?.[0]?.value;
    if (typeof key === 'string') acc[key] = true;
    return acc;
  }, {}));
  const entry = (name: string) => packages![`node_modules/${name}`];
  const seen = new Set<string>();
  // What the theme runs: build tools' own peers (a linter's parser) are not the theme's concern.
  const todo = listed('dependencies');
  const wanted = new Map<string, string>();
  while (todo.length) {
    const name = todo.pop()!;
    if (seen.has(name)) continue;
    seen.add(name);
    const e = entry(name);
    if (!e) continue;
    todo.push(...Object.keys(e.dependencies ?? {}));
    for (const peer of Object.keys(e.peerDependencies ?? {})) {
      if (e.peerDependenciesMeta?.[peer]?.optional) continue;
      const p = entry(peer);
      if (!p?.peer || p.optional || p.dev || wanted.has(peer) || declared(peer)) continue;
      const version = lockedVersion({ packages }, peer);
      if (!version) continue;
      wanted.set(peer, `^${version}`);
      todo.push(peer);
    }
  }
  let out = text;
  const added: AddedDependency[] = [];
  for (const [name, range] of [...wanted].sort((a, b) => (a[0] < b[0] ? -1 : 1))) {
    out = applyEdits(out, modify(out, ['dependencies', name], range, { formattingOptions: fmt }));
    added.push({ name, range });
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
