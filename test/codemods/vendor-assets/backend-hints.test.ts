import { describe, expect, it } from 'vitest';
import { removeBackendHints } from '../../../src/codemods/vendor-assets/backend-hints.js';
import { parseSource } from '../../../src/load/parse.js';
import { printLikeSource } from '../../../src/convert/print.js';

const run = (text: string) => {
  const r = parseSource('src/components/Warmup.tsx', text, 'edit');
  if (!r.ok) throw new Error('parse');
  const removed = removeBackendHints(r.ast);
  return { removed, text: printLikeSource(r.ast, text) };
};

describe('hosts the page preconnects to', () => {
  it('lose the old backend host and keep the others (fonts, pictures)', () => {
    const text = [
      'const hosts = [',
      "  'https://fonts.gstatic.com',",
      "  'https://abcdefgh.supabase.co',",
      "  'https://images.example-photos.com'",
      '];',
      "hosts.forEach((h) => { const l = document.createElement('link'); l.rel = 'preconnect'; l.href = h; document.head.appendChild(l); });",
      '',
    ].join('\n');
    const r = run(text);
    expect(r.removed.map((x) => x.url)).toEqual(['https://abcdefgh.supabase.co']);
    expect(r.text).not.toContain('supabase');
    expect(r.text).toContain("'https://fonts.gstatic.com'");
    expect(r.text).toContain("'https://images.example-photos.com'");
  });

  it('leaves lists that are not bare hosts (endpoints with paths are data calls, handled elsewhere)', () => {
    const text = "const calls = ['https://abcdefgh.supabase.co/rest/v1/items', 'https://fonts.gstatic.com'];\n";
    expect(run(text).removed).toEqual([]);
  });
});
