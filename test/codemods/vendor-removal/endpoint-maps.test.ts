import { describe, expect, it } from 'vitest';
import vendorRemoval from '../../../src/codemods/vendor-removal/index.js';
import { caseContext } from './context.js';

describe('vendor-removal: endpoint maps', () => {
  it('endpoint-map-leftovers: the API addresses nothing reads go; a read entry and entries without an API address stay', async () => {
    const ctx = await caseContext('endpoint-map-leftovers');
    const r = await vendorRemoval.run(ctx);
    const text = ctx.tree.read('src/api/addresses.js')!;
    expect(text).toContain('pictures: { url: "https://media.example.net/" }');
    expect(text).toContain('support: { email: "help@example.net" }');
    expect(text).not.toMatch(/backend\.example\.net/);
    expect(r.notes).toContainEqual(expect.stringContaining('src/api/addresses.js: signIn, goods, order-history'));
  });

  it('endpoint-map-leftovers: a second run changes nothing', async () => {
    const ctx = await caseContext('endpoint-map-leftovers');
    await vendorRemoval.run(ctx);
    const once = ctx.tree.read('src/api/addresses.js');
    await vendorRemoval.run(ctx);
    expect(ctx.tree.read('src/api/addresses.js')).toBe(once);
  });

  it('valid-: a map read by a computed key or passed whole is left as it is', async () => {
    for (const use of ['export const pick = (k) => addresses[k].url;\n', 'export const all = () => Object.values(addresses);\n']) {
      const ctx = await caseContext('endpoint-map-leftovers');
      ctx.tree.write('src/pages/Pick.js', `import addresses from "../api/addresses";\n${use}`);
      const before = ctx.tree.read('src/api/addresses.js');
      await vendorRemoval.run(ctx);
      expect(ctx.tree.read('src/api/addresses.js'), use).toBe(before);
    }
  });
});
