/**
 * A script a page loads from a CDN that serves npm packages file for file (jsDelivr's `/npm/`,
 * unpkg): the same file can be installed from npm and bundled, so the theme loads nothing from
 * another host. Other CDNs (cdnjs, a vendor's own host) name libraries in ways of their own, so no
 * npm package can be read from their URL.
 */
export interface NpmFile {
  /** npm package name, scoped or not. */
  pkg: string;
  /** The version or range the URL asks for, as package.json takes it (`11`, `5.3.2`, `latest`). */
  version: string;
  /** The file inside the package, without a leading slash; empty for the package's own entry. */
  file: string;
}

const NPM_CDN_PREFIX: readonly RegExp[] = [/^cdn\.jsdelivr\.net\/npm\//i, /^(www\.)?unpkg\.com\//i];
const NAME = /^(@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*$/i;
const VERSION = /^[\w.^~<>=*|-]+$/;

/** The npm file a CDN URL serves, or null when the URL is not an npm CDN's. */
export function npmFileOf(url: string): NpmFile | null {
  let u: URL;
  try {
    u = new URL(url.trim().startsWith('//') ? `https:${url.trim()}` : url.trim());
  } catch {
    return null;
  }
  const hostPath = `${u.host}${u.pathname}`;
  const prefix = NPM_CDN_PREFIX.map((re) => hostPath.match(re)?.[0]).find(Boolean);
  if (!prefix) return null;
  const parts = hostPath.slice(prefix.length).split('/');
  const scoped = parts[0]?.startsWith('@');
  const head = scoped ? `${parts[0]}/${parts[1] ?? ''}` : parts[0] ?? '';
  const rest = parts.slice(scoped ? 2 : 1);
  const at = head.lastIndexOf('@');
  const [pkg, version] = at > 0 ? [head.slice(0, at), decodeURIComponent(head.slice(at + 1))] : [head, ''];
  if (!NAME.test(pkg) || (version && !VERSION.test(version))) return null;
  // jsDelivr's `/+esm` is a build of its own, not a file of the package: the entry stands in for it.
  const file = rest.filter(Boolean).join('/').replace(/^\+esm$/, '');
  return { pkg, version: version || 'latest', file };
}

/** The import specifier that loads the file from the installed package. */
export function importOf(f: NpmFile): string {
  return f.file ? `${f.pkg}/${f.file}` : f.pkg;
}
