import { mkdtempSync, symlinkSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { createRequire } from 'node:module';
import { MemoryRouter } from 'react-router-dom';
import vm from 'node:vm';
import type { Identifier } from '@babel/types';
import type { ServerRoute } from '../../src/port/express/server-routes.js';
import { freeIdentifiers } from '../../src/port/express/scriptlet.js';
import { parse, type DefaultTreeAdapterTypes as P5 } from 'parse5';

export const ROOT = path.resolve(__dirname, '../..');

// react and react-dom ship no types in this repo; a narrow view of what the tests call.
type ComponentType = (props: Record<string, unknown>) => unknown;
const require = createRequire(import.meta.url);
const { createElement } = require('react') as { createElement: (type: unknown, props?: unknown, ...children: unknown[]) => unknown };
const { renderToStaticMarkup } = require('react-dom/server') as { renderToStaticMarkup: (el: unknown) => string };

/** A temp folder whose node_modules points at ours, so the ported JSX resolves react and the router. */
export function tempApp(): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'pc-port-'));
  symlinkSync(path.join(ROOT, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Render the ported app's <App/> at a route, as the browser would (server markup). */
export async function renderRoute(appDir: string, route: string): Promise<string> {
  const mod = (await import(pathToFileURL(path.join(appDir, 'src/App.jsx')).href)) as { default: ComponentType };
  // react-router's links use useLayoutEffect, which React reports when rendering on the server.
  const error = console.error;
  console.error = (...args: unknown[]) => {
    if (!String(args[0]).includes('useLayoutEffect does nothing on the server')) error(...args);
  };
  try {
    return renderToStaticMarkup(createElement(MemoryRouter, { initialEntries: [route] }, createElement(mod.default)));
  } finally {
    console.error = error;
  }
}

const BLOCK = new Set(['address', 'article', 'aside', 'blockquote', 'body', 'br', 'dd', 'details', 'div', 'dl', 'dt', 'fieldset', 'figcaption', 'figure', 'footer', 'form', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'header', 'hr', 'li', 'main', 'nav', 'ol', 'option', 'p', 'pre', 'section', 'table', 'tbody', 'td', 'tfoot', 'th', 'thead', 'tr', 'ul', 'select', 'textarea', 'input', 'button', 'label', 'iframe', 'img']);
const SKIP = new Set(['script', 'style', 'noscript', 'template', 'head', 'title']);

/** Visible text of a document's <body> (scripts and styles excluded; block boundaries are spaces), whitespace-normalised. */
export function bodyText(html: string): string {
  const doc = parse(html);
  let out = '';
  const walk = (n: P5.ChildNode | P5.Document) => {
    if (n.nodeName === '#text') {
      out += (n as P5.TextNode).value;
      return;
    }
    if (!('childNodes' in n)) return;
    const tag = 'tagName' in n ? n.tagName : '';
    if (SKIP.has(tag)) return;
    if (BLOCK.has(tag)) out += ' ';
    for (const c of n.childNodes) walk(c);
    if (BLOCK.has(tag)) out += ' ';
  };
  walk(doc);
  return out.replace(/\s+/g, ' ').trim();
}

/**
 * What the route handler passes to its view: each local's expression run with node:vm over the
 * server file's literal constants, plus what the request would make (given per site).
 */
export function serverLocals(route: ServerRoute, fromRequest: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const l of route.locals) {
    if (l.name in fromRequest) continue;
    const code = route.evaluator.source.slice(l.node.start!, l.node.end!);
    const ctx: Record<string, unknown> = {};
    for (const id of freeIdentifiers(code) ?? []) {
      const v = route.evaluator.eval({ type: 'Identifier', name: id } as Identifier);
      if (v.ok) ctx[id] = v.value;
    }
    out[l.name] = vm.runInNewContext(`(${code})`, ctx);
  }
  return { ...out, ...fromRequest };
}

