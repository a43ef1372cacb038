import { createRequire } from 'node:module';

// parse5 is required on first use: `--help`, the other commands and a site with no HTML page to read
// do not pay for loading it.
const require = createRequire(import.meta.url);
let mod: typeof import('parse5') | undefined;

/** The parse5 module, loaded on first call. */
export const parse5 = (): typeof import('parse5') => (mod ??= require('parse5') as typeof import('parse5'));
