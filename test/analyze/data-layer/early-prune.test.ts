import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { compactFacts, dropUnreachableDecls, ruleReach } from '../../../src/analyze/data-layer/compact.js';
import { ChainPruner } from '../../../src/analyze/data-layer/early-prune.js';
import { createFileFacts, type FileFacts } from '../../../src/analyze/data-layer/file-facts.js';
import { VENDOR_RULES } from '../../../src/analyze/data-layer/rules.js';
import { kindOf, type SiteFile } from '../../../src/load/files.js';
import { Site } from '../../../src/load/site.js';
import { walk } from '../../../src/rule-kit/walk.js';
import { runDataLayer } from './run-collector.js';

function siteOf(sources: Record<string, string>): Site {
  const root = '/virtual-site';
  const files: SiteFile[] = Object.entries(sources).map(([p, text]) => ({ path: p, abs: path.join(root, p), kind: kindOf(p), size: text.length, text }));
  const site = new Site(root, 'analyze', files, []);
  site.aliases.set('@', 'src');
  return site;
}

/** The chains each file still holds once the walk is over, by root name (as the collector walks). */
function keptChains(sources: Record<string, string>): Record<string, string[]> {
  const site = siteOf(sources);
  const files = new Map<string, FileFacts>();
  const reach = ruleReach(VENDOR_RULES);
  const pruner = new ChainPruner(site, files, VENDOR_RULES);
  for (const f of site.scripts) {
    const { facts, visitors } = createFileFacts(f.path, []);
    files.set(f.path, facts);
    walk(site.ast(f.path)!, [visitors]);
    compactFacts(facts, site, reach, (x) => pruner.pruneOwn(x));
    for (const g of pruner.walked(f.path)) dropUnreachableDecls(g);
  }
  pruner.done();
  return Object.fromEntries([...files].map(([p, f]) => [p, f.chains.map((c) => c.chain.rootName)]));
}

// Walked in path order: the components come before the modules they import.
const sources = {
  'src/components/Card.tsx': [
    'import { cn } from "@/lib/utils";',
    'import { apiFetch } from "@/lib/api";',
    'import { supabase } from "@/lib/supabase";',
    'export const Card = ({ wide }: { wide: boolean }) => <div className={cn("card", wide && "wide")} />;',
    'export const load = () => apiFetch("/api/products");',
    'export const list = () => supabase.from("orders").select("*");',
    'export const shown = () => window.scrollTo(0, 0);',
    '',
  ].join('\n'),
  'src/lib/api.ts': 'export async function apiFetch(url: string) {\n  const r = await fetch(url);\n  return r.json();\n}\n',
  'src/lib/supabase.ts': 'import { createClient } from "@supabase/supabase-js";\nexport const supabase = createClient("https://x.supabase.co", "k");\n',
  'src/lib/utils.ts': 'import { clsx } from "clsx";\nexport function cn(...inputs: unknown[]) {\n  return clsx(inputs);\n}\n',
  'src/pages/Home.tsx': 'import { cn } from "@/lib/utils";\nimport { apiFetch } from "@/lib/api";\nexport const Home = () => <main className={cn("home")} onClick={() => apiFetch("/api/offers")} />;\n',
};

describe('data layer: chains that can give nothing are dropped during the walk (analyze mode)', () => {
  it('drops calls of site functions that are no URL wrapper, once the module that has them is walked', () => {
    expect(keptChains(sources)).toEqual({
      // `cn` waits for src/lib/utils.ts, then goes; `window.scrollTo` no rule starts like.
      'src/components/Card.tsx': ['apiFetch', 'supabase'],
      'src/lib/api.ts': ['fetch'],
      'src/lib/supabase.ts': [],
      'src/lib/utils.ts': [],
      // Its imports are walked already: decided at its own walk.
      'src/pages/Home.tsx': ['apiFetch'],
    });
  });

  it('reports what finish reported from every chain (edit mode keeps them all)', () => {
    const analyze = runDataLayer(sources).facts;
    expect(analyze.dataSites.map((s) => [s.file, s.line, s.operation])).toEqual([
      ['src/components/Card.tsx', 5, 'GET /api/products'],
      ['src/components/Card.tsx', 6, 'from.select'],
      ['src/lib/api.ts', 2, 'GET (url from apiFetch() callers)'],
      ['src/pages/Home.tsx', 3, 'GET /api/offers'],
    ]);
    expect(analyze.wrappers?.map((w) => w.name)).toEqual(['apiFetch']);
    expect(analyze).toEqual(runDataLayer(sources, { mode: 'edit' }).facts);
  });

  it('keeps a chain whose root goes round an import cycle (the answer depends on where resolving starts)', () => {
    const cyclic = {
      'src/a.ts': 'export { client } from "./b";\n',
      'src/b.ts': 'export { client } from "./a";\n',
      'src/page.ts': 'import { client } from "./a";\nexport const go = () => client.get("/x");\n',
    };
    expect(keptChains(cyclic)['src/page.ts']).toEqual(['client']);
    expect(runDataLayer(cyclic).facts).toEqual(runDataLayer(cyclic, { mode: 'edit' }).facts);
  });
});
