import type { CallExpression, Node } from '@babel/types';
import type { SiteFile } from '../load/files.js';
import type { Site } from '../load/site.js';
import { importsOf, keyName, some } from './ast.js';
import type { SdkFacts } from './sdk-facts.js';

export interface ClientCall {
  method: string;
  file: string;
  node: CallExpression;
}

export interface SdkUsage {
  /** SDK names the theme imports, by subpath: `platform-sdk/theme` → {useProducts, ...}. */
  imports: Map<string, Map<string, { file: string; node: Node }>>;
  /** Hooks imported from the SDK (local files' own `useProducts` are not counted). */
  hooks: Set<string>;
  /** Calls made straight on the context's storefront client (`useStorefront().content.blog()`). */
  clientCalls: ClientCall[];
}

/** `a.b.c` → root `a`, props [b, c]; stops at a computed, non-literal key. */
function chainOf(node: Node): { root: Node; props: string[] } {
  const props: string[] = [];
  let cur = node;
  while (cur.type === 'MemberExpression' || cur.type === 'OptionalMemberExpression' || cur.type === 'TSNonNullExpression') {
    if (cur.type === 'TSNonNullExpression') { cur = cur.expression; continue; }
    const key = cur.computed ? (cur.property.type === 'StringLiteral' ? cur.property.value : null) : keyName(cur.property);
    if (key === null) return { root: cur, props: [] };
    props.unshift(key);
    cur = cur.object;
  }
  return { root: cur, props };
}

const cache = new WeakMap<Site, SdkUsage>();

/** What the theme takes from platform-sdk, read once per run from every app script. */
export function sdkUsage(site: Site, sdk: SdkFacts, isApp: (f: SiteFile) => boolean): SdkUsage {
  const hit = cache.get(site);
  if (hit) return hit;
  const usage: SdkUsage = { imports: new Map(), hooks: new Set(), clientCalls: [] };
  for (const f of site.scripts) {
    if (!isApp(f) || !f.text?.includes(sdk.packageName)) continue;
    const ast = site.ast(f.path);
    if (!ast) continue;
    const imports = importsOf(ast);
    const clientMakers = new Set<string>();
    for (const [local, b] of imports) {
      if (!sdk.isSdkSource(b.source)) continue;
      const names = usage.imports.get(b.source) ?? new Map();
      usage.imports.set(b.source, names);
      if (b.imported !== '*' && b.imported !== 'default' && !names.has(b.imported)) names.set(b.imported, { file: f.path, node: b.node });
      if (/^use[A-Z]/.test(b.imported)) usage.hooks.add(b.imported);
      // Calls through the client of the context (the demo client in preview) must exist on it.
      if (b.imported === 'useStorefront') clientMakers.add(local);
    }
    if (!clientMakers.size) continue;
    // Names bound to a client: `const sf = useStorefront()`, `const { content } = useStorefront()`.
    const clients = new Map<string, string>();
    const makesClient = (n: Node | null | undefined) =>
      !!n && n.type === 'CallExpression' && n.callee.type === 'Identifier' && clientMakers.has(n.callee.name);
    some(ast.program, (n) => {
      if (n.type === 'VariableDeclarator' && makesClient(n.init)) {
        if (n.id.type === 'Identifier') clients.set(n.id.name, '');
        else if (n.id.type === 'ObjectPattern') {
          for (const p of n.id.properties) {
            if (p.type !== 'ObjectProperty' || p.computed) continue;
            const k = keyName(p.key);
            if (k && p.value.type === 'Identifier') clients.set(p.value.name, k + '.');
          }
        }
      }
      return false;
    });
    some(ast.program, (n) => {
      if (n.type !== 'CallExpression' && n.type !== 'OptionalCallExpression') return false;
      const { root, props } = chainOf(n.callee as Node);
      let method: string | null = null;
      if (props.length && makesClient(root)) method = props.join('.');
      else if (root.type === 'Identifier' && clients.has(root.name)) method = clients.get(root.name)! + props.join('.');
      if (method && !method.endsWith('.')) usage.clientCalls.push({ method, file: f.path, node: n as CallExpression });
      return false;
    });
  }
  cache.set(site, usage);
  return usage;
}
