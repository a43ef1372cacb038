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

  it('an address in a class field no method reads any more, or in a module constant nothing mentions, goes; a read one stays', async () => {
    const ctx = await caseContext('endpoint-map-leftovers');
    ctx.tree.write('src/lib/where.js', [
      'const LOOKUP = "https://api.example-geo.net/v1/where";',
      'const KEPT = "https://api.example-geo.net/v1/kept";',
      'export const read = () => KEPT;',
      'class Where {',
      '  base = "https://api.example-geo.net/v1/ip";',
      '  other = "https://api.example-geo.net/v1/other";',
      '  async find() {',
      '    return { city: "", url: this.other };',
      '  }',
      '}',
      'export const where = new Where();',
      '',
    ].join('\n'));
    await vendorRemoval.run(ctx);
    const text = ctx.tree.read('src/lib/where.js')!;
    expect(text).not.toContain('/v1/where');
    expect(text).not.toContain('/v1/ip');
    expect(text).toContain('/v1/kept');
    expect(text).toContain('/v1/other');
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
