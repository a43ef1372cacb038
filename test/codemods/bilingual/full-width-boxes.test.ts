import { describe, expect, it } from 'vitest';
import { BORDER_BOX_EVERYWHERE } from '../../../src/codemods/bilingual/full-width-boxes.js';

describe('a site that sizes every element border-box (full-width-boxes.ts)', () => {
  it('is told by a universal rule or a Tailwind base layer', () => {
    expect(BORDER_BOX_EVERYWHERE.test('*, *::before, *::after {\n  box-sizing: border-box;\n}\n')).toBe(true);
    expect(BORDER_BOX_EVERYWHERE.test('html { color: #222 }\n* { margin: 0; box-sizing: border-box }\n')).toBe(true);
    expect(BORDER_BOX_EVERYWHERE.test('@tailwind base;\n@tailwind components;\n')).toBe(true);
    expect(BORDER_BOX_EVERYWHERE.test('@import "tailwindcss";\n')).toBe(true);
  });

  it('is not told by one rule of its own', () => {
    expect(BORDER_BOX_EVERYWHERE.test('.card { box-sizing: border-box; width: 100%; }\n')).toBe(false);
    expect(BORDER_BOX_EVERYWHERE.test('.grid > * { display: block }\n.tile { box-sizing: border-box }\n')).toBe(false);
  });
});
