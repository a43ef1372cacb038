import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Type } from 'ts-morph';
import { ToolError } from '../../diagnostics/tool-error.js';
import { readCached, writeCached } from '../../infra/disk-cache.js';
import { packageRoot } from '../../infra/package-root.js';
import { SDK_PACKAGE, STOREFRONT_CLIENT_METHODS, STOREFRONT_CLIENT_TYPE, STOREFRONT_TYPES_FILE } from '../../../rules/sdk.js';

/** A declared type, reduced to what demo data needs. */
export type TypeModel =
  | { kind: 'string' | 'number' | 'boolean' | 'null' | 'void' | 'unknown' }
  | { kind: 'literal'; value: string | number | boolean }
  | { kind: 'array'; element: TypeModel }
  | { kind: 'nullable'; inner: TypeModel }
  | { kind: 'union'; options: TypeModel[] }
  | { kind: 'object'; name: string | null; props: { name: string; type: TypeModel; optional: boolean }[] };

export interface ClientMethodModel {
  /** `products.list` */
  path: string;
  params: { name: string; type: TypeModel }[];
  /** The resolved value of the returned promise. */
  returns: TypeModel;
}

export interface SdkTypes {
  /** The .d.ts read, and whether it is the site's installed SDK or our stand-in. */
  source: string;
  origin: 'installed' | 'stand-in';
  methods: ClientMethodModel[];
}

function model(t: Type, depth = 0): TypeModel {
  if (depth > 4) return { kind: 'unknown' };
  if (t.isString()) return { kind: 'string' };
  if (t.isNumber()) return { kind: 'number' };
  if (t.isBoolean()) return { kind: 'boolean' };
  if (t.isNull() || t.isUndefined()) return { kind: 'null' };
  if (t.isLiteral()) {
    const v = t.getLiteralValue();
    if (typeof v === 'string' || typeof v === 'number') return { kind: 'literal', value: v };
    if (t.getText() === 'true' || t.getText() === 'false') return { kind: 'literal', value: t.getText() === 'true' };
  }
  if (t.getText() === 'void') return { kind: 'void' };
  if (t.isArray()) return { kind: 'array', element: model(t.getArrayElementTypeOrThrow(), depth + 1) };
  if (t.isUnion()) {
    const parts = t.getUnionTypes();
    const nonNull = parts.filter((p) => !p.isNull() && !p.isUndefined());
    if (parts.every((p) => p.isBooleanLiteral() || p.isNull() || p.isUndefined()) && nonNull.length === 2) return wrapNull({ kind: 'boolean' }, nonNull.length !== parts.length);
    const inner: TypeModel = nonNull.length === 1 ? model(nonNull[0], depth + 1) : { kind: 'union', options: nonNull.map((p) => model(p, depth + 1)) };
    return wrapNull(inner, nonNull.length !== parts.length);
  }
  if (t.isObject()) {
    const name = t.getAliasSymbol()?.getName() ?? t.getSymbol()?.getName() ?? null;
    const props = t.getProperties().map((p) => {
      const decl = p.getValueDeclaration() ?? p.getDeclarations()[0];
      const pt = decl ? p.getTypeAtLocation(decl) : p.getDeclaredType();
      return { name: p.getName(), type: model(pt, depth + 1), optional: p.isOptional() };
    });
    return { kind: 'object', name: name && !name.startsWith('__') ? name : null, props };
  }
  return { kind: 'unknown' };
}

const wrapNull = (inner: TypeModel, nullable: boolean): TypeModel => (nullable ? { kind: 'nullable', inner } : inner);

/** The installed `platform-sdk`'s storefront declarations, if the site has the package. */
export function installedSdkTypes(siteRoot: string, appRoot: string): string | null {
  for (const base of [path.join(siteRoot, appRoot), siteRoot]) {
    const dir = path.join(base, 'node_modules', SDK_PACKAGE);
    const candidates = [path.join(dir, STOREFRONT_TYPES_FILE)];
    try {
      const pj = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as { exports?: Record<string, { types?: string }> };
      const t = pj.exports?.['./storefront']?.types;
      if (t) candidates.unshift(path.join(dir, t));
    } catch {
      /* not installed */
    }
    const hit = candidates.find((c) => existsSync(c));
    if (hit) return hit;
  }
  return null;
}

