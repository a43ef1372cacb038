import { defineStep } from '../convert/step.js';
import { portKind } from './detect.js';

/**
 * The `port` conversion step: a plain-HTML or server-template source becomes a React + Vite app
 * in the staged tree, before every other step. Idempotent: once ported, the site is React and
 * the plan is empty.
 */
export const portStep = defineStep({
  id: 'port',
  description: 'port plain HTML / server-template pages to a React + Vite app',
  needs: ['analysis'],
  async run(ctx) {
    // The porters (and their HTML parser) load only for a source that needs one: most are React already.
    if (portKind(ctx.site) === 'none') return { status: 'unnecessary' };
    const { planPort } = await import('./plan.js');
    const { applyPortToTree } = await import('./apply.js');
    const result = planPort(ctx.site);
    if (result.kind === 'none') return { status: 'unnecessary' };
    const problems = applyPortToTree(ctx.tree, result);
    for (const p of problems) ctx.logger.warn(`port: ${p}`);
    return {
      status: problems.length ? 'partial' : 'applied',
      limitations: result.limitations,
      openQuestions: result.openQuestions,
      notes: [
        ...result.designNotes.map((d) => `design: ${d}`),
        ...result.notes.map((n) => `${n.file}:${n.line}: ${n.kind}: ${n.message}`),
        ...result.deadLinks.map((d) => `${d.file}:${d.line}: link to ${d.href} goes nowhere${d.fixedTo ? ` (fixed to ${d.fixedTo})` : ''}`),
        ...result.gapFillCandidates.map((g) => `gap-fill candidate: ${g}`),
        ...result.serverFiles.map((s) => `server file left for the server step: ${s}`),
      ],
    };
  },
});

export default portStep;
