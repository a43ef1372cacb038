import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ToolError } from '../../src/diagnostics/tool-error.js';
import { decisionFor, emptyState, SURVEY_SURFACES, setDecision, stateFromAnalysis, type Decision } from '../../src/state/index.js';
import { QUESTIONS, questionFor, runSurvey, SurveyCancelled, SurveyInterrupted, type PromptPort } from '../../src/survey/index.js';
import { writeToTemp } from '../helpers/build-theme.js';
import { loadAnalysis, tempSite } from '../state/helpers.js';

interface Asked { message: string; note?: string; default: string; choices: string[]; names: string[] }

/**
 * A prompt port that answers from a script and records what it was asked. `answer` gets the
 * question and the number of the prompt (0-based); the review prompt is answered "<write>".
 */
function scriptedBy(answer: (q: Asked, n: number) => string) {
  const asked: Asked[] = [];
  const port: PromptPort = {
    async select(q) {
      const a: Asked = { message: q.message, note: q.note, default: q.default, choices: q.choices.map((c) => c.value), names: q.choices.map((c) => c.name) };
      asked.push(a);
      return answer(a, asked.length - 1) as never;
    },
  };
  return { port, asked };
}

const surfaceOf = (message: string) => QUESTIONS.find((x) => x.message === message)?.surface;

function scripted(answers: Partial<Record<string, Decision>>) {
  return scriptedBy((q) => {
    const surface = surfaceOf(q.message);
    return surface ? answers[surface] ?? q.default : '<write>';
  });
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
    // Nine questions, then one review of the answers.
    expect(asked).toHaveLength(10);
    expect(asked.some((a) => a.message.startsWith('Products'))).toBe(false);
    expect(asked[0].choices).toEqual(['dynamic', 'static', 'drop']);
    expect(asked[1].choices).toEqual(['dynamic', 'static', 'drop', '<back>']);
    expect(asked.find((a) => a.message.startsWith('Cart'))!.default).toBe('dynamic');
    // The evidence is a note of its own, not part of the question the answer is printed after.
    const services = asked.find((a) => a.message.startsWith('Services'))!;
    expect(services.message).not.toContain('Found');
    expect(services.note).toContain('Found: no services found');
    expect(asked[9].message).toContain('Record these answers');
    expect(asked[9].note).toMatch(/services\s+static/);
    expect(decisionFor(state, 'products')).toBe('static');
    expect(decisionFor(state, 'brand')).toBe('drop');
    expect(decisionFor(state, 'services')).toBe('static');
    expect(decisionFor(state, 'languages')).toBe('drop');
    expect(state.decisions.map((d) => d.surface)).toEqual([...SURVEY_SURFACES]);
    // The input state is not mutated.
    expect(before.decisions).toHaveLength(2);
  });

  it('each choice says what it does for its surface, not only dynamic / static / drop', async () => {
    const analysis = await loadAnalysis('online-store');
    const { port, asked } = scripted({});
    await runSurvey({ analysis, state: emptyState(), prompt: port, isTTY: true });
    const languages = asked.find((a) => surfaceOf(a.message) === 'languages')!;
    expect(languages.names[0]).toMatch(/Arabic and English.*\(default\)/);
    const missing = asked.find((a) => surfaceOf(a.message) === 'missing-pages')!;
    expect(missing.names.join(' | ')).toMatch(/build .*static.*do not add/i);
    for (const a of asked.filter((x) => surfaceOf(x.message))) expect(a.names.slice(0, 3)).not.toContain('dynamic');
  });

  it('"back" returns to the previous question with the answer given there preselected', async () => {
    const analysis = await loadAnalysis('online-store');
    let wentBack = false;
    const { port, asked } = scriptedBy((q, n) => {
      const surface = surfaceOf(q.message);
      if (!surface) return '<write>';
      if (n === 0) return 'static';
      if (n === 1 && !wentBack) { wentBack = true; return '<back>'; }
      return q.default;
    });
    const state = await runSurvey({ analysis, state: emptyState(), prompt: port, isTTY: true });
    expect(surfaceOf(asked[2].message)).toBe(surfaceOf(asked[0].message));
    expect(asked[2].default).toBe('static');
    expect(decisionFor(state, surfaceOf(asked[0].message)!)).toBe('static');
  });

  it('the review can change one answer before anything is recorded', async () => {
    const analysis = await loadAnalysis('online-store');
    let reviews = 0;
    const { port } = scriptedBy((q) => {
      if (surfaceOf(q.message)) return reviews === 1 && surfaceOf(q.message) === 'brand' ? 'static' : q.default;
      reviews += 1;
      return reviews === 1 ? 'brand' : '<write>';
    });
    const state = await runSurvey({ analysis, state: emptyState(), prompt: port, isTTY: true });
    expect(reviews).toBe(2);
    expect(decisionFor(state, 'brand')).toBe('static');
  });

  it('Esc or Ctrl-C stops the survey with exit 130 and keeps the answers given so far', async () => {
    const analysis = await loadAnalysis('online-store');
    const { port } = scriptedBy((q, n) => {
      if (n === 2) throw new SurveyCancelled('Esc');
      return q.default;
    });
    const e = await runSurvey({ analysis, state: emptyState(), prompt: port, isTTY: true }).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(SurveyInterrupted);
    const stop = e as SurveyInterrupted;
    expect(stop.exitCode).toBe(130);
    expect(stop.answered).toBe(2);
    expect(stop.state.decisions.map((d) => d.surface)).toEqual(QUESTIONS.slice(0, 2).map((q) => q.surface));
    expect(stop.oneLine()).toContain('2 answer(s) kept');
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

describe('prices evidence', () => {
  it('names the files whose markup shows a price, whatever feeds them', async () => {
    const { dir, cleanup } = await writeToTemp({
      'package.json': JSON.stringify({ dependencies: { react: '18.2.0', 'react-dom': '18.2.0' } }),
      'src/main.jsx': "import { createRoot } from 'react-dom/client';\nimport App from './App';\ncreateRoot(document.getElementById('root')).render(<App />);\n",
      'src/App.jsx': "import { Card } from './Card';\nconst items = [{ id: 1, name: 'Mug', price: 12 }];\nexport default function App() {\n  return <main>{items.map((p) => <Card key={p.id} item={p} />)}</main>;\n}\n",
      'src/Card.jsx': "export function Card({ item }) {\n  const { name } = item;\n  return (\n    <div>\n      <h3>{name}</h3>\n      <span>€{item.price.toFixed(2)}</span>\n    </div>\n  );\n}\n",
    }, 'price-evidence');
    const { loadSite } = await import('../../src/load/site.js');
    const { analyzeSite } = await import('../../src/analyze/index.js');
    const analysis = await analyzeSite(await loadSite(dir));
    expect(analysis.priceDisplays).toEqual([{ file: 'src/Card.jsx', line: 6 }]);
    expect(questionFor('prices').evidenceFor(analysis)).toBe('prices shown in 1 file, e.g. src/Card.jsx:6');
    await cleanup();
  });
});
