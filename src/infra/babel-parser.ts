import { createRequire } from 'node:module';

// @babel/parser is CommonJS: imported as an ES module, Node first scans its 500 KB source for the
// names it exports (about 60 ms of every run); required, it is not. Loaded on first call.
const require = createRequire(import.meta.url);
type BabelParser = typeof import('@babel/parser');
let mod: BabelParser | undefined;
const parser = (): BabelParser => (mod ??= require('@babel/parser') as BabelParser);

export const parse: BabelParser['parse'] = (text, opts) => parser().parse(text, opts);
export const parseExpression: BabelParser['parseExpression'] = (text, opts) => parser().parseExpression(text, opts);
