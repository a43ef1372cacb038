import { readFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../src/diagnostics/tool-error.js';
import { parseState, serializeState, setDecision, setProgress, STATE_FILE } from '../../src/state/index.js';
import { runCli } from '../helpers/cli.js';
import { FIXTURES, tempSite } from './helpers.js';

const handFormatted = readFileSync(path.join(FIXTURES, 'valid', 'hand-formatted.md'), 'utf8');

describe('hand edits win', () => {
  it('a decision changed by hand changes what status --json reports', async () => {
    const dir = await tempSite({ [STATE_FILE]: handFormatted });
    const before = JSON.parse((await runCli(['status', dir, '--json'])).stdout);
    expect(before.decisions.services).toBe('drop');
    const edited = handFormatted.replace('| services | drop |', '| services | dynamic |');
    await writeFile(path.join(dir, STATE_FILE), edited);
    const r = await runCli(['status', dir, '--json']);
    expect(r.code).toBe(0);
    const after = JSON.parse(r.stdout);
    expect(after.decisions.services).toBe('dynamic');
    expect(after.decisions.prices).toBe('static');
    expect(after.unanswered).toContain('brand');
    expect(after.steps).toEqual({ done: ['bundler-config'], pending: ['vendor-removal'], failed: [], skipped: [] });
  });

  it('an unknown section and free-text notes survive a rewrite of the sections around them', () => {
    const state = parseState(handFormatted);
    setDecision(state, 'brand', 'dynamic', 'useBrand');
    setProgress(state, 'vendor-removal', 'done');
    state.openQuestions.push('Is the quiz page kept?');
    const out = serializeState(state, handFormatted);
    expect(out).not.toBe(handFormatted);
    const section = (md: string, heading: string) => md.slice(md.indexOf(`## ${heading}`)).split(/\n(?=## )/)[0];
    expect(section(out, 'Client contacts')).toBe(section(handFormatted, 'Client contacts'));
    expect(out).toContain('The client wants **no** services for now.\n\n| surface');
    expect(out).toContain('\n\nTalked through with Sara on the phone.\n\n## Design notes');
    // Untouched sections keep their hand formatting (unpadded tables, `*` bullets).
    expect(section(out, 'Source data-layer sites')).toBe(section(handFormatted, 'Source data-layer sites'));
    expect(section(out, 'Design notes')).toBe(section(handFormatted, 'Design notes'));
    const reread = parseState(out);
    expect(reread.decisions.map((d) => d.surface)).toEqual(['products', 'services', 'prices', 'brand']);
    expect(reread.progress.find((p) => p.step === 'vendor-removal')?.status).toBe('done');
    expect(serializeState(reread, out)).toBe(out);
  });
});

describe('a state file edited into nonsense', () => {
  const expected = JSON.parse(readFileSync(path.join(FIXTURES, 'invalid', 'expected.json'), 'utf8')) as Record<string, { line: number; says: string }>;

  it.each(Object.entries(expected))('%s: a ToolError naming the file and line', (name, want) => {
    const md = readFileSync(path.join(FIXTURES, 'invalid', name), 'utf8');
    let error: unknown;
    try {
      parseState(md, name);
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ToolError);
    const e = error as ToolError;
    expect(e.exitCode).toBe(2);
    expect(e.line).toBe(want.line);
    expect(e.oneLine()).toContain(`${name}:${want.line}: `);
    expect(e.message).toContain(want.says);
    // Writing with it as `previous` refuses too, so the file is never overwritten.
    expect(() => serializeState(parseState(handFormatted), md)).toThrow(ToolError);
  });

  it('status prints one line with the line number, exits 2, and leaves the file as it was', async () => {
    const md = readFileSync(path.join(FIXTURES, 'invalid', 'decision-maybe.md'), 'utf8');
    const dir = await tempSite({ [STATE_FILE]: md });
    const r = await runCli(['status', dir, '--json']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr.split('\n')).toHaveLength(1);
    expect(r.stderr).toContain(`${STATE_FILE}:8:`);
    expect(await readFile(path.join(dir, STATE_FILE), 'utf8')).toBe(md);
  });
});
