import { describe, expect, it } from 'vitest';
import { entityMeaning } from '../../src/analyze/data-layer/meaning.js';

describe('the meaning of a server function call', () => {
  it('a function that sends mail is an e-mail integration, whatever the verb or plural', () => {
    for (const name of ['sendEmail', 'sendReceipt', 'notifyOwner', 'sendMail']) {
      const m = entityMeaning(name, 'create', { kind: 'function' });
      expect(m.kind, name).toBe('integration');
      expect(m.limitation, name).toMatch(/^e-mail and SMS sending/);
    }
  });

  it('another named function is described as a server function, not as a custom entity', () => {
    const m = entityMeaning('rebuildSearchIndex', 'create', { kind: 'function' });
    expect(m.kind).toBe('function');
    expect(m.limitation).toMatch(/^server function with no SDK equivalent/);
    expect(m.limitation).not.toMatch(/custom entity/);
  });

  it('the site\'s own visit counter read back is analytics with no SDK read, not a custom entity of records', () => {
    for (const name of ['visitorCount', 'visit_count', 'viewCount']) {
      const m = entityMeaning(name, 'list', { viaUrl: true });
      expect(m.sdkEquivalent, name).toBe('none');
      expect(m.limitation, name).toMatch(/reading them back is a platform report/);
    }
    // A store entity counted keeps its meaning.
    expect(entityMeaning('productCount', 'list', { viaUrl: true }).sdkEquivalent).not.toBe('none');
  });

  it('a function named for a store entity keeps that entity\'s meaning', () => {
    expect(entityMeaning('Product', 'list', { kind: 'function' }).sdkEquivalent).not.toBe('none');
  });
});
