import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { findTokenLike } from '../../src/codemods/secrets/token-like.js';
import { REPO } from '../convert/support.js';

describe('the generated src/platform/config.js', () => {
  const template = readFileSync(path.join(REPO, 'templates/theme/src/platform/config.js.tpl'), 'utf8');
  const code = template.split('\n').filter((l) => !l.trim().startsWith('//')).join('\n');

  it('names each variable it reads: never import.meta.env as a whole (Vite would inline every VITE_* value)', () => {
    const reads = [...code.matchAll(/import\.meta\.env\b(\.[A-Z_][A-Z0-9_]*)?/g)];
    expect(reads.length).toBeGreaterThan(0);
    for (const r of reads) expect(r[1], `whole-object read at ${r.index}`).toBeDefined();
    expect(new Set(reads.map((r) => r[1]))).toEqual(new Set(['.VITE_PLATFORM_PUBLIC_TOKEN', '.VITE_PLATFORM_STOREFRONT_URL', '.VITE_PLATFORM_PREVIEW']));
  });

  it('reading a token variable from the environment is not taken for a written token', () => {
    expect(findTokenLike('  VITE_PLATFORM_PUBLIC_TOKEN: import.meta.env.VITE_PLATFORM_PUBLIC_TOKEN,')).toEqual([]);
    expect(findTokenLike('PLATFORM_DEVELOPER_TOKEN=pdt_live_7QeX93kLmN2pRsT4')).toHaveLength(1);
  });
});
