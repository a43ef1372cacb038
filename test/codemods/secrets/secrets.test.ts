import { afterEach, describe, expect, it } from 'vitest';
import { ensureIgnored, findTokenLike, runSecrets } from '../../../src/codemods/secrets/index.js';
import { writeToTemp, type ThemeDir } from '../../helpers/build-theme.js';
import { contextFor, TINY_SHOP_PAGES } from '../theme-shell/context.js';

const BASE = { 'package.json': '{"name":"x"}', 'index.html': '<script type="module" src="/src/main.jsx"></script>', 'src/main.jsx': '' };
let temp: ThemeDir | null = null;
afterEach(async () => {
  await temp?.cleanup();
  temp = null;
});

async function ctxFor(files: Record<string, string>) {
  temp = await writeToTemp({ ...BASE, ...files }, 'secrets-case');
  return contextFor(temp.dir, TINY_SHOP_PAGES);
}

describe('secrets step', () => {
  it('creates an empty .env.platform, git-ignores it, reports other env files by variable name only', async () => {
    const ctx = await ctxFor({ '.gitignore': 'node_modules\n', '.env': 'VITE_SUPABASE_URL=https://abc.supabase.co\nVITE_SUPABASE_ANON_KEY=eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.c2lnbmF0dXJlLXZhbHVl\n' });
    const r = runSecrets(ctx);
    expect(r.status).toBe('applied');
    expect(ctx.tree.read('.env.platform')).toBe('PLATFORM_DEVELOPER_TOKEN=\nPLATFORM_API_URL=\n');
    expect(ctx.tree.read('.gitignore')).toBe('node_modules\n\n# platform developer token (never committed)\n.env.platform\n');
    const envNote = r.notes!.find((n) => n.startsWith('.env:'))!;
    expect(envNote).toContain('VITE_SUPABASE_URL, VITE_SUPABASE_ANON_KEY');
    expect(envNote).not.toContain('supabase.co');
    expect(r.openQuestions).toEqual(['.env is not git-ignored and may hold secrets: remove it from the repository?']);
    const before = JSON.stringify(ctx.tree.changes());
    expect(runSecrets(ctx).status).toBe('unnecessary');
    expect(JSON.stringify(ctx.tree.changes())).toBe(before);
  });

  it('leaves a .gitignore whose rules already cover .env.platform, and an existing secret file', async () => {
    const ctx = await ctxFor({ '.gitignore': '.env*\n', '.env.platform': 'PLATFORM_API_URL=\n', '.env.local': 'A=1\n' });
    const r = runSecrets(ctx);
    expect(r.status).toBe('unnecessary');
    expect(ctx.tree.changes()).toEqual([]);
    expect(r.openQuestions).toEqual([]);
  });

  it('fails when something the run wrote looks like a token', async () => {
    const ctx = await ctxFor({ 'src/config.js': 'export const api = "/api";\n' });
    ctx.tree.write('src/config.js', 'export const api = "/api";\nexport const key = "sk_live_abcdefghijklmnop";\n');
    const r = runSecrets(ctx);
    expect(r.status).toBe('failed');
    expect(r.limitations).toEqual([{ file: 'src/config.js', line: 2, what: 'the conversion wrote a secret API key', why: 'tokens are read from the environment, never written to a file (spec §5.6)' }]);
  });

  it('knows a token from its neighbours', () => {
    expect(findTokenLike('PLATFORM_DEVELOPER_TOKEN=').length).toBe(0);
    expect(findTokenLike('PLATFORM_DEVELOPER_TOKEN=dev_abcdef123456')[0].what).toBe('a platform token assignment');
    expect(findTokenLike('const url = import.meta.env.VITE_API_URL;')).toEqual([]);
    expect(ensureIgnored('*.env.*\n.env.platform\n', '.env.platform')).toBeNull();
  });
});
