import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runConvert } from '../../src/convert/run-convert.js';
import { defineStep, type ConvertStep } from '../../src/convert/step.js';
import { memoryLogger } from '../../src/infra/logger.js';
import { minimalAnalysis, smallSite } from './support.js';

/** Two steps that share a file: the second edits what the first read. */
const stamp = defineStep({
  id: 'stamp',
  description: 'adds a marker line to README.md',
  needs: ['analysis'],
  run({ tree }) {
    const text = tree.read('README.md') ?? '';
    if (text.includes('stamped')) return { status: 'unnecessary' };
    tree.write('README.md', `${text}stamped\n`);
    return { status: 'applied' };
  },
});
const sign = defineStep({
  id: 'sign',
  description: 'appends a signature to README.md',
  needs: ['decisions'],
  run({ tree }) {
    const text = tree.read('README.md') ?? '';
    if (text.endsWith('-- signed\n')) return { status: 'unnecessary' };
    tree.write('README.md', `${text}-- signed\n`);
    return { status: 'applied' };
  },
});
const boom = defineStep({
  id: 'boom',
  description: 'stages an edit, then throws',
  needs: [],
  run({ tree }) {
    tree.write('src/App.tsx', 'broken');
    throw new Error('something went wrong');
  },
});

const run = (dir: string, steps: ConvertStep[], opts = {}) => runConvert(dir, { yes: true, force: true, analyze: minimalAnalysis, steps, ...opts }, memoryLogger());

describe('the step pipeline', () => {
  it('records each step in Progress; a second run skips steps whose inputs are as the last run left them', async () => {
    const dir = smallSite();
    const first = await run(dir, [stamp, sign]);
    expect(first.outcomes.map((o) => o.status)).toEqual(['applied', 'applied']);
    expect(readFileSync(path.join(dir, 'README.md'), 'utf8')).toBe('stamped\n-- signed\n');
    const second = await run(dir, [stamp, sign]);
    expect(second.outcomes.map((o) => o.status)).toEqual(['unchanged', 'unchanged']);
    expect(second.changes).toEqual([]);
  });

  it('re-runs only from the step whose input changed', async () => {
    const dir = smallSite();
    await run(dir, [stamp, sign]);
    writeFileSync(path.join(dir, 'README.md'), 'hello\n');
    const again = await run(dir, [stamp, sign]);
    expect(again.outcomes.map((o) => o.status)).toEqual(['applied', 'applied']);
    expect(readFileSync(path.join(dir, 'README.md'), 'utf8')).toBe('hello\nstamped\n-- signed\n');
  });

  it('a decision edited by hand in the state file runs the steps that need decisions again', async () => {
    const dir = smallSite();
    await run(dir, [stamp, sign]);
    const file = path.join(dir, 'THEME_CONVERSION.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace(/\| services(\s+)\| drop(\s+)\|/, '| services$1| static$2|'));
    const again = await run(dir, [stamp, sign]);
    expect(again.state.decisions.find((d) => d.surface === 'services')?.decision).toBe('static');
    expect(again.outcomes.map((o) => o.status)).toEqual(['unchanged', 'unnecessary']);
  });

  it('a step that throws is failed with its message, its staged edits are dropped, later steps stay pending', async () => {
    const dir = smallSite();
    const r = await run(dir, [boom, stamp]);
    expect(r.exitCode).toBe(1);
    expect(r.outcomes).toHaveLength(1);
    expect(r.outcomes[0]).toMatchObject({ id: 'boom', status: 'failed', error: 'something went wrong' });
    expect(readFileSync(path.join(dir, 'src/App.tsx'), 'utf8')).toContain('<Routes>');
    expect(r.state.progress).toEqual([
      { step: 'boom', status: 'failed', note: 'something went wrong' },
      { step: 'stamp', status: 'pending' },
    ]);
  });
});

describe('recorded step inputs (THEME_CONVERSION.inputs.json)', () => {
  it('a lost or mangled inputs file only makes the steps run again, with nothing to change', async () => {
    const dir = smallSite();
    await run(dir, [stamp, sign]);
    const file = path.join(dir, 'THEME_CONVERSION.inputs.json');
    expect(JSON.parse(readFileSync(file, 'utf8'))).toHaveProperty('stamp.hash');
    writeFileSync(file, '{ not json');
    const again = await run(dir, [stamp, sign]);
    expect(again.outcomes.map((o) => o.status)).toEqual(['unnecessary', 'unnecessary']);
    expect(again.changes.map((c) => ('path' in c ? c.path : c.to))).toEqual(['THEME_CONVERSION.inputs.json']);
    expect(readFileSync(path.join(dir, 'README.md'), 'utf8')).toBe('stamped\n-- signed\n');
    const third = await run(dir, [stamp, sign]);
    expect(third.outcomes.map((o) => o.status)).toEqual(['unchanged', 'unchanged']);
    expect(third.changes).toEqual([]);
  });
});

describe('answered Open questions', () => {
  /** A step that asks a question and writes the answer once a person gives it. */
  const ask = defineStep({
    id: 'ask',
    description: 'asks for a motto and writes it into README.md',
    needs: ['decisions'],
    run({ tree, state }) {
      const q = state.openQuestions.find((x) => x.startsWith('README.md: the motto?'));
      const answer = q?.split('?').pop()?.trim();
      if (!answer) return { status: 'partial', openQuestions: ['README.md: the motto?'] };
      const text = tree.read('README.md') ?? '';
      if (text.includes(answer)) return { status: 'unnecessary' };
      tree.write('README.md', `${text}${answer}\n`);
      return { status: 'applied' };
    },
  });

  it('an answer written after a question mark in the state file runs the step again; an unanswered one does not', async () => {
    const dir = smallSite();
    await run(dir, [ask]);
    expect((await run(dir, [ask])).outcomes[0].status).toBe('unchanged');
    const file = path.join(dir, 'THEME_CONVERSION.md');
    writeFileSync(file, readFileSync(file, 'utf8').replace('README.md: the motto?', 'README.md: the motto? Made by hand'));
    const again = await run(dir, [ask]);
    expect(again.outcomes[0].status).toBe('applied');
    expect(readFileSync(path.join(dir, 'README.md'), 'utf8')).toContain('Made by hand');
    expect((await run(dir, [ask])).outcomes[0].status).toBe('unchanged');
  });
  it('a Limitations row points at its line in the file as the run leaves it, though later steps added lines above', async () => {
    // The first step reports a line of the text it found; the second adds two imports above it.
    const note = defineStep({
      id: 'note',
      description: 'reports the contact address as a limitation',
      needs: [],
      run({ tree }) {
        const text = tree.read('src/pages/Contact.tsx') ?? '';
        const line = text.split('\n').findIndex((l) => l.includes('hello@example.com')) + 1;
        return { status: 'partial', limitations: [{ file: 'src/pages/Contact.tsx', line, what: 'a hard-coded address', why: 'a test' }] };
      },
    });
    const imports = defineStep({
      id: 'imports',
      description: 'adds two imports to Contact.tsx',
      needs: [],
      run({ tree }) {
        tree.write('src/pages/Contact.tsx', `import a from "a";\nimport b from "b";\n${tree.read('src/pages/Contact.tsx')}`);
        return { status: 'applied' };
      },
    });
    const dir = smallSite();
    const r = await run(dir, [note, imports]);
    const row = r.state.limitations.find((l) => l.what === 'a hard-coded address')!;
    const final = readFileSync(path.join(dir, 'src/pages/Contact.tsx'), 'utf8').split('\n');
    expect(row.line).toBe(4);
    expect(final[row.line - 1]).toContain('hello@example.com');
  });
});
