import { parse } from '@babel/parser';
import { describe, expect, it } from 'vitest';
import { sharesTableWithHome } from '../../../src/codemods/gap-pages/home-table.js';

const ast = (code: string) => parse(code, { sourceType: 'module', plugins: ['jsx'] });

/** A standalone receipt page outside the frame, the rest in a catch-all layout route's own table. */
const FRAMED_CATCH_ALL = ast(`
import { Routes, Route } from "react-router-dom";
export default function App() {
  return (
    <Routes>
      <Route path="/receipt" element={<Receipt />} />
      <Route path="/*" element={
        <>
          <TopBar />
          <Routes>
            <Route path="/" element={<Welcome />} />
            <Route path="/menu" element={<Menu />} />
          </Routes>
          <BottomBar />
        </>
      } />
    </Routes>
  );
}`);

/** Nested routes: the layout route is the parent, the home its index child. */
const NESTED = ast(`
import { Routes, Route } from "react-router-dom";
export default function App() {
  return (
    <Routes>
      <Route path="/print" element={<PrintView />} />
      <Route path="/" element={<Frame />}>
        <Route index element={<Welcome />} />
        <Route path="menu" element={<Menu />} />
      </Route>
    </Routes>
  );
}`);

describe('sharesTableWithHome', () => {
  it("a route in the home page's table shares it; one kept outside the frame does not", () => {
    expect(sharesTableWithHome(FRAMED_CATCH_ALL, '/menu')).toBe(true);
    expect(sharesTableWithHome(FRAMED_CATCH_ALL, '/receipt')).toBe(false);
  });

  it('an index home under a layout parent: its siblings share the table, the layout parent is no home', () => {
    expect(sharesTableWithHome(NESTED, '/menu')).toBe(true);
    expect(sharesTableWithHome(NESTED, '/print')).toBe(false);
  });
});
