import { afterAll } from 'vitest';
import { analyzeSite } from '../../src/analyze/index.js';
import type { LanguageStatus } from '../../src/analyze/types.js';
import { MemoryTree } from '../../src/convert/memory-tree.js';
import { memoryLogger } from '../../src/infra/logger.js';
import { loadSite } from '../../src/load/site.js';
import { emptyState } from '../../src/state/index.js';
import { writeToTemp, type ThemeDir } from './build-theme.js';

/**
 * Step contexts over small sites written to temporary folders (removed after the file's tests):
 * loaded in edit mode and analysed, with the language status and languages a survey would record.
 * Call once at the top level of a test file.
 */
export function tempSiteContexts(name: string, language: { status: LanguageStatus; languages: string[] }) {
  const temps: ThemeDir[] = [];
  afterAll(async () => {
    for (const t of temps) await t.cleanup();
  });
  return async (files: Record<string, string>) => {
    const t = await writeToTemp({ 'package.json': JSON.stringify({ name, dependencies: { react: '18.3.1' } }), ...files }, name);
    temps.push(t);
    const site = await loadSite(t.dir, { mode: 'edit' });
    const analysis = await analyzeSite(site);
    const state = emptyState();
    state.language = { ...language };
    return { site, tree: new MemoryTree(site), analysis, state, logger: memoryLogger() };
  };
}
