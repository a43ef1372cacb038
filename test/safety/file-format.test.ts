import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runConvert } from '../../src/convert/run-convert.js';
import { defineStep } from '../../src/convert/step.js';
import { memoryLogger } from '../../src/infra/logger.js';
import { decodeText, encodeDiskText, toDiskText } from '../../src/load/text-format.js';
import { minimalAnalysis, smallSite } from '../convert/support.js';

/** Appends one line to each file it is given, and adds an import to a script through its AST. */
const appendLines = (files: string[], astFile: string) =>
  defineStep({
    id: 'append-lines',
    description: 'test: touch files of every format',
    needs: [],
    run({ tree }) {
      for (const f of files) {
        const text = tree.read(f)!;
        if (!text.includes('added by the step')) tree.write(f, `${text}${f.endsWith('.css') ? '/* added by the step */' : '# added by the step'}\n`);
      }
      const ast = tree.ast(astFile)!;
      if (!ast.program.body.some((s) => s.type === 'ImportDeclaration')) {
        ast.program.body.unshift({ type: 'ImportDeclaration', specifiers: [], source: { type: 'StringLiteral', value: './side-effect.js' } } as never);
        tree.writeAst(astFile, ast);
      }
      return { status: 'applied' };
    },
  });

const write = (dir: string, rel: string, bytes: Buffer | string) => {
  mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  writeFileSync(path.join(dir, rel), bytes);
};

describe('the read/write layer keeps how each touched file sits on disk', () => {
  it('decodes and re-encodes Latin-1, BOM and CRLF faithfully', () => {
    const latin = Buffer.from('caf\xe9\r\nse\xf1or\r\n', 'latin1');
    const d = decodeText(latin);
    expect(d.text).toBe('café\nseñor\n');
    expect(d.format).toEqual({ encoding: 'latin1', bom: false, eol: 'crlf' });
    expect(encodeDiskText(toDiskText(d.text, d.format), d.format).bytes.equals(latin)).toBe(true);

    const bom = Buffer.from('\uFEFFbody { color: red }\n', 'utf8');
    const b = decodeText(bom);
    expect(b.text).toBe('body { color: red }\n');
    expect(encodeDiskText(toDiskText(b.text, b.format), b.format).bytes.equals(bom)).toBe(true);

    // A file with mixed line ends is left exactly as it is.
    const mixed = decodeText(Buffer.from('a\r\nb\nc\r\n'));
    expect(mixed.format.eol).toBe('lf');
    expect(mixed.text).toBe('a\r\nb\nc\r\n');
    // A Latin-1 file that gains characters Latin-1 cannot hold is written as UTF-8 (nothing lost).
    expect(encodeDiskText('café مرحبا', d.format).encoding).toBe('utf8');
  });

  it('Latin-1 stays Latin-1, CRLF stays CRLF (a small diff), a BOM stays, 0755 stays', async () => {
    const dir = smallSite();
    const latinSource = Buffer.from('# Caf\xe9 ni\xf1o \xa9 2024\nexport LABEL="Se\xf1or"\n', 'latin1');
    write(dir, 'notes/legacy.txt', latinSource);
    const crlfLines = ['export function total(items) {', '  let sum = 0;', '  for (const item of items) {', '    sum += item.price;', '  }', '  return sum;', '}', '', 'export const currency = "USD";'];
    write(dir, 'src/lib/total.js', crlfLines.join('\r\n') + '\r\n');
    write(dir, 'src/bom.css', '\uFEFFbody { margin: 0 }\n');
    write(dir, 'scripts/deploy.sh', '#!/bin/sh\necho deploy\n');
    chmodSync(path.join(dir, 'scripts/deploy.sh'), 0o755);

    const step = appendLines(['notes/legacy.txt', 'src/bom.css', 'scripts/deploy.sh'], 'src/lib/total.js');
    const run = await runConvert(dir, { yes: true, force: true, analyze: minimalAnalysis, steps: [step] }, memoryLogger());
    expect(run.exitCode).toBe(0);

    expect(readFileSync(path.join(dir, 'notes/legacy.txt')).equals(Buffer.concat([latinSource, Buffer.from('# added by the step\n', 'latin1')]))).toBe(true);

    const crlf = readFileSync(path.join(dir, 'src/lib/total.js'), 'utf8');
    expect(crlf).toBe(['import "./side-effect.js";', ...crlfLines].join('\r\n') + '\r\n');
    const fileDiff = run.diff.split(/(?=^diff --git )/m).find((p) => p.startsWith('diff --git a/src/lib/total.js'))!;
    expect(fileDiff.split('\n').filter((l) => /^[+-][^+-]/.test(l))).toHaveLength(1);

    expect(readFileSync(path.join(dir, 'src/bom.css')).subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(true);
    expect(readFileSync(path.join(dir, 'src/bom.css'), 'utf8')).toBe('\uFEFFbody { margin: 0 }\n/* added by the step */\n');

    expect(statSync(path.join(dir, 'scripts/deploy.sh')).mode & 0o777).toBe(0o755);
    expect(readFileSync(path.join(dir, 'scripts/deploy.sh'), 'utf8')).toBe('#!/bin/sh\necho deploy\n# added by the step\n');

    // A second run changes nothing.
    const again = await runConvert(dir, { yes: true, force: true, analyze: minimalAnalysis, steps: [step] }, memoryLogger());
    expect(again.changes).toEqual([]);
  });
});
