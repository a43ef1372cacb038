import type { Node } from '@babel/types';
import { AUTH_PATH_WORDS, AUTH_WHY, UPLOAD_PATH_WORDS, UPLOAD_WHY, classifyEntity, entityWords, INTEGRATION_FUNCTIONS, PATH_ACTIONS, PATH_NOISE, CUSTOM_ENTITY_WHY, SERVER_FUNCTION_WHY, THIRD_PARTY_SURFACES, THIRD_PARTY_WHY, type EntityClass } from '../../../rules/vendors/_surface.js';
import { NO_SDK_EQUIVALENT } from '../../../rules/sdk.js';
import type { SiteAction } from '../../rule-kit/vendor-rule.js';
import { stringValue, objectProp, urlInfo, type UrlInfo } from '../../rule-kit/pattern-values.js';
import { unwrap } from '../../rule-kit/pattern.js';
import { constString, foldUrl, valueOf } from './url-fold.js';
import type { ValueScope } from './value-scope.js';
import type { SiteKind, Surface } from '../types.js';

/** The storefront meaning of one call: kind, entity, surface, SDK operation or limitation. */
export interface Meaning {
  kind: SiteKind;
  entity: string | null;
  surface: Surface;
  sdkEquivalent: string;
  limitation?: string;
}

export const kindOfAction = (a: SiteAction): SiteKind => (a === 'list' || a === 'one' || a === 'count' ? 'read' : 'write');

export { AUTH_WHY, UPLOAD_WHY };

/** Entity + action → surface and SDK operation, from the vocabulary in rules/vendors/_surface.ts. */
export function entityMeaning(entity: string | null, action: SiteAction, opts: { host?: string | null; kind?: SiteKind; viaUrl?: boolean } = {}): Meaning {
  const cls: EntityClass | null = classifyEntity(entity);
  const kind = opts.kind ?? kindOfAction(action);
  const surface = cls?.surface ?? 'other';
  if (opts.host && (!cls || cls.surface === 'other' || cls.id === 'user')) {
    // A third-party endpoint names no store entity; its surface is what the lookup serves, if anything.
    const words = entity ? entityWords(entity) : [];
    const served = THIRD_PARTY_SURFACES.find((t) => t.words.some((w) => words.includes(w)))?.surface ?? surface;
    return { kind, entity: null, surface: served, sdkEquivalent: NO_SDK_EQUIVALENT, limitation: `${THIRD_PARTY_WHY} (${opts.host})` };
  }
  if (!cls && (kind === 'function' || opts.viaUrl) && entity) {
    // A server function or endpoint named for an LLM or a messaging service (`functions.invoke('chat')`,
    // `POST /api/ai/chat`): an integration, not a custom entity. (A name with an entity in it wins:
    // `sendContactEmail` is the contact form's lead.)
    const words = entityWords(entity);
    const hit = INTEGRATION_FUNCTIONS.find((i) => i.words.some((w) => words.includes(w)));
    if (hit) return { kind: 'integration', entity, surface, sdkEquivalent: NO_SDK_EQUIVALENT, limitation: hit.why };
    // A named server function (`functions.invoke('syncInventory')`) is code, not a table of records.
    if (kind === 'function') return { kind, entity, surface, sdkEquivalent: NO_SDK_EQUIVALENT, limitation: SERVER_FUNCTION_WHY };
  }
  if (!cls) return { kind, entity, surface, sdkEquivalent: NO_SDK_EQUIVALENT, limitation: CUSTOM_ENTITY_WHY };
  const act = action === 'count' ? 'list' : action;
  const sdk = cls.sdk[act];
  if (sdk) return { kind, entity, surface, sdkEquivalent: sdk };
  return { kind, entity, surface, sdkEquivalent: NO_SDK_EQUIVALENT, limitation: cls.why };
}

const METHOD_ACTION: Record<string, SiteAction> = { GET: 'list', HEAD: 'list', POST: 'create', PUT: 'update', PATCH: 'update', DELETE: 'delete' };

export interface HttpMeaning {
  method: string; url: UrlInfo; entity: string | null; action: SiteAction; operation: string; auth: boolean;
  /** A write to a file-upload endpoint. */
  upload: boolean;
  /** Why the endpoint is an LLM or messaging integration (a telling path segment), else null. */
  integration: string | null;
  /** An edge/serverless function called by URL (`.../functions/v1/create-payment`): its name. */
  fn: string | null;
}

/** Supabase-style edge function URLs, and Netlify/Vercel function paths. */
const FUNCTION_PATH = /\/(?:functions\/v1|\.netlify\/functions)\/([A-Za-z0-9_-]+)\/?$/;

