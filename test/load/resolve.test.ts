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

  it('an entry that imports `./Root.jsx` reaches the `Root.tsx` the app moved to (and `.js` a `.ts`)', () => {
    const moved = new Set(['src/Root.tsx', 'src/lib/basket.ts', 'src/kept.jsx']);
    const inMoved = (p: string) => moved.has(p);
    expect(resolveImport('src/main.tsx', './Root.jsx', aliases, inMoved)).toBe('src/Root.tsx');
    expect(resolveImport('src/main.tsx', './lib/basket.js', aliases, inMoved)).toBe('src/lib/basket.ts');
    expect(resolveImport('src/main.tsx', './kept.jsx', aliases, inMoved)).toBe('src/kept.jsx');
  });

  it('valid-: a `.jsx` import with no file of that name under any script extension stays unresolved', () => {
    expect(resolveImport('src/main.tsx', './Gone.jsx', aliases, has)).toBeNull();
  });
});
