import { describe, expect, it } from 'vitest';
import { resolveImport } from '../../src/load/resolve.js';

describe('resolveImport', () => {
  const files = new Set(['src/components/booking/form/index.tsx', 'src/components/booking/form/Steps.tsx', 'src/pages/Visit.tsx']);
  const has = (p: string) => files.has(p);
  const aliases = new Map([['@', 'src']]);

  it('a folder written with its trailing slash names its index, through an alias or a relative path', () => {
    expect(resolveImport('src/pages/Visit.tsx', '@/components/booking/form/', aliases, has)).toBe('src/components/booking/form/index.tsx');
    expect(resolveImport('src/pages/Visit.tsx', '../components/booking/form/', aliases, has)).toBe('src/components/booking/form/index.tsx');
    expect(resolveImport('src/pages/Visit.tsx', '@/components/booking/form', aliases, has)).toBe('src/components/booking/form/index.tsx');
  });

  it('valid-: a folder with no index, or a package, stays unresolved', () => {
    expect(resolveImport('src/pages/Visit.tsx', '@/components/booking/', aliases, has)).toBeNull();
    expect(resolveImport('src/pages/Visit.tsx', 'react-day-picker/', aliases, has)).toBeNull();
  });
});
