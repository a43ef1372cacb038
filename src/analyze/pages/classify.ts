import type { Canonical, PageClass } from '../types.js';
import type { PageFeatures, PageRule } from './page-rule.js';
import { BECOMES } from './page-rule.js';

export interface Classification {
  class: PageClass;
  canonical: Canonical | null;
  becomes: string;
  rule: string | null;
  evidence: string[];
}

interface Scored {
  rule: PageRule;
  score: number;
  why: string[];
}

function score(rule: PageRule, f: PageFeatures): Scored {
  let total = 0;
  const why: string[] = [];
  for (const s of rule.signals) {
    if (!s.test(f)) continue;
    total += s.weight;
    why.push(`${s.why} (${s.weight > 0 ? '+' : ''}${s.weight})`);
  }
  return { rule, score: total, why };
}

const evidenceOf = (s: Scored) => `${s.rule.id} ${s.score}/${s.rule.threshold}: ${s.why.join(', ')}`;

/**
 * Score every rule; a passing drop rule wins when it scores at least as high as the best page
 * rule; a passing lead-form rule turns a contact or unnamed page into a form. A page no rule
 * claims is a custom page: static and editable (spec 1.8).
 */
export function classifyPage(f: PageFeatures, rules: PageRule[]): Classification {
  const passing = rules.map((r) => score(r, f)).filter((s) => s.score >= s.rule.threshold && s.score > 0);
  const best = (kind: PageRule['kind']) => passing.filter((s) => s.rule.kind === kind).sort((a, b) => b.score - a.score)[0];
  const page = best('page');
  const drop = best('drop');
  const lead = best('lead-form');
  if (drop && (!page || drop.score >= page.score)) {
    return { class: 'drop', canonical: null, becomes: BECOMES.removed, rule: drop.rule.id, evidence: [evidenceOf(drop), ...(page ? [evidenceOf(page)] : [])] };
  }
  if (lead && (!page || page.rule.canonical === 'contact' || (page.rule.canonical === null && page.rule.class !== 'storefront'))) {
    return { class: 'lead-gen', canonical: page?.rule.canonical ?? lead.rule.canonical, becomes: BECOMES.lead, rule: lead.rule.id, evidence: [evidenceOf(lead), ...(page ? [evidenceOf(page)] : [])] };
  }
  if (page) return { class: page.rule.class, canonical: page.rule.canonical, becomes: page.rule.becomes, rule: page.rule.id, evidence: [evidenceOf(page)] };
  return { class: 'content', canonical: null, becomes: BECOMES.static, rule: null, evidence: ['no page rule matched: a custom page'] };
}
