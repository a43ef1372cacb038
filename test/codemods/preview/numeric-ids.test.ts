import { describe, expect, it } from 'vitest';
import { numberIds, readsRouteIdsAsNumbers } from '../../../src/codemods/preview/numeric-ids.js';
import { parseSource } from '../../../src/load/parse.js';

const ast = (code: string) => {
  const r = parseSource('page.tsx', code, 'edit');
  if (!r.ok) throw new Error(r.diagnostic.message);
  return r.ast;
};

describe('route ids read as numbers', () => {
  it('sees parseInt, Number and unary plus over a route parameter (react-router and wouter forms)', () => {
    const wouter = ast(`import { useRoute } from 'wouter';
export default function Lamp() {
  const [, params] = useRoute('/lamp/:id');
  const lampId = parseInt(params?.id || '0');
  return <p>{lampId}</p>;
}`);
    const destructured = ast(`import { useParams } from 'react-router-dom';
export default function Kettle() {
  const { kettleId } = useParams();
  const kettle = kettles.find((k) => k.id === Number(kettleId));
  return <p>{kettle?.name}</p>;
}`);
    const plus = ast(`import { useParams } from 'react-router-dom';
export function Mug() { const params = useParams(); return <p>{+params.id!}</p>; }`);
    expect(readsRouteIdsAsNumbers([wouter])).toBe(true);
    expect(readsRouteIdsAsNumbers([destructured])).toBe(true);
    expect(readsRouteIdsAsNumbers([plus])).toBe(true);
  });

  it('ignores numbers read from anything but a route parameter, and ids kept as strings', () => {
    const page = ast(`import { useParams } from 'react-router-dom';
export default function Teapot({ qty }) {
  const { slug } = useParams();
  const count = parseInt(qty);
  return <p>{slug}{count}{Number(localStorage.getItem('n'))}</p>;
}`);
    expect(readsRouteIdsAsNumbers([page])).toBe(false);
  });

  it('gives records without a numeric id the next free number and keeps the numeric ones', () => {
    expect(numberIds([{ id: 'sample-1' }, { id: '2' }, { id: 'sample-3' }, { id: undefined }]).map((r) => r.id)).toEqual(['1', '2', '3', '4']);
  });
});
