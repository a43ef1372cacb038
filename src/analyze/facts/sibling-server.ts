import fs from 'node:fs';
import path from 'node:path';
import type { ServerKind } from '../types.js';

/** Folders beside the app that hold its server (`repo/client` + `repo/server`). */
const SIBLING_SERVER = /^(server|backend|api)$/;
/** What says the parent is the app's own repository, not a folder of unrelated projects. */
const REPO_MARKERS = ['.git', '.gitignore', 'package.json', 'README.md'];
/** App folders named for their side of a client/server repository. */
const CLIENT_DIR = /^(client|frontend|front-end|web|app|ui|site)$/i;
const SCRIPT = /\.(c|m)?(j|t)s$|\.py$|\.go$|\.php$|\.rb$/;

export interface SiblingServer {
  /** Relative to the app folder: `../server`. */
  path: string;
  kinds: ServerKind[];
}

function hasScripts(dir: string, depth = 0): boolean {
  let entries: fs.Dirent[];
  try {
    entries = fs.readdirSync(dir, { withFileTypes: true });
  } catch {
    return false;
  }
  for (const e of entries) {
    if (e.isFile() && (SCRIPT.test(e.name) || e.name === 'package.json')) return true;
    if (e.isDirectory() && depth < 2 && e.name !== 'node_modules' && !e.name.startsWith('.') && hasScripts(path.join(dir, e.name), depth + 1)) return true;
  }
  return false;
}

/**
 * A server folder beside the app folder (issue 14 item 9): when the app is a subfolder of its
 * repository (`client/`), the repository's `server/` or `backend/` is the site's server even
 * though the converted folder does not hold it. Only read when the parent is that repository (it
 * has a repository marker, or the app folder is named `client`, `frontend`…), never an unrelated
 * folder of projects. Its kinds come from its package.json dependencies.
 */
export function siblingServers(appDir: string, kindOf: (pkg: string) => ServerKind | null): SiblingServer[] {
  const parent = path.dirname(appDir);
  // A repository of its own: what lies beside it is another project.
  if (parent === appDir || fs.existsSync(path.join(appDir, '.git'))) return [];
  let names: string[];
  try {
    names = fs.readdirSync(parent);
  } catch {
    return [];
  }
  const ownRepo = REPO_MARKERS.some((m) => names.includes(m)) || CLIENT_DIR.test(path.basename(appDir));
  if (!ownRepo) return [];
  const out: SiblingServer[] = [];
  for (const name of names.sort()) {
    const dir = path.join(parent, name);
    if (!SIBLING_SERVER.test(name) || dir === appDir || !fs.statSync(dir).isDirectory() || !hasScripts(dir)) continue;
    const kinds = new Set<ServerKind>();
    try {
      const pkg = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
      for (const dep of Object.keys(pkg.dependencies ?? {})) {
        const k = kindOf(dep);
        if (k) kinds.add(k);
      }
    } catch {
      // No package.json (or an unreadable one): a server all the same, kinds unknown.
    }
    out.push({ path: `../${name}`, kinds: [...kinds] });
  }
  return out;
}