/** What an HTTP call means, read from its verb and URL path (`POST /api/cart/get` is a cart read). */
export function httpMeaning(method: string, url: UrlInfo): HttpMeaning {
  const m = method.toUpperCase();
  const fn = FUNCTION_PATH.exec(url.path.replace(/[?#].*$/, ''))?.[1] ?? null;
  if (fn) return { method: m, url, entity: fn, action: 'create', operation: `${m} ${url.path}`, auth: false, upload: false, integration: null, fn };
  const segs = url.path.split('/').map((s) => s.replace(/\.(json|xml|csv|php|aspx?)$/i, '')).filter((s) => s && !PATH_NOISE.has(s.toLowerCase()) && !s.startsWith(':') && !/^\d+$/.test(s));
  let action: SiteAction = METHOD_ACTION[m] ?? 'list';
  const nouns: string[] = [];
  for (const s of segs) {
    const words = entityWords(s);
    const act = words.map((w) => PATH_ACTIONS[w]).find(Boolean);
    if (act) action = act;
    const rest = words.filter((w) => !PATH_ACTIONS[w]);
    if (rest.length) nouns.push(s.split(/[-_.]/).filter((p) => !PATH_ACTIONS[p.toLowerCase()]).join('-'));
  }
  if (action === 'list' && (url.endsWithParam || /[?&](id|slug)=/.test(url.path))) action = 'one';
  // The class is read from all nouns (`cart/items` is cart); the entity is the noun that carries it.
  const joined = nouns.join('_');
  const cls = classifyEntity(joined);
  // A class only the nouns together carry (`products/brands`: a product's part) names the entity by all of them,
  // so the entity classifies as the path does (`brands` alone would be the store's brand settings).
  const entity = cls ? nouns.find((n) => classifyEntity(n)?.id === cls.id) ?? (nouns.length > 1 ? joined : nouns[0] ?? null) : nouns[nouns.length - 1] ?? null;
  // `/api/user` (singular, last) is the session's user, as in passport-backed apps.
  // A session or token under a store noun is that record's (`/api/cart/session/:id`, a guest cart), not sign-in.
  const authAt = segs.findIndex((s) => AUTH_PATH_WORDS.has(s.toLowerCase()) || entityWords(s).some((w) => AUTH_PATH_WORDS.has(w)));
  const ownedByStore = authAt > 0 && segs.slice(0, authAt).some((s) => { const c = classifyEntity(s); return !!c && c.surface !== 'other'; });
  const auth = (authAt >= 0 && !ownedByStore) || segs[segs.length - 1]?.toLowerCase() === 'user';
  const upload = m !== 'GET' && m !== 'HEAD' && segs.some((s) => entityWords(s).some((w) => UPLOAD_PATH_WORDS.has(w)));
  const segWords = segs.flatMap((s) => entityWords(s));
  const integration = INTEGRATION_FUNCTIONS.find((i) => i.pathWords.some((w) => segWords.includes(w)))?.why ?? null;
  return { method: m, url, entity, action, operation: `${m} ${url.path}`, auth, upload, integration, fn: null };
}

/** The HTTP verb of a call from the shape's method spec. */
export function readMethod(spec: string | undefined, bindings: Record<string, unknown>, initOf: (name: string) => Node | null, scope?: ValueScope): string | null {
  // A verb kept in a constant or an endpoint map (`method: api.contact.create.method`).
  const verb = (n: Node) => stringValue(n) ?? (scope ? constString(n, scope) : null);
  if (!spec) return 'GET';
  if (!spec.startsWith('$') && !spec.startsWith('init:')) return spec.toUpperCase();
  const fromInit = spec.startsWith('init:');
  const b = bindings[fromInit ? spec.slice(5) : spec];
  if (b === undefined) return 'GET';
  if (typeof b === 'string') return b.toUpperCase();
  let node = b as Node;
  if (node.type === 'Identifier') node = initOf(node.name) ?? node;
  if (fromInit) {
    const method = objectProp(node, 'method');
    if (!method) return node.type === 'ObjectExpression' ? 'GET' : null;
    return verb(method)?.toUpperCase() ?? null;
  }
  return verb(node)?.toUpperCase() ?? null;
}

/**
 * A URL argument, following constants: a local one (`const url = \`${API}/products\``), a property
 * path into an endpoint map here or in an imported module (`api.products.url`), and the constant
 * pieces a template or a `+` joins (`api.product.url + id`).
 */
export function readUrl(node: Node | undefined, scope: ValueScope, depth = 0): UrlInfo | null {
  if (!node || depth > 8) return null;
  const n = unwrap(node);
  if (n.type === 'Identifier' || n.type === 'MemberExpression' || n.type === 'OptionalMemberExpression') {
    const v = valueOf(n, scope);
    if (v) return readUrl(v.init, v.scope, depth + 1);
  }
  const built = builtPath(n, scope);
  if (built) return built;
  return urlInfo(foldUrl(n, scope));
}

/**
 * A path-builder call (`buildUrl(api.products.get.path, { id })`, `generatePath('/api/items/:id', p)`):
 * the constant route path it fills in is the URL, its `:name` placeholders parameters.
 */
function builtPath(n: Node, scope: ValueScope): UrlInfo | null {
  if (n.type !== 'CallExpression' || n.arguments.length < 1 || n.arguments.length > 2) return null;
  const [first, second] = n.arguments as Node[];
  if (second && second.type !== 'ObjectExpression' && second.type !== 'Identifier') return null;
  const path = constString(first, scope);
  if (path === null || !/^(https?:)?\/\/|^\/[A-Za-z]/.test(path)) return null;
  return urlInfo(str(path.replace(/\/:[A-Za-z_]\w*\??/g, '/:param')));
}

const str = (value: string): Node => ({ type: 'StringLiteral', value }) as unknown as Node;
