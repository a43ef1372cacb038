import type { Site } from '../load/site.js';

export type PortKind = 'plain-html' | 'server-templates' | 'none';

const TEMPLATE_ENGINES = ['ejs', 'express-handlebars', 'hbs', 'pug'];

/**
 * What kind of non-React source this is: React already (nothing to port), server templates (an
 * Express app rendering EJS/Handlebars/Pug views), or plain HTML pages.
 */
export function portKind(site: Site): PortKind {
  const deps = site.allDependencies();
  const reactFiles = site.files.some((f) => /\.(jsx|tsx)$/.test(f.path) && !f.path.startsWith('templates/'));
  if (deps.has('react') || reactFiles) return 'none';
  const templates = site.files.some((f) => f.kind === 'template' && /\.(ejs|hbs|handlebars|pug)$/.test(f.path));
  if (templates && (TEMPLATE_ENGINES.some((e) => deps.has(e)) || deps.has('express'))) return 'server-templates';
  if (site.files.some((f) => f.kind === 'html')) return 'plain-html';
  return 'none';
}
