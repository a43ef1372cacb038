import { describe, expect, it } from 'vitest';
import type { File } from '@babel/types';
import { parseSource } from '../../../src/load/parse.js';
import { fieldsRead, settingFields } from '../../../src/codemods/drop-pages/backend-settings.js';

const parse = (file: string, text: string): File => {
  const r = parseSource(file, text, 'edit');
  if (!r.ok) throw new Error(r.diagnostic.message);
  return r.ast;
};
const SETTINGS = [/^VITE_(API|BACKEND)_URL$/];

const provider = `import { createContext } from 'react'
export const Ctx = createContext({})
export function P({ children }) {
  const backendUrl = import.meta.env.VITE_BACKEND_URL
  const apiUrl = import.meta.env.VITE_API_URL
  const theme = import.meta.env.VITE_THEME
  fetch(apiUrl + '/ping')
  return <Ctx.Provider value={{ backendUrl, apiUrl, theme }}>{children}</Ctx.Provider>
}`;

describe('drop-pages backend settings in a context value', () => {
  it('finds a vendor setting handed on only through the value (not one used for a request, not a non-vendor setting)', () => {
    expect([...settingFields(parse('src/ctx.jsx', provider), SETTINGS)]).toEqual([['backendUrl', 'backendUrl']]);
  });

  it('a file creating no context has no setting fields', () => {
    const text = `const backendUrl = import.meta.env.VITE_BACKEND_URL\nexport const cfg = { backendUrl }`;
    expect(settingFields(parse('src/cfg.js', text), SETTINGS).size).toBe(0);
  });

  it('a consumer reads a field when its destructured name is used or any `.field` is read; an unused destructure is no read', () => {
    const fields = new Set(['backendUrl']);
    const unused = `const A = () => { const { backendUrl, t } = useContext(Ctx); return t('x') }`;
    const used = `const B = () => { const { backendUrl } = useContext(Ctx); return <img src={backendUrl + '/a.png'} /> }`;
    const member = `const C = () => { const ctx = useContext(Ctx); return ctx.backendUrl }`;
    expect([...fieldsRead(parse('src/a.jsx', unused), fields)]).toEqual([]);
    expect([...fieldsRead(parse('src/b.jsx', used), fields)]).toEqual(['backendUrl']);
    expect([...fieldsRead(parse('src/c.jsx', member), fields)]).toEqual(['backendUrl']);
  });
});
