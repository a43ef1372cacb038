import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyzeSite } from '../../../src/analyze/index.js';
import step from '../../../src/codemods/bundler-config/index.js';
import { rebasePage } from '../../../src/codemods/bundler-config/page-root.js';
import { MemoryTree } from '../../../src/convert/memory-tree.js';
import { memoryLogger } from '../../../src/infra/logger.js';
import { entrySubfolder, loadSite } from '../../../src/load/site.js';
import { emptyState } from '../../../src/state/index.js';
import { REPO } from '../../helpers/build-theme.js';

const SITES = path.join(REPO, 'fixtures', 'codemods', 'bundler-config', 'sites');
const expected = (file: string) => readFileSync(path.join(SITES, 'page-above-app.expected', file), 'utf8');

describe('a page above the app folder (index.html at the config loads /client/src/…)', () => {
  it('page-above-app: the app root is client; the config gets root client, the page and public/ move into it', async () => {
    const site = await loadSite(path.join(SITES, 'page-above-app'), { mode: 'edit' });
    expect(site.appRoot).toBe('client');
    expect(site.aliases.get('@')).toBe('client/src');
    const ctx = { site, tree: new MemoryTree(site), analysis: await analyzeSite(site), state: emptyState(), logger: memoryLogger() };
    const r = await step.run(ctx);
    expect(r.status).toBe('applied');
    expect(ctx.tree.read('vite.config.ts')).toBe(expected('vite.config.ts'));
    expect(ctx.tree.read('client/index.html')).toBe(expected('client/index.html'));
    expect(ctx.tree.exists('index.html')).toBe(false);
    expect(ctx.tree.exists('client/public/favicon.svg')).toBe(true);
    expect(ctx.tree.exists('public/favicon.svg')).toBe(false);
    const before = ctx.tree.changes();
    expect((await step.run(ctx)).status).toBe('unnecessary');
    expect(ctx.tree.changes()).toEqual(before);
  });

  it('reads the folder above the src/ of a page\'s module entry', () => {
    expect(entrySubfolder('<script type="module" src="/client/src/main.tsx"></script>')).toBe('client');
    expect(entrySubfolder('<script src="./web/src/index.jsx" type="module"></script>')).toBeNull();
    // valid-: the usual page, whose entry is the config folder's own src/.
    expect(entrySubfolder('<script type="module" src="/src/main.tsx"></script>')).toBeNull();
  });

  it('rebases only the page\'s paths into the app folder', () => {
    expect(rebasePage('<script type="module" src="/client/src/main.tsx"></script><link href="/logo.svg">', 'client')).toBe('<script type="module" src="/src/main.tsx"></script><link href="/logo.svg">');
  });
});
