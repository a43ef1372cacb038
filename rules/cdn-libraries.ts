/**
 * Libraries a page loads with a `<script src>` from a CDN that does not serve npm's file tree
 * (cdnjs, code.jquery.com, BootstrapCDN, Font Awesome kits), as data: the npm package that ships
 * the same library, the file of it to import, and the global the page's own code may read it by.
 * npm CDNs (jsDelivr `/npm/`, unpkg) need no entry: their URL names the package and the file
 * (src/port/npm-cdn.ts).
 */
export interface CdnLibrary {
  /** npm package name (by the version the URL asks for, where the package was renamed). */
  pkg: string | ((version: string) => string);
  /** The file to import, from the CDN file name and the version; undefined: the package's entry. */
  file?: (cdnFile: string, version: string) => string | undefined;
  /** Globals a script tag defined (`$`, `jQuery`): set again from the bundled module. */
  globals?: string[];
  /** The npm file of a stylesheet the CDN serves as `cdnFile` (its CSS path differs from the package's). */
  style?: (cdnFile: string, version: string) => string;
}

const major = (v: string) => Number(/^\D*(\d+)/.exec(v)?.[1] ?? NaN);

const BOOTSTRAP: CdnLibrary = {
  pkg: 'bootstrap',
  // The bundle carries Popper; Bootstrap 3 has no bundle.
  file: (f, v) => (major(v) >= 4 ? 'dist/js/bootstrap.bundle.min.js' : `dist/js/${/\.min\.js$/.test(f) ? 'bootstrap.min.js' : 'bootstrap.js'}`),
  globals: ['bootstrap'],
  style: (f) => `dist/${f.replace(/^dist\//, '')}`,
};
const JQUERY: CdnLibrary = { pkg: 'jquery', file: (f) => (/slim/.test(f) ? 'dist/jquery.slim.min.js' : undefined), globals: ['jQuery', '$'] };

/** cdnjs library names (`/ajax/libs/<name>/<version>/…`) → npm. */
export const CDNJS_LIBRARIES: Record<string, CdnLibrary> = {
  jquery: JQUERY,
  'twitter-bootstrap': BOOTSTRAP,
  bootstrap: BOOTSTRAP,
  'lodash.js': { pkg: 'lodash', globals: ['_'] },
  'Chart.js': { pkg: 'chart.js', file: () => 'auto', globals: ['Chart'] },
  'three.js': { pkg: 'three', globals: ['THREE'] },
  'moment.js': { pkg: 'moment', globals: ['moment'] },
  gsap: { pkg: 'gsap', globals: ['gsap'] },
  animejs: { pkg: 'animejs', globals: ['anime'] },
  aos: { pkg: 'aos', globals: ['AOS'], style: (f) => `dist/${f.replace(/^dist\//, '')}` },
  'font-awesome': { pkg: (v) => (major(v) >= 5 ? '@fortawesome/fontawesome-free' : 'font-awesome'), style: (f) => f },
  'animate.css': { pkg: 'animate.css', style: (f) => f },
  'slick-carousel': { pkg: 'slick-carousel' },
  'typed.js': { pkg: 'typed.js', globals: ['Typed'] },
  axios: { pkg: 'axios', globals: ['axios'] },
  sweetalert2: { pkg: 'sweetalert2', globals: ['Swal'] },
  'vanilla-tilt': { pkg: 'vanilla-tilt', globals: ['VanillaTilt'] },
};

/** A cdnjs URL's library name and version, or null. */
export function cdnjsOf(host: string, path: string): { name: string; version: string; file: string } | null {
  if (!/^cdnjs\.cloudflare\.com$/i.test(host)) return null;
  const m = /^\/ajax\/libs\/([^/]+)\/([^/]+)\/(.+)$/.exec(path);
  return m ? { name: m[1], version: m[2], file: m[3] } : null;
}

/**
 * Other CDNs whose paths name the library and version: code.jquery.com (`/jquery-3.7.1.min.js`),
 * BootstrapCDN (`/bootstrap/4.6.2/js/bootstrap.min.js`), a Font Awesome kit loader (a script
 * that injects the icon stylesheet: the free icons' stylesheet stands in for it).
 */
export function otherCdnOf(host: string, path: string): { lib: CdnLibrary; version: string; file: string } | null {
  const jq = /^code\.jquery\.com$/i.test(host) ? /^\/jquery-(\d+\.\d+\.\d+)((\.slim)?(\.min)?)\.js$/.exec(path) : null;
  if (jq) return { lib: JQUERY, version: jq[1], file: path.slice(1) };
  const bs = /^(stackpath|maxcdn|netdna)\.bootstrapcdn\.com$/i.test(host) ? /^\/bootstrap\/(\d+\.\d+\.\d+)\/((js|css)\/[\w.]+\.(js|css))$/.exec(path) : null;
  if (bs) return { lib: BOOTSTRAP, version: bs[1], file: bs[2] };
  const fa = /^(stackpath|maxcdn|netdna)\.bootstrapcdn\.com$/i.test(host) ? /^\/font-awesome\/(\d+\.\d+\.\d+)\/(css\/[\w.-]+\.css)$/.exec(path) : null;
  if (fa) return { lib: CDNJS_LIBRARIES['font-awesome'], version: fa[1], file: fa[2] };
  if (/^kit\.fontawesome\.com$/i.test(host) && /^\/\w+\.js$/.test(path)) {
    return { lib: { pkg: '@fortawesome/fontawesome-free', file: () => 'css/all.min.css' }, version: '^6', file: path.slice(1) };
  }
  return null;
}
