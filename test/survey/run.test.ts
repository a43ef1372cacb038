import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../src/diagnostics/tool-error.js';
import { decisionFor, emptyState, SURVEY_SURFACES, setDecision, stateFromAnalysis, type Decision } from '../../src/state/index.js';
import { QUESTIONS, runSurvey, type PromptPort } from '../../src/survey/index.js';
import { loadAnalysis, tempSite } from '../state/helpers.js';

/** A prompt port that answers from a script and records what it was asked. */
function scripted(answers: Partial<Record<string, Decision>>) {
  const asked: { message: string; default: Decision; choices: string[] }[] = [];
  const port: PromptPort = {
    async select(q) {
      asked.push({ message: q.message, default: q.default, choices: q.choices.map((c) => c.value) });
      const surface = QUESTIONS.find((x) => q.message.startsWith(x.message))!.surface;
      return answers[surface] ?? q.default;
    },
  };
  return { port, asked };
}

async function answersFile(json: unknown): Promise<string> {
  const dir = await tempSite({});
  const file = path.join(dir, 'answers.json');
  await writeFile(file, typeof json === 'string' ? json : JSON.stringify(json));
  return file;
}

async function caught(p: Promise<unknown>): Promise<ToolError> {
  try {
    await p;
  } catch (e) {
    if (e instanceof ToolError) return e;
    throw e;
  }
  throw new Error('expected a ToolError');
}

describe('survey questions', () => {
  it('has one question per surface of spec §1 rule 3, each offering dynamic, static and drop', () => {
    expect(QUESTIONS.map((q) => q.surface)).toEqual([...SURVEY_SURFACES]);
    for (const q of QUESTIONS) expect(Object.keys(q.choices)).toEqual(['dynamic', 'static', 'drop']);
  });
});

