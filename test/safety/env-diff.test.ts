import { describe, expect, it } from 'vitest';
import { maskEnvValues, unifiedDiff } from '../../src/convert/unified-diff.js';

const JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.c2lnbmF0dXJlLW9mLXRoZS10b2tlbg';

describe('diffs of .env files never show values', () => {
  it('masks every value, keeps names, comments and empty values', () => {
    expect(maskEnvValues(`# keys\nVITE_URL=https://x.example.com\nexport SECRET="abc def"\nEMPTY=\n`)).toBe('# keys\nVITE_URL=…\nexport SECRET=…\nEMPTY=\n');
    // An empty value never takes the next line for its value.
    expect(maskEnvValues('PLATFORM_DEVELOPER_TOKEN=\nPLATFORM_API_URL=\n')).toBe('PLATFORM_DEVELOPER_TOKEN=\nPLATFORM_API_URL=\n');
  });

  it('context, removed and added lines of a .env hunk hold no value; a .env.example diff is shown as is', () => {
    const before = `VITE_SUPABASE_URL=https://abcdefgh.supabase.co\nVITE_SUPABASE_ANON_KEY=${JWT}\nSERVICE_ROLE=${JWT}\nREACT_APP_NAME=shop\n`;
    const after = before.replace('REACT_APP_NAME', 'VITE_NAME');
    const diff = unifiedDiff([
      { kind: 'modify', path: '.env', before, after },
      { kind: 'modify', path: '.env.example', before: 'REACT_APP_NAME=demo\n', after: 'VITE_NAME=demo\n' },
    ]);
    expect(diff).not.toContain(JWT);
    expect(diff).not.toContain('supabase.co');
    expect(diff).toContain('# .env: changed, not in this patch (a .env file holds secrets; values hidden)\n# -REACT_APP_NAME=…\n# +VITE_NAME=…\n');
    expect(diff).not.toContain('diff --git a/.env b/.env');
    expect(diff).toContain('-REACT_APP_NAME=demo\n+VITE_NAME=demo\n');
  });
});
