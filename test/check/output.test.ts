import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import AjvDraft04 from 'ajv-draft-04';
import ajvFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';

const require = createRequire(import.meta.url);
/** The official SARIF 2.1.0 schema (draft-04), as shipped by Microsoft's SARIF matchers. */
const schema = JSON.parse(readFileSync(require.resolve('@microsoft/jest-sarif/lib/schemas/sarif-2.1.0-rtm.5.json'), 'utf8')) as object;
// Both packages are CommonJS; under NodeNext the default import is module.exports, whose `default` is the export.
const ajv = new AjvDraft04.default({ allErrors: true, strict: false, unicodeRegExp: false });
ajvFormats.default(ajv as never);
const validateSarif = ajv.compile(schema);

const VIOLATING = 'fixtures/review/no-foreign-api/calls';
const VALID = 'fixtures/review/_valid-theme';

describe('check output', () => {
  it('text: one line per finding on stdout (file:line:col severity id message (hint)), exit 1', async () => {
    const r = await runCli(['check', VIOLATING]);
    expect(r.code).toBe(1);
    expect(r.stderr).toBe('');
    expect(r.stdout).toMatch(/^src\/pages\/Shop\.jsx:8:5: error no-foreign-api: `fetch` calls a network API directly \(read and write through platform-sdk hooks/m);
    expect(r.stdout).toMatch(/^check failed: \d+ error\(s\)/m);
  });

  it('json: diagnostics and a summary on stdout alone', async () => {
    const r = await runCli(['check', VIOLATING, '--json']);
    expect(r.code).toBe(1);
    const out = JSON.parse(r.stdout) as { diagnostics: { ruleId: string; messageId: string; file: string; line: number; column: number; severity: string }[]; summary: { errors: number } };
    expect(out.summary.errors).toBe(out.diagnostics.filter((d) => d.severity === 'error').length);
    expect(out.diagnostics).toContainEqual(expect.objectContaining({ ruleId: 'no-foreign-api', messageId: 'beacon', file: 'src/pages/Shop.jsx', line: 13, column: 5 }));
    expect(out.diagnostics).toContainEqual(expect.objectContaining({ ruleId: 'manifest', messageId: 'missingFile', file: 'platform.json' }));
  });

  it('--format json is the same as --json', async () => {
    const a = await runCli(['check', VIOLATING, '--json']);
    const b = await runCli(['check', VIOLATING, '--format', 'json']);
    expect(JSON.parse(b.stdout)).toEqual(JSON.parse(a.stdout));
  });

  it('sarif: validates against the SARIF 2.1.0 schema, with rules carrying docs and located results', async () => {
    const r = await runCli(['check', VIOLATING, '--format', 'sarif']);
    expect(r.code).toBe(1);
    const log = JSON.parse(r.stdout);
    const ok = validateSarif(log);
    expect(validateSarif.errors ?? [], JSON.stringify(validateSarif.errors?.slice(0, 5))).toEqual([]);
    expect(ok).toBe(true);
    // The validator does reject a log the schema forbids (a driver needs a name).
    expect(validateSarif({ version: '2.1.0', runs: [{ tool: { driver: {} } }] })).toBe(false);
    const run = log.runs[0];
    const rule = run.tool.driver.rules.find((x: { id: string }) => x.id === 'no-foreign-api');
    expect(rule.shortDescription.text).toMatch(/network call/);
    expect(rule.help.text).toMatch(/^Why: .*\nFix: /s);
    type R = { ruleId: string; properties: { messageId: string }; locations: { physicalLocation: { artifactLocation: { uri: string } } }[] };
    const result = run.results.find((x: R) => x.ruleId === 'no-foreign-api' && x.properties.messageId === 'fetch' && x.locations[0].physicalLocation.artifactLocation.uri === 'src/pages/Shop.jsx');
    expect(result.level).toBe('error');
    expect(run.tool.driver.rules[result.ruleIndex].id).toBe('no-foreign-api');
    expect(result.locations[0].physicalLocation).toEqual({ artifactLocation: { uri: 'src/pages/Shop.jsx', uriBaseId: 'SRCROOT' }, region: { startLine: 8, startColumn: 5 } });
  });

  it('sarif of a passing theme is valid and empty; exit 0', async () => {
    const r = await runCli(['check', VALID, '--format', 'sarif']);
    expect(r.code).toBe(0);
    const log = JSON.parse(r.stdout);
    expect(validateSarif(log)).toBe(true);
    expect(log.runs[0].results).toEqual([]);
  });

  it('an unknown format is bad usage: exit 2', async () => {
    const r = await runCli(['check', VALID, '--format', 'xml']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
  });

  it('a missing folder is bad input: one line, exit 2', async () => {
    const r = await runCli(['check', 'fixtures/review/no-such-theme']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('platform-convert: no such folder: fixtures/review/no-such-theme (give the path of the site to convert)');
  });
});
