import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { VENDOR_RULES } from '../../../src/analyze/data-layer/index.js';
import { parsePattern } from '../../../src/rule-kit/pattern.js';
import { isSdkOperation, NO_SDK_EQUIVALENT } from '../../../rules/sdk.js';
import { ENTITY_CLASSES } from '../../../rules/vendors/_surface.js';
import { SITE_KINDS, SURFACES } from '../../../src/analyze/types.js';

const FIXTURES = path.resolve(import.meta.dirname, '../../../fixtures/vendors');

describe('vendor rules (meta)', () => {
  it('are discovered from rules/vendors', () => {
    expect(VENDOR_RULES.map((r) => r.id).sort()).toEqual(['axios', 'base44', 'fetch', 'firebase', 'graphql', 'paypal', 'razorpay', 'replit', 'socketio', 'stripe', 'supabase', 'xhr']);
  });
  for (const rule of VENDOR_RULES) {
    describe(rule.id, () => {
      it('has docs, a priority and a fixture folder', () => {
        expect(rule.docs.description.length).toBeGreaterThan(10);
        expect(typeof rule.priority).toBe('number');
        expect(existsSync(path.join(FIXTURES, rule.id))).toBe(true);
      });
      it('writes every pattern in the pattern language, with known roots', () => {
        const roots = new Set(['@client', '@global', '@site', ...Object.keys(rule.modules ?? {}).map((a) => '@' + a)]);
        for (const p of [...rule.calls.flatMap((c) => (Array.isArray(c.pattern) ? c.pattern : [c.pattern])), ...(rule.client?.factories ?? [])]) {
          expect(roots.has(parsePattern(p).root), `${p}: unknown root`).toBe(true);
        }
      });
      it('maps to SDK operations of rules/sdk.ts, or none with a reason', () => {
        for (const j of rule.jsx ?? []) {
          expect(j.element.split('.')[0].slice(1) in (rule.modules ?? {}), `${j.id}: unknown module alias`).toBe(true);
          expect(j.sdk === NO_SDK_EQUIVALENT ? !!j.limitation : isSdkOperation(j.sdk), `${j.id}: ${j.sdk}`).toBe(true);
        }
        for (const c of rule.calls) {
          if (c.kind) expect(SITE_KINDS).toContain(c.kind);
          if (c.sdk === undefined) continue;
          if (c.sdk === NO_SDK_EQUIVALENT) expect(c.limitation, `${c.id}: none needs a limitation`).toBeTruthy();
          else expect(isSdkOperation(c.sdk), `${c.id}: ${c.sdk}`).toBe(true);
        }
      });
    });
  }
  it('entity classes use the contract surfaces and SDK operations', () => {
    for (const cls of ENTITY_CLASSES) {
      expect(SURFACES).toContain(cls.surface);
      for (const op of Object.values(cls.sdk)) expect(isSdkOperation(op!), `${cls.id}: ${op}`).toBe(true);
    }
  });
});

describe('pattern language', () => {
  it('names what it cannot read', () => {
    expect(() => parsePattern('supabase.from($T)')).toThrow(/must start with @client/);
    expect(() => parsePattern('@client.from($T).eq(x)')).toThrow(/argument "x"/);
    expect(() => parsePattern('@client.entities')).toThrow(/must end with a call/);
  });
});
