import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { emptyState, parseState, serializeState, setDecision, setProgress, stateFromAnalysis } from '../../src/state/index.js';
import { runSurvey } from '../../src/survey/index.js';
import { FIXTURES, loadAnalysis } from './helpers.js';

const valid = readdirSync(path.join(FIXTURES, 'valid')).filter((f) => f.endsWith('.md'));

/** Both round trips: with the file as `previous`, and (for our own output) from the model alone. */
function expectRoundTrip(md: string, ownOutput: boolean) {
  const state = parseState(md);
  expect(serializeState(state, md)).toBe(md);
  if (ownOutput) {
    expect(serializeState(state)).toBe(md);
    expect(parseState(serializeState(state))).toEqual(state);
  }
}

describe('state file round trip', () => {
  it.each(valid)('hand-written fixtures/state/valid/%s is written back byte for byte', (name) => {
    expectRoundTrip(readFileSync(path.join(FIXTURES, 'valid', name), 'utf8'), false);
  });

  it('an empty state round-trips, with every section in DESIGN §5 order', () => {
    const md = serializeState(emptyState());
    expectRoundTrip(md, true);
    const headings = md.split('\n').filter((l) => l.startsWith('## ')).map((l) => l.slice(3));
    expect(headings).toEqual(['Identity', 'Language status', 'Source data-layer sites', 'Pages', 'Missing pages',
      'Surface decisions', 'Design notes', 'Open questions', 'Limitations', 'Progress']);
  });

  it.each(['online-store', 'brochure-site'])('the states built from the %s analysis and its survey round-trip', async (name) => {
    const analysis = await loadAnalysis(name);
    const fresh = stateFromAnalysis(analysis, null);
    expectRoundTrip(serializeState(fresh), true);
    const surveyed = await runSurvey({ analysis, state: fresh, yes: true });
    const md = serializeState(surveyed, serializeState(fresh));
    expectRoundTrip(md, true);
    setProgress(surveyed, 'bundler-config', 'done', 'alias `@`, base `./`');
    setProgress(surveyed, 'vendor-removal', 'failed', 'src/a.js | did not parse');
    const later = serializeState(surveyed, md);
    expectRoundTrip(later, true);
    // Re-analysing the same source changes nothing in the file.
    expect(serializeState(stateFromAnalysis(analysis, parseState(later)), later)).toBe(later);
  });

  it('awkward values survive: pipes, backticks, empty cells, multi-line notes', () => {
    const s = emptyState();
    s.identity = { name: 'Ward & Co', 'source folder': 'ward' };
    s.language = { status: 'partial', languages: ['ar', 'en'], note: 'Arabic only on the home page' };
    s.dataSites = [{ file: 'src/a|b.js', line: 3, vendor: 'fetch', kind: 'read', entity: null, surface: 'other', sdkEquivalent: 'none', status: 'kept as `fetch`' }];
    s.pages = [{ file: 'src/pages/[slug].tsx', route: null, class: 'content', canonical: null, becomes: 'static *editable* page' }];
    s.designNotes = ['Colors: `#fff` on `#000`', 'Two lines\nin one note'];
    s.openQuestions = ['Keep the 3D viewer (`three`)?'];
    setDecision(s, 'languages', 'static', 'a \\| b');
    expectRoundTrip(serializeState(s), true);
  });

  it("after the retrofit, Language status gives the theme's languages and the source's on a line of their own", () => {
    const s = emptyState();
    s.language = { status: 'bilingual', languages: ['en'], themeLanguages: ['ar', 'en'], note: 'the theme is bilingual' };
    const md = serializeState(s);
    expect(md).toContain('- status: bilingual\n- languages: ar, en\n- source languages: en\n');
    expectRoundTrip(md, true);
    // A file written before: its languages are the source's.
    const older = parseState(md.replace('- languages: ar, en\n- source languages: en\n', '- languages: en\n'));
    expect(older.language).toMatchObject({ languages: ['en'] });
    expect(older.language.themeLanguages).toBeUndefined();
    // A theme in the source's own languages needs no second line.
    s.language = { status: 'bilingual', languages: ['ar', 'en'], themeLanguages: ['ar', 'en'] };
    expect(serializeState(s)).not.toContain('source languages');
  });
});

