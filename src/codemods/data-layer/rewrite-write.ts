import type { Node } from '@babel/types';
import path from 'node:path';
import type { DataSite } from '../../analyze/types.js';
import { inertValuesFor } from '../../../rules/data-layer/inert-values.js';
import { ENVELOPE_HELPER, RECIPES, type CallView } from '../../../rules/data-layer/vendor-recipes.js';
import { dominantQuote } from '../../convert/print.js';
import { expr, print } from './build.js';
import type { FileContext, SiteResult } from './file-context.js';
import { componentOf } from './locate.js';
import { unwrap } from '../../rule-kit/pattern.js';
import type { WriteOp } from './ops.js';
import { envelopeArg } from './rewrite-read.js';

/** A write becomes one action of a view hook (`platformLead.send(form)`), in the vendor's result envelope. */
export function rewriteWrite(fc: FileContext, site: DataSite, node: Node, call: CallView, op: WriteOp): SiteResult {
  const recipe = RECIPES[site.vendor];
  if (!recipe) return { site, status: 'limitation', why: `no rewrite recipe for ${site.vendor} writes` };
  const comp = componentOf(node, fc.parents);
  if (!comp && op.takes === 'code') return { site, status: 'limitation', why: 'a read outside any component or hook (a coupon lookup in a plain module function): call useCoupon().apply(code, subtotal) from the component that applies the code' };
  if (!comp) return { site, status: 'limitation', why: 'a write outside any component or hook: call the SDK hook from the component that submits' };
  const data = op.takes === 'id' || op.takes === 'code' ? null : recipe.data(call);
  const id = op.takes === 'code' ? couponCode(site.vendor, call) ?? codeIn(recipe.data(call)) : op.takes === 'data' ? null : recipe.id(call);
  if (op.takes === 'code' && !id) return { site, status: 'limitation', why: 'a coupon read whose code the codemod cannot see: call useCoupon().apply(code, subtotal) by hand' };
  const method = op.takes === 'code' && inertValuesFor(site.vendor).singleRow(call) ? 'lookupOne' : op.method;
  if ((op.takes === 'data' || op.takes === 'id+data') && !data || (op.takes === 'id' || op.takes === 'id+data') && !id) return { site, status: 'limitation', why: `the ${op.takes === 'id' ? 'row id' : 'written data'} of this call is not readable: finish the ${op.hook} call by hand` };
  const hook = fc.importName(op.hook, 'helper');
  const page = path.basename(site.file).replace(/\.\w+$/, '').toLowerCase();
  const source = op.hook === 'useViewLead' ? (dominantQuote(fc.ast) === 'single' ? `'${page}'` : JSON.stringify(page)) : '';
  const v = fc.hookVar(comp.fn, hook, source, op.base, 0);
  const args = [id, data].filter((x): x is Node => !!x).map(print).join(', ');
  const env = ENVELOPE_HELPER[recipe.envelope(call)];
  fc.replace(node, expr(env ? `${fc.importName(env, 'helper')}(${v}.${method}(${args})${envelopeArg(env, node, fc)})` : `${v}.${method}(${args})`, site.file));
  return { site, status: 'converted' };
}

/** The code a coupon query looks up: `{ code }` of a filter object, or the vendor's code filter (`.eq('code', x)`). */
function couponCode(vendor: string, call: CallView): Node | null {
  const { codeFilter } = inertValuesFor(vendor);
  for (const s of call.segments) {
    if (!s.call) continue;
    const filtered = codeFilter(s, call.resolve);
    if (filtered) return filtered;
    for (const arg of s.call.args as Node[]) {
      const code = codeIn(arg);
      if (code) return code;
    }
  }
  return null;
}

/** `{ code }` / `{ couponCode: x }` in an object: a filter, or a request body (`JSON.stringify({ code, subtotal })` decoded). */
function codeIn(node: Node | null): Node | null {
  const o = node ? unwrap(node) : null;
  if (o?.type !== 'ObjectExpression') return null;
  for (const p of o.properties) {
    if (p.type !== 'ObjectProperty' || p.computed) continue;
    const key = p.key.type === 'Identifier' ? p.key.name : p.key.type === 'StringLiteral' ? p.key.value : '';
    if (/code/i.test(key)) return p.value as Node;
  }
  return null;
}
