import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MAX_ANSWERS_BYTES, MAX_WHY_CHARS, parseAnswers, readAnswersFile } from '../../src/survey/answers-file.js';
import { ToolError } from '../../src/diagnostics/tool-error.js';
import { tempDir } from '../convert/support.js';

const failure = async (p: Promise<unknown>) => (await p.then(() => null, (e: unknown) => e)) as ToolError;

describe('--answers is bounded', () => {
  it('a 10 MB answers file is refused in one line before it is read (exit 2)', async () => {
    const file = path.join(tempDir('answers'), 'huge.json');
    writeFileSync(file, JSON.stringify({ products: { decision: 'dynamic', why: 'x'.repeat(10 * 1024 * 1024) } }));
    const err = await failure(readAnswersFile(file));
    expect(err).toBeInstanceOf(ToolError);
    expect(err.exitCode).toBe(2);
    expect(err.oneLine()).toMatch(new RegExp(`huge\\.json: the answers file is \\d+ bytes; an answers file is at most ${MAX_ANSWERS_BYTES}`));
  });

  it('a why over the limit names its surface; one at the limit is taken', () => {
    const long = JSON.stringify({ services: { decision: 'drop', why: 'y'.repeat(MAX_WHY_CHARS + 1) } });
    expect(() => parseAnswers(long, 'a.json')).toThrow(/key `services.why`.*at most 2000 characters/);
    expect(parseAnswers(JSON.stringify({ services: { decision: 'drop', why: 'y'.repeat(MAX_WHY_CHARS) } }), 'a.json').services?.why).toHaveLength(MAX_WHY_CHARS);
  });
});
