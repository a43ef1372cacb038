import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { foldTimedGates } from '../../../src/codemods/timed-gates/index.js';
import { printLikeSource } from '../../../src/convert/print.js';
import { parseSource } from '../../../src/load/parse.js';
import { REPO } from '../../helpers/build-theme.js';
import { runFixturePairs } from '../../helpers/fixture-pairs.js';

const DIR = path.join(REPO, 'fixtures', 'codemods', 'timed-gates');

function parse(text: string, file: string) {
  const parsed = parseSource(file, text, 'edit');
  if (!parsed.ok) throw new Error(parsed.diagnostic.message);
  return parsed.ast;
}

function transform(text: string, file: string, modules: Record<string, string> = {}) {
  const ast = parse(text, file);
  const folded = foldTimedGates(ast, (name) => (modules[name] ? parse(modules[name], `src/${name}.jsx`) : null));
  return { text: folded.length ? printLikeSource(ast, text) : text, folded };
}

/** fixtures/codemods/timed-gates/<case>.input.<ext> → <case>.output.<ext>, each run twice. */
runFixturePairs('timed-gates: an intro drawn instead of the site until a timer runs out', DIR, (input, c) => transform(input, `src/case.${c.ext}`).text);

describe('foldTimedGates', () => {
  const frame = [
    'import { useState } from "react";',
    'import Intro from "./Intro";',
    'export default function Shell({ children }) {',
    '  const [intro, setIntro] = useState(true);',
    '  if (intro) return <Intro onFinish={() => setIntro(false)} />;',
    '  return <main>{children}</main>;',
    '}',
    '',
  ].join('\n');

  it('follows the intro into its own module, and names the flag, its line and the intro', () => {
    const timed = 'export default function Intro({ onFinish }) { useEffect(() => { const t = setTimeout(onFinish, 10); setTimeout(() => onFinish(), 3000); }, []); return <div />; }';
    const r = transform(frame, 'src/Shell.jsx', { Intro: timed });
    expect(r.folded).toEqual([{ line: 4, state: 'intro', intro: 'Intro' }]);
    expect(r.text).not.toContain('if (intro)');
  });

  it('keeps the gate when the intro module is not found, or calls the prop from a click', () => {
    expect(transform(frame, 'src/Shell.jsx').folded).toEqual([]);
    const clicked = 'export default function Intro({ onFinish }) { setTimeout(() => onFinish(), 3000); return <button onClick={() => onFinish()}>Skip</button>; }';
    expect(transform(frame, 'src/Shell.jsx', { Intro: clicked }).folded).toEqual([]);
  });
});
