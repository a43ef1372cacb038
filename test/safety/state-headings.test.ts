import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../src/diagnostics/tool-error.js';
import { misspeltSection, parseState, STATE_FILE } from '../../src/state/index.js';
import { runCli } from '../helpers/cli.js';
import { FIXTURES, tempSite } from '../state/helpers.js';

const handFormatted = readFileSync(path.join(FIXTURES, 'valid', 'hand-formatted.md'), 'utf8');

describe('a misspelt section heading in THEME_CONVERSION.md', () => {
  it('names the section it misspells, and only a near miss', () => {
    expect(misspeltSection('Surface decisons')).toBe('Surface decisions');
    expect(misspeltSection('limitation')).toBe('Limitations');
    expect(misspeltSection('Client contacts')).toBeNull();
    expect(misspeltSection('Design')).toBeNull();
  });

  it('is refused with file:line (exit 2) instead of reading the decisions as unanswered', async () => {
    const typo = handFormatted.replace('## Surface decisions', '## Surface decisons');
    const line = typo.slice(0, typo.indexOf('## Surface decisons')).split('\n').length;
    const err = (() => { try { parseState(typo); } catch (e) { return e; } })();
    expect(err).toBeInstanceOf(ToolError);
    expect((err as ToolError).oneLine()).toBe(`${STATE_FILE}:${line}: the heading \`## Surface decisons\` is not a section the tool reads: did you mean \`## Surface decisions\`? (correct the heading; until then what is under it would be ignored)`);

    const dir = await tempSite({ [STATE_FILE]: typo });
    const r = await runCli(['status', dir]);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain(`${STATE_FILE}:${line}:`);
  });

  it('a section of its own with any other name is still kept', () => {
    expect(() => parseState(handFormatted)).not.toThrow();
  });
});
