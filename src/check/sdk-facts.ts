import * as sdk from '../../rules/sdk.js';

/**
 * What `check` knows about platform-sdk, read from rules/sdk.ts (the one place for SDK
 * assumptions). The client-method lists are read by shape, not copied, so the checks follow
 * whatever that module exports: a flat `STOREFRONT_CLIENT_METHODS` list and/or a hook → methods map.
 */
export interface SdkFacts {
  packageName: string;
  /** `platform-sdk` or one of its subpaths. */
  isSdkSource(spec: string): boolean;
  /** Hook and operation names of spec §4 (`useProducts`, `content.blog`...). */
  operations: string[];
  /** Every client method the SDK's hooks may call (dotted paths such as `content.blog`). */
  allClientMethods: string[];
  /** Client methods the given hooks call; hooks the map does not know add nothing. */
  clientMethodsFor(hooks: Iterable<string>): string[];
  /** True when rules/sdk.ts exports a per-hook map (else `allClientMethods` is the requirement). */
  hasHookMap: boolean;
  /** Hooks that read the content engine (their client methods are `content.*`, `content.meta` aside). */
  contentHooks: string[];
  /** Editable components (`TText`...), each with its `name` prop. */
  editableComponents: string[];
}

/** Spec §2 rule 7, used when rules/sdk.ts does not list them. */
const SPEC_EDITABLE = ['TText', 'THeading', 'TImage', 'TColor', 'TSection'];

const isStringArray = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');

/** `{ useProducts: ['products.list'] }` or `[{ hook, methods | clientMethods }]`. */
function hookMapOf(value: unknown): Map<string, string[]> | null {
  const out = new Map<string, string[]>();
  if (Array.isArray(value)) {
    for (const e of value) {
      if (!e || typeof e !== 'object') return null;
      const r = e as Record<string, unknown>;
      const hook = r.hook ?? r.name ?? r.operation;
      const methods = r.clientMethods ?? r.methods;
      if (typeof hook !== 'string' || !isStringArray(methods)) return null;
      out.set(hook, methods);
    }
    return out.size ? out : null;
  }
  if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (!/^(use[A-Z]|content\.)/.test(k)) return null;
      const r = v as Record<string, unknown> | null;
      if (isStringArray(v)) out.set(k, v);
      else if (r && typeof r === 'object' && isStringArray(r.clientMethods)) out.set(k, r.clientMethods);
      else if (r && typeof r === 'object' && isStringArray(r.calls)) out.set(k, r.calls);
      else return null;
    }
    return out.size ? out : null;
  }
  return null;
}

export function loadSdkFacts(mod: Record<string, unknown> = sdk as unknown as Record<string, unknown>): SdkFacts {
  const packageName = typeof mod.SDK_PACKAGE === 'string' ? mod.SDK_PACKAGE : 'platform-sdk';
  const operations = isStringArray(mod.SDK_OPERATIONS) ? [...mod.SDK_OPERATIONS] : [];
  let hookMap: Map<string, string[]> | null = null;
  let flat: string[] = [];
  for (const [name, value] of Object.entries(mod)) {
    if (/CLIENT_METHODS/.test(name) && isStringArray(value)) flat = [...flat, ...value];
    else if (/CLIENT_METHODS|HOOKS/.test(name)) hookMap ??= hookMapOf(value);
  }
  const all = new Set(flat);
  if (hookMap) for (const ms of hookMap.values()) for (const m of ms) all.add(m);
  const contentHooks = hookMap ? [...hookMap].filter(([, ms]) => ms.some((m) => m.startsWith('content.') && m !== 'content.meta')).map(([h]) => h) : ['useFaqs', 'useBlogPost'];
  const editable = isStringArray(mod.EDITABLE_COMPONENTS) ? [...mod.EDITABLE_COMPONENTS] : SPEC_EDITABLE;
  return {
    packageName,
    contentHooks,
    editableComponents: editable,
    isSdkSource: (spec) => spec === packageName || spec.startsWith(packageName + '/'),
    operations,
    allClientMethods: [...all].sort(),
    hasHookMap: hookMap !== null,
    clientMethodsFor(hooks) {
      if (!hookMap) return [...all].sort();
      const out = new Set<string>();
      for (const h of hooks) for (const m of hookMap.get(h) ?? []) out.add(m);
      return [...out].sort();
    },
  };
}
