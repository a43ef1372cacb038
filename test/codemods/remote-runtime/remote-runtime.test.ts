import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runtimeUrl } from '../../../src/codemods/remote-runtime/find.js';
import step from '../../../src/codemods/remote-runtime/index.js';
import { REPO } from '../../helpers/build-theme.js';
import { caseContext, expectedFiles } from '../../helpers/site-case.js';

const CASES = path.join(REPO, 'fixtures', 'codemods', 'remote-runtime');

describe('remote-runtime step', () => {
  it('cdn-model-widget: a component that loads its runtime from an npm CDN and its model from a bucket goes with its element and import', async () => {
    const ctx = await caseContext(CASES, 'cdn-model-widget');
    const r = await step.run(ctx);
    expect(r.status).toBe('applied');
    const expected = expectedFiles(CASES, 'cdn-model-widget');
    for (const [file, text] of expected) expect(ctx.tree.read(file), file).toBe(text);
    expect(ctx.tree.exists('src/components/PoseMirror.jsx')).toBe(false);
    expect(ctx.tree.exists('src/components/Gallery.jsx')).toBe(true);
    expect(r.limitations).toHaveLength(1);
    expect(r.limitations?.[0]).toMatchObject({ file: 'src/pages/Home.jsx', line: 1 });
    expect(r.limitations?.[0].what).toContain('cdn.jsdelivr.net, models.example-bucket.net');
    // Once it is gone there is nothing left to do.
    expect((await step.run(ctx)).status).toBe('unnecessary');
  });

  it('valid-shown-urls: pictures, links, a window opened and a map embed are left alone', async () => {
    const ctx = await caseContext(CASES, 'valid-shown-urls');
    const r = await step.run(ctx);
    expect(r.status).toBe('unnecessary');
    expect(ctx.tree.changes()).toEqual([]);
  });

  it('tells runtime files and npm CDN paths from pages and pictures', () => {
    expect(runtimeUrl('https://cdn.jsdelivr.net/npm/pose-kit@1/runtime')).toBe(true);
    expect(runtimeUrl('https://models.example-bucket.net/pose/lite.tflite')).toBe(true);
    expect(runtimeUrl('https://cdn.example.net/engine/core.wasm')).toBe(true);
    expect(runtimeUrl('https://images.example.org/bg.jpg')).toBe(false);
    expect(runtimeUrl('https://www.example.org/directions')).toBe(false);
    expect(runtimeUrl('/local/model.task')).toBe(false);
    // A script on another host is review's matter (no-foreign-script), not a feature to cut out.
    expect(runtimeUrl('https://pay.example.com/v2/checkout.js')).toBe(false);
    // A booking widget's loader stays (spec: client-side widgets stay).
    expect(runtimeUrl('https://assets.calendly.com/assets/external/widget.js')).toBe(false);
  });
});