/**
 * The cache entry of a declarations text: its hash, and the version of the reading below (bump
 * MODEL_VERSION when `model` or `readMethods` change what they return).
 */
const MODEL_VERSION = 1;
function cacheName(source: string): string {
  const hash = createHash('sha256').update(`${MODEL_VERSION}\0${STOREFRONT_CLIENT_TYPE}`);
  for (const text of declarationTexts(source)) hash.update(`\0${text}`);
  return `sdk-types-${hash.digest('hex').slice(0, 32)}`;
}

/** The declarations' text and that of the relative modules they import, which the checker reads too. */
function declarationTexts(source: string, seen = new Set<string>()): string[] {
  if (seen.has(source)) return [];
  seen.add(source);
  const text = readFileSync(source, 'utf8');
  const out = [text];
  for (const m of text.matchAll(/(?:from|import)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
    const base = path.resolve(path.dirname(source), m[1]).replace(/\.(m|c)?js$/, '');
    const hit = [`${base}.d.ts`, `${base}.d.mts`, `${base}.d.cts`, `${base}/index.d.ts`, base].find((c) => existsSync(c) && c.endsWith('.ts'));
    if (hit) out.push(...declarationTexts(hit, seen));
  }
  return out;
}
const isMethods = (v: unknown): v is { methods: ClientMethodModel[] } => {
  const m = (v as { methods?: unknown } | null)?.methods;
  return Array.isArray(m) && m.every((x) => typeof (x as ClientMethodModel)?.path === 'string' && Array.isArray((x as ClientMethodModel).params) && typeof (x as ClientMethodModel).returns === 'object');
};

/**
 * Read every method of the storefront client interface from the SDK's type declarations. Reading
 * them takes the TypeScript checker seconds, so the model is kept on disk by the hash of the
 * declarations (src/infra/disk-cache.ts) and ts-morph starts only for declarations not seen before.
 */
export function readSdkTypes(siteRoot: string, appRoot: string): SdkTypes {
  const installed = installedSdkTypes(siteRoot, appRoot);
  const source = installed ?? path.join(packageRoot(), 'fixtures', SDK_PACKAGE, STOREFRONT_TYPES_FILE);
  const origin = installed ? 'installed' : 'stand-in';
  let name: string | undefined;
  try {
    name = cacheName(source);
  } catch {
    /* unreadable: ts-morph below says why */
  }
  const cached = name ? readCached(name, isMethods) : undefined;
  if (cached) return { source, origin, methods: cached.methods };
  const methods = readMethods(source);
  if (name) writeCached(name, { methods });
  return { source, origin, methods };
}

// ts-morph (and TypeScript) load only when declarations not seen before are read.
const require = createRequire(import.meta.url);

function readMethods(source: string): ClientMethodModel[] {
  const { Project } = require('ts-morph') as typeof import('ts-morph');
  const project = new Project({ skipAddingFilesFromTsConfig: true, compilerOptions: { strict: true, skipLibCheck: true } });
  const sf = project.addSourceFileAtPath(source);
  const iface = sf.getInterface(STOREFRONT_CLIENT_TYPE);
  if (!iface) throw new ToolError(`the SDK declarations have no ${STOREFRONT_CLIENT_TYPE} interface`, { file: source, hint: 'pin platform-sdk to a version that declares its storefront client' });
  const methods: ClientMethodModel[] = [];
  for (const ns of iface.getProperties()) {
    const nsType = ns.getType();
    for (const m of nsType.getProperties()) {
      const decl = m.getValueDeclaration() ?? m.getDeclarations()[0];
      if (!decl) continue;
      const sig = m.getTypeAtLocation(decl).getCallSignatures()[0];
      if (!sig) continue;
      const ret = sig.getReturnType();
      const resolved = ret.getSymbol()?.getName() === 'Promise' ? ret.getTypeArguments()[0] ?? ret : ret;
      methods.push({
        path: `${ns.getName()}.${m.getName()}`,
        params: sig.getParameters().map((p) => ({ name: p.getName(), type: model(p.getTypeAtLocation(decl)) })),
        returns: model(resolved),
      });
    }
  }
  return methods;
}

/** Methods rules/sdk.ts says the hooks call but the declarations lack. */
export const missingClientMethods = (types: SdkTypes) => STOREFRONT_CLIENT_METHODS.filter((m) => !types.methods.some((x) => x.path === m));