describe('runSurvey', () => {
  it('--yes takes the spec defaults for a store that sells online, with the analysis as evidence', async () => {
    const analysis = await loadAnalysis('online-store');
    const state = await runSurvey({ analysis, state: stateFromAnalysis(analysis, null), yes: true, isTTY: false });
    const decided = Object.fromEntries(state.decisions.map((d) => [d.surface, d.decision]));
    expect(decided).toEqual({
      products: 'dynamic', services: 'drop', prices: 'dynamic', 'cart-checkout': 'dynamic', 'delivery-payments': 'dynamic',
      forms: 'dynamic', content: 'dynamic', 'missing-pages': 'dynamic', 'editable-fields': 'dynamic', languages: 'dynamic', brand: 'dynamic',
    });
    const why = (s: string) => state.decisions.find((d) => d.surface === s)!.why;
    expect(why('products')).toContain('5 product reads in 4 files');
    expect(why('cart-checkout')).toContain('pages: cart');
    expect(why('cart-checkout')).toContain('1 order write');
    expect(why('missing-pages')).toContain('missing: checkout, order-status');
  });

  it('--yes on a brochure site: no services, cart or delivery; forms still go to useLead', async () => {
    const analysis = await loadAnalysis('brochure-site');
    const state = await runSurvey({ analysis, state: emptyState(), yes: true, isTTY: false });
    expect(decisionFor(state, 'services')).toBe('drop');
    expect(decisionFor(state, 'cart-checkout')).toBe('drop');
    expect(decisionFor(state, 'delivery-payments')).toBe('drop');
    expect(decisionFor(state, 'forms')).toBe('dynamic');
    expect(state.decisions.find((d) => d.surface === 'services')!.why).toContain('no services found');
  });

  it('services default to dynamic when the analysis shows services', async () => {
    const analysis = await loadAnalysis('brochure-site');
    analysis.dataSites.push({ file: 'src/pages/services.tsx', line: 8, vendor: 'fetch', kind: 'read', entity: 'Service', surface: 'services', sdkEquivalent: 'useProducts' });
    const state = await runSurvey({ analysis, state: emptyState(), yes: true });
    expect(decisionFor(state, 'services')).toBe('dynamic');
  });

  it('a scripted prompt is asked only what the state file has not answered, with the default preselected', async () => {
    const analysis = await loadAnalysis('online-store');
    const before = emptyState();
    setDecision(before, 'products', 'static', 'decided by hand');
    setDecision(before, 'brand', 'drop', 'decided by hand');
    const { port, asked } = scripted({ services: 'static', languages: 'drop' });
    const state = await runSurvey({ analysis, state: before, prompt: port, isTTY: true });
    expect(asked).toHaveLength(9);
    expect(asked.some((a) => a.message.startsWith('Products'))).toBe(false);
    expect(asked[0].choices).toEqual(['dynamic', 'static', 'drop']);
    expect(asked.find((a) => a.message.startsWith('Cart'))!.default).toBe('dynamic');
    expect(asked.find((a) => a.message.startsWith('Services'))!.message).toContain('Found: no services found');
    expect(decisionFor(state, 'products')).toBe('static');
    expect(decisionFor(state, 'brand')).toBe('drop');
    expect(decisionFor(state, 'services')).toBe('static');
    expect(decisionFor(state, 'languages')).toBe('drop');
    expect(state.decisions.map((d) => d.surface)).toEqual([...SURVEY_SURFACES]);
    // The input state is not mutated.
    expect(before.decisions).toHaveLength(2);
  });

  it('nothing is asked when every surface is answered', async () => {
    const analysis = await loadAnalysis('online-store');
    const full = await runSurvey({ analysis, state: emptyState(), yes: true });
    const { port, asked } = scripted({});
    const again = await runSurvey({ analysis, state: full, prompt: port, isTTY: false });
    expect(asked).toHaveLength(0);
    expect(again.decisions).toEqual(full.decisions);
  });

  it('a valid answers file fills the open surfaces; --yes fills the rest', async () => {
    const analysis = await loadAnalysis('online-store');
    const file = await answersFile({ products: 'static', services: { decision: 'dynamic', why: 'the brand books fittings' } });
    const state = await runSurvey({ analysis, state: emptyState(), answers: file, yes: true, isTTY: false });
    expect(decisionFor(state, 'products')).toBe('static');
    expect(state.decisions.find((d) => d.surface === 'services')!.why).toBe('the brand books fittings');
    expect(state.decisions.find((d) => d.surface === 'products')!.why).toContain('from answers.json');
    expect(decisionFor(state, 'brand')).toBe('dynamic');
  });

  it('an answers file does not override a decision already in the state file', async () => {
    const analysis = await loadAnalysis('online-store');
    const before = emptyState();
    setDecision(before, 'products', 'drop', 'hand edit');
    const file = await answersFile({ products: 'dynamic' });
    const state = await runSurvey({ analysis, state: before, answers: file, yes: true });
    expect(decisionFor(state, 'products')).toBe('drop');
  });

  it.each([
    ['an unknown surface', { product: 'dynamic' }, 'product'],
    ['a bad decision', { brand: 'maybe' }, 'brand'],
    ['a bad nested decision', { forms: { decision: 'sometimes' } }, 'forms.decision'],
    ['an unknown field in an answer', { forms: { decision: 'static', reason: 'x' } }, 'forms.reason'],
    ['a list instead of an object', ['products'], '(top level)'],
  ])('an answers file with %s: one-line error naming the key, exit 2', async (_label, json, key) => {
    const analysis = await loadAnalysis('online-store');
    const file = await answersFile(json);
    const e = await caught(runSurvey({ analysis, state: emptyState(), answers: file, yes: true }));
    expect(e.exitCode).toBe(2);
    expect(e.message).toContain(`key \`${key}\``);
    expect(e.oneLine()).toContain('answers.json');
    expect(e.oneLine()).not.toContain('\n');
  });

  it('an answers file that is not JSON: exit 2', async () => {
    const analysis = await loadAnalysis('online-store');
    const e = await caught(runSurvey({ analysis, state: emptyState(), answers: await answersFile('{ products: dynamic'), yes: true }));
    expect(e.exitCode).toBe(2);
    expect(e.message).toContain('not JSON');
  });

  it('with no TTY and neither flag, the survey is refused (exit 3) naming what is open', async () => {
    const analysis = await loadAnalysis('online-store');
    const e = await caught(runSurvey({ analysis, state: emptyState(), isTTY: false }));
    expect(e.exitCode).toBe(3);
    expect(e.oneLine()).toContain('products');
    expect(e.oneLine()).toContain('--yes');
  });

  it('with no TTY, a partial answers file still leaves questions open: refused', async () => {
    const analysis = await loadAnalysis('online-store');
    const e = await caught(runSurvey({ analysis, state: emptyState(), answers: await answersFile({ products: 'dynamic' }), isTTY: false }));
    expect(e.exitCode).toBe(3);
    expect(e.message).not.toContain('products,');
    expect(e.message).toContain('10 unanswered');
  });
});
