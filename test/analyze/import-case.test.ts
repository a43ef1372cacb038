import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadSite } from '../../src/load/site.js';

const SITE = path.resolve(import.meta.dirname, '../../fixtures/routes/react-router-v6/import-case-mismatch');

describe('imports whose letter case differs from the file on disk', () => {
  it('resolve to the one file they can mean, with a warning naming both', async () => {
    const site = await loadSite(SITE);
    expect(site.resolve('src/App.jsx', './components/Checkout/Checkout')).toBe('src/components/checkout/checkout.jsx');
    // Exact paths stay exact and warn nothing.
    expect(site.resolve('src/App.jsx', './components/listing/Listing')).toBe('src/components/listing/Listing.jsx');
    expect(site.diagnostics.filter((d) => d.ruleId === 'import-case-mismatch')).toEqual([
      expect.objectContaining({ severity: 'warning', file: 'src/App.jsx', message: expect.stringContaining('src/components/checkout/checkout.jsx') }),
    ]);
    // Packages are never looked up on disk.
    expect(site.resolve('src/App.jsx', 'React-Router-Dom')).toBeNull();
  });
});
