import { diffLines } from 'diff';
import { describe, expect, it } from 'vitest';
import { carriedLine, carryLines } from '../../src/convert/limitation-lines.js';

const lines = (...xs: string[]) => xs.map((x) => `${x}\n`).join('');

describe('limitation lines carried to the text a run leaves', () => {
  const before = lines('import a from "a";', '', 'export function Page() {', '  const x = legacyCall();', '  return x;', '}');

  it('follows a line down when lines are added above it', () => {
    const after = lines('import a from "a";', 'import { t } from "./i18n";', 'import { useThing } from "sdk";', '', 'export function Page() {', '  const x = legacyCall();', '  return x;', '}');
    expect(carriedLine(diffLines(before, after), 4)).toBe(6);
    expect(carriedLine(diffLines(before, after), 1)).toBe(1);
  });

  it('follows a line up when lines above it went', () => {
    const after = lines('export function Page() {', '  const x = legacyCall();', '  return x;', '}');
    expect(carriedLine(diffLines(before, after), 4)).toBe(2);
  });

  it('a changed line lands on the line that replaced it; a removed one on the line after', () => {
    const changed = lines('import a from "a";', '', 'export function Page() {', '  const x = useThing();', '  return x;', '}');
    expect(carriedLine(diffLines(before, changed), 4)).toBe(4);
    const removed = lines('import a from "a";', '', 'export function Page() {', '  return null;', '}');
    expect(carriedLine(diffLines(before, removed), 5)).toBe(4);
  });

  it('carries rows in place, leaves rows of a file that is gone or unchanged, and rows without a line', () => {
    const after = lines('// a marker', ...before.trimEnd().split('\n'));
    const moved = { file: 'src/Page.tsx', line: 4 };
    const gone = { file: 'src/Old.tsx', line: 4 };
    const same = { file: 'src/Same.tsx', line: 4 };
    const whole = { file: 'src/Page.tsx', line: 0 };
    carryLines([[moved, before], [gone, before], [same, before], [whole, before]], (f) => (f === 'src/Page.tsx' ? after : f === 'src/Same.tsx' ? before : undefined));
    expect([moved.line, gone.line, same.line, whole.line]).toEqual([5, 4, 4, 0]);
  });
});
