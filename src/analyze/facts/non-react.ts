import type { Site } from '../../load/site.js';
import type { ModuleFacts } from '../module-facts.js';
import { htmlRoute } from '../pages/non-react-pages.js';

export type NonReactSource = { kind: 'plain-html' | 'server-templates' | 'notebook'; paths: string[] };

/** An HTML file that boots a script app (`<div id="root">` or a module script into src/). */
const APP_ENTRY = /<script[^>]+type=["']module["'][^>]*src=["'][^"']*\.(t|j)sx?["']|id=["'](root|app)["']/i;

/** Does the site use React at all (dependency or import)? */
export function usesReact(site: Site, modules: Map<string, ModuleFacts>): boolean {
  const deps = site.allDependencies();
  if (deps.has('react') || deps.has('react-dom') || deps.has('preact')) return true;
  for (const m of modules.values()) if (m.sources.has('react') || m.sources.has('react-dom/client')) return true;
  return false;
}

/**
 * Sources that must be ported to React before conversion (spec 1.7): plain HTML pages that boot no
 * React app, server templates (EJS, Handlebars, Pug...), notebooks.
 */
/** Folders of tests and of what test tools write. */
const TEST_OUTPUT = /(^|\/)(tests?|__tests__|[\w-]*[_-]tests?|coverage|playwright-report|test-results|cypress|e2e)\//i;
/**
 * A developer's scratch page beside a script app: `test-api.html`, `cart-debug.html`, `sandbox.html`
 * (a page that pokes the API or dumps the cart by hand). The app never links or builds it.
 */
const SCRATCH_PAGE = /(^|\/)((test|tests|debug|sandbox|playground|scratch)([-_.][\w.-]*)?|[\w.-]*[-_.](test|debug))\.html?$/i;

export function nonReactSources(site: Site, react: boolean): NonReactSource[] {
  const out: NonReactSource[] = [];
  // Files a host or a service worker serves on its own (site verification, a 404 redirect, the
  // offline fallback a PWA caches) are not pages of the site.
  // Nor are the reports tools write into test folders (`tests/`, `e2e_tests/`, `coverage/`,
  // `playwright-report/`): a test run's HTML summary committed with the source.
  const html = site.files.filter((f) => f.kind === 'html' && f.text !== undefined && !/(^|\/)(public|static|assets)\/.*(google|verification|404|offline)/i.test(f.path) && !TEST_OUTPUT.test(f.path));
  // In a React app, a page at the address the app's own entry serves is never seen: the app is
  // (a hosting tool's placeholder left in `public/index.html` beside the app's `index.html`).
  const appRoutes = new Set(react ? html.filter((f) => APP_ENTRY.test(f.text!)).map((f) => htmlRoute(f.path)) : []);
  const plain = react ? html.filter((f) => !APP_ENTRY.test(f.text!) && !appRoutes.has(htmlRoute(f.path)) && !SCRATCH_PAGE.test(f.path) && /<(h1|section|main|nav|header|footer|form)\b/i.test(f.text!)) : html;
  if (plain.length) out.push({ kind: 'plain-html', paths: plain.map((f) => f.path).sort() });
  const templates = site.files.filter((f) => f.kind === 'template');
  if (templates.length) out.push({ kind: 'server-templates', paths: templates.map((f) => f.path).sort() });
  const notebooks = site.files.filter((f) => f.path.endsWith('.ipynb'));
  if (notebooks.length) out.push({ kind: 'notebook', paths: notebooks.map((f) => f.path).sort() });
  return out;
}
