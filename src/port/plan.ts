import type { Site } from '../load/site.js';
import { portKind } from './detect.js';
import { planHtmlSite } from './html-site/plan.js';
import { planExpressSite } from './express/plan.js';
import { emptyResult, type PortResult } from './types.js';

/** Plan the port of a non-React source to a React + Vite app. Pure: returns files, writes nothing. */
export function planPort(site: Site): PortResult {
  const kind = portKind(site);
  if (kind === 'plain-html') return planHtmlSite(site);
  if (kind === 'server-templates') return planExpressSite(site);
  return emptyResult('none');
}
