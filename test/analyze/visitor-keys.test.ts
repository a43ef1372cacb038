import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { FUNCTION_TYPES, VISITOR_KEYS, eachNode } from '../../src/infra/visitor-keys.js';

const t = createRequire(import.meta.url)('@babel/types') as typeof import('@babel/types');

describe('the static visitor-key table', () => {
  it('has the child keys of every node type of the installed @babel/types', () => {
    expect({ ...VISITOR_KEYS }).toEqual({ ...t.VISITOR_KEYS });
  });

  it('lists the function types of @babel/types', () => {
    expect([...FUNCTION_TYPES].sort()).toEqual([...t.FUNCTION_TYPES].sort());
  });

  it('answers undefined for names that are no node type', () => {
    expect(VISITOR_KEYS.toString).toBeUndefined();
    expect(VISITOR_KEYS.NotANode).toBeUndefined();
  });
});

describe('eachNode', () => {
  it('enters the nodes @babel/types traverseFast enters, in the same order', () => {
    const { parse } = createRequire(import.meta.url)('@babel/parser') as typeof import('@babel/parser');
    const ast = parse('const A = ({ x }: { x: number }) => <Ctx.Provider value={x}>{[1, 2].map((n) => n * x)}</Ctx.Provider>;', { sourceType: 'module', plugins: ['typescript', 'jsx'] });
    const ours: string[] = [];
    const theirs: string[] = [];
    eachNode(ast.program, (n) => {
      ours.push(`${n.type}@${(n as { start?: number }).start}`);
    });
    t.traverseFast(ast.program, (n) => {
      theirs.push(`${n.type}@${n.start}`);
    });
    expect(ours).toEqual(theirs);
    expect(ours.length).toBeGreaterThan(20);
  });
});
