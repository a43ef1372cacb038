import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readSdkTypes } from '../../../src/codemods/preview/sdk-types.js';

describe('SDK type model kept on disk by the hash of its declarations', () => {
  let dir: string;
  const saved = process.env.PLATFORM_CONVERT_CACHE_DIR;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'pc-cache-'));
    process.env.PLATFORM_CONVERT_CACHE_DIR = path.join(dir, 'cache');
  });
  afterEach(() => {
    if (saved === undefined) delete process.env.PLATFORM_CONVERT_CACHE_DIR;
    else process.env.PLATFORM_CONVERT_CACHE_DIR = saved;
  });

  it('gives the same model from the cache as from the declarations, and recomputes a corrupt entry', () => {
    const fresh = readSdkTypes('/nonexistent', '.');
    expect(fresh.methods.length).toBeGreaterThan(0);
    const entries = readdirSync(path.join(dir, 'cache'));
    expect(entries).toHaveLength(1);
    const entry = path.join(dir, 'cache', entries[0]);
    expect(JSON.parse(readFileSync(entry, 'utf8'))).toEqual({ methods: fresh.methods });
    expect(readSdkTypes('/nonexistent', '.')).toEqual(fresh);
    writeFileSync(entry, '{"methods": [1, 2');
    expect(readSdkTypes('/nonexistent', '.')).toEqual(fresh);
    expect(JSON.parse(readFileSync(entry, 'utf8'))).toEqual({ methods: fresh.methods });
  });

  it('works when the cache folder cannot be written', () => {
    writeFileSync(path.join(dir, 'cache'), 'a file where the folder would be');
    expect(readSdkTypes('/nonexistent', '.').methods.length).toBeGreaterThan(0);
  });
});
