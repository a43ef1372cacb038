import type { Node } from '@babel/types';
import type { StagedTree } from '../../convert/staged-tree.js';
import { isRecord, literalValue, type Json } from '../preview/literal-data.js';
import { entityWords } from '../../../rules/data-layer/custom-content.js';
import { parseJsonc } from '../../load/aliases.js';
import { fileStem, isDataFile, jsonArrays, topLevelArrays } from '../preview/data-arrays.js';

/**
 * Seed records of a custom entity (spec §1 rule 8): literal arrays of records the source already
 * has under the entity's name: `export const mockReviews = [...]` in a mock or seed module,
 * `testimonials.json`, `{ "testimonials": [...] }` in a data file, the `examples` of the entity's
 * JSON schema (`entities/Testimonial.jsonc`). Only literal values are read.
 * Found by name, not by shape: a custom entity has no known fields to recognise it by.
 */

/** The modules the data layer generates are never the source's seed. */
const GENERATED = /(^|\/)src\/lib\/platform-(static|data)\.[jt]s$/;

const nameWords = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1 $2').split(/[\s_\-./]+/).filter(Boolean).map((w) => w.toLowerCase());

/** Does a variable, key or file name name the entity (`mockTestimonials`, `testimonial_seed`, `reviews`)? */
function namesEntity(name: string, entity: string): boolean {
  const want = entityWords(entity);
  const last = want[want.length - 1];
  const forms = new Set([last, last.replace(/ies$/, 'y'), last.replace(/es$/, ''), last.replace(/s$/, '')]);
  const words = nameWords(name);
  return words.some((w) => forms.has(w)) && want.slice(0, -1).every((w) => words.includes(w) || words.includes(`${w}s`));
}

const records = (v: unknown): Record<string, Json>[] => (Array.isArray(v) ? v.filter(isRecord) : []);

/** The first array of the entity's records found in the site (files in path order), with where it came from. */
export function customSeed(tree: StagedTree, entity: string): { records: Record<string, Json>[]; from: string } | null {
  for (const p of tree.list().sort()) {
    const schema = entitySchemaExamples(tree, p, entity);
    if (schema) return { records: schema, from: p };
    if (!isDataFile(p) || GENERATED.test(p)) continue;
    const stem = fileStem(p);
    if (p.endsWith('.json')) {
      for (const [name, arr] of jsonArrays(tree.read(p) ?? '', stem) ?? []) {
        const rs = records(arr);
        if (rs.length && namesEntity(name, entity)) return { records: rs, from: p };
      }
      continue;
    }
    const text = tree.read(p) ?? '';
    if (!text.includes('[')) continue;
    const ast = tree.ast(p);
    if (!ast) continue;
    for (const { name, value } of topLevelArrays(ast.program.body as Node[])) {
      const rs = records(literalValue(value));
      if (rs.length && namesEntity(name === 'default' ? stem : name, entity)) return { records: rs, from: p };
    }
  }
  return null;
}

const SCHEMA = /(^|\/)entities\/([^/]+)\.jsonc?$/;

/** `examples` (JSON Schema) of the entity's own schema file: records to start from. */
function entitySchemaExamples(tree: StagedTree, p: string, entity: string): Record<string, Json>[] | null {
  const m = SCHEMA.exec(p);
  if (!m || !namesEntity(m[2], entity)) return null;
  let v: unknown;
  try {
    v = parseJsonc(tree.read(p) ?? '');
  } catch {
    return null;
  }
  const rs = isRecord(v) ? records(v.examples) : [];
  return rs.length ? rs : null;
}
