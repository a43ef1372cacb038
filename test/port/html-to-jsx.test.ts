import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync, existsSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parse as babelParse } from '@babel/parser';
import { htmlToJsx } from '../../src/port/jsx/html-to-jsx.js';
import { LinkResolver } from '../../src/port/links.js';

const DIR = path.resolve(__dirname, '../../fixtures/port/html-to-jsx');
const cases = readdirSync(DIR).filter((f) => f.endsWith('.input.html')).map((f) => f.replace('.input.html', ''));

/** The fixture pages live in a tiny site with these pages. */
function convert(html: string) {
  const links = new LinkResolver(new Set(['/', '/about']), new Set(['index.html', 'about.html']));
  const r = htmlToJsx(html, { file: 'page.html', resolveLink: (href, line) => links.resolve(href, 'page.html', 'page.html', line) });
  const body = [
    r.jsx,
    r.styles.length ? `/* styles:\n${r.styles.join('\n').replace(/\*\//g, '* /')}\n*/` : '',
    r.notes.length ? `/* notes:\n${r.notes.map((n) => `${n.line} ${n.kind}: ${n.message}`).join('\n').replace(/\*\//g, '* /')}\n*/` : '',
  ].filter(Boolean).join('\n');
  return body + '\n';
}

describe('html → jsx fixture pairs', () => {
  it('has cases', () => expect(cases.length).toBeGreaterThanOrEqual(6));
  for (const c of cases) {
    it(c, () => {
      const input = readFileSync(path.join(DIR, `${c}.input.html`), 'utf8');
      const first = convert(input);
      // Deterministic: a second run over the same input gives the same bytes.
      expect(convert(input)).toBe(first);
      const outFile = path.join(DIR, `${c}.output.jsx`);
      // PC_UPDATE_FIXTURES=1 rewrites the expected outputs (review the diff before committing).
      if (process.env.PC_UPDATE_FIXTURES) writeFileSync(outFile, first);
      expect(existsSync(outFile), `${c}.output.jsx is missing`).toBe(true);
      expect(first).toBe(readFileSync(outFile, 'utf8'));
      // The JSX is valid: it parses as an expression.
      const jsx = first.slice(0, first.indexOf('\n</>') + 4);
      expect(() => babelParse(`const x = (\n${jsx}\n);`, { sourceType: 'module', plugins: ['jsx'] })).not.toThrow();
    });
  }
});
