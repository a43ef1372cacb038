import { describe, expect, it } from 'vitest';
import { categoryHints } from '../../../src/codemods/preview/category-hints.js';
import { parseSource } from '../../../src/load/parse.js';

const ast = (code: string) => {
  const r = parseSource('page.jsx', code, 'edit');
  if (!r.ok) throw new Error(r.diagnostic.message);
  return r.ast;
};

describe('categoryHints', () => {
  it('takes the values a page walks while comparing a category field, and literals compared with one', () => {
    const menu = ast(`const COURSES = ['starters', 'mains', 'desserts'];
export default function Menu({ items }) {
  return COURSES.map((course) => <ul key={course}>{items.filter((i) => i.category === course).map((i) => <li key={i.id}>{i.name}</li>)}</ul>);
}`);
    const drinks = ast(`export const Drinks = ({ items }) => items.filter((i) => 'teas' == i.categoryName || i.category === 'all').map((i) => <p key={i.id}>{i.name}</p>);`);
    expect(categoryHints([menu, drinks])).toEqual(['starters', 'mains', 'desserts', 'teas']);
  });

  it('ignores comparisons of other fields and of state', () => {
    const page = ast(`const SIZES = ['s', 'm'];
export default function Shop({ items, selected }) {
  return SIZES.map((s) => items.filter((i) => i.size === s && i.category === selected));
}`);
    expect(categoryHints([page])).toEqual([]);
  });

  it('follows a list declared inside the component and a list filtered from it', () => {
    const page = ast(`export default function Menu({ items }) {
  const present = new Set(items.map((i) => i.category));
  const order = ['Soups', 'Grills', 'Sweets'];
  const shown = order.filter((c) => present.has(c));
  return shown.map((section) => <ul key={section}>{items.filter((i) => i.category === section).map((i) => <li key={i.id}>{i.name}</li>)}</ul>);
}`);
    expect(categoryHints([page])).toEqual(['Soups', 'Grills', 'Sweets']);
  });

  it('takes the collection a store read asks for (a category filter of the source, converted)', () => {
    const page = ast(`export default function Tops() {
  const { data } = useViewProducts({ collection: 'tops' });
  const rows = useProducts({ collection: 'caps', limit: 4 });
  const all = useViewProducts({ search: 'cap' });
  return [data, rows, all];
}`);
    expect(categoryHints([page])).toEqual(['tops', 'caps']);
  });
});
