import { createRequire } from 'node:module';

// @babel/types costs about 100 ms to load: required on first use, so a command or a site that
// walks no script AST (`--help`, `status`, `analyze` of an HTML page) does not pay for it.
const require = createRequire(import.meta.url);
type BabelTypes = typeof import('@babel/types');
let mod: BabelTypes | undefined;

/** The @babel/types module, loaded on first call. */
export const babelTypes = (): BabelTypes => (mod ??= require('@babel/types') as BabelTypes);

/** The same module behind a proxy, for code written as `t.isIdentifier(...)`. */
export const lazyTypes: BabelTypes = new Proxy({} as BabelTypes, { get: (_, key) => Reflect.get(babelTypes(), key) });
