import { describe, expect, it } from 'vitest';
import { runDataLayer } from './run-collector.js';

/**
 * A request helper behind a hook of the site's own: `send(url, opts)` does the fetch, the hook
 * `useRemote(url, opts, initial)` calls it with its own parameters, and the feature hooks name the
 * endpoints (`useRemote(`${BASE}/dishes`, GET)`). The endpoints are at the feature hooks' calls.
 */
const sources = {
  'src/net/send.js': [
    'export async function send(address, opts) {',
    '  const res = await fetch(address, opts);',
    '  return res.json();',
    '}',
    '',
  ].join('\n'),
  'src/net/useRemote.js': [
    'import { useCallback, useEffect, useState } from "react";',
    'import { send } from "./send";',
    'const useRemote = (address, opts, initial) => {',
    '  const [rows, setRows] = useState(initial);',
    '  const run = useCallback(async (payload) => {',
    '    setRows(await send(address, { ...opts, body: payload }));',
    '  }, [address, opts]);',
    '  useEffect(() => { if (opts.method === "GET") run(); }, [run, opts]);',
    '  return { rows, run };',
    '};',
    'export default useRemote;',
    '',
  ].join('\n'),
  'src/net/base.js': 'export const BASE = import.meta.env.VITE_API ?? "/api";\n',
  'src/features/useDishes.js': [
    'import useRemote from "../net/useRemote";',
    'import { BASE } from "../net/base";',
    'const GET = { method: "GET" };',
    'export const useDishes = () => useRemote(`${BASE}/dishes`, GET, []);',
    '',
  ].join('\n'),
  'src/features/useOrder.js': [
    'import useRemote from "../net/useRemote.js";',
    'import { BASE } from "../net/base.js";',
    'const POST = { method: "POST", headers: { "Content-Type": "application/json" } };',
    'export default function useOrder() { return useRemote(`${BASE}/orders`, POST); }',
    '',
  ].join('\n'),
};

describe('data layer: a wrapper of a wrapper', () => {
  it('lists the reads at the calls of the outer wrapper; a write stays a call of the hook', () => {
    const { facts } = runDataLayer(sources);
    const outer = facts.dataSites.filter((s) => s.shape === 'wrapper:useRemote').map((s) => [s.file, s.operation, s.surface]);
    expect(outer).toEqual([['src/features/useDishes.js', 'GET /dishes', 'products']]);
    expect(facts.wrappers?.map((w) => w.name).sort()).toEqual(['send', 'useRemote']);
    expect(facts).toEqual(runDataLayer(sources, { mode: 'edit' }).facts);
  });

  it('a plain function around the wrapper is none: it may hand back anything (a poller\'s stop function)', () => {
    const poll = { ...sources, 'src/net/poll.js': 'import { send } from "./send";\nexport function poll(address, each) {\n  const t = setInterval(() => send(address).then(each), 5000);\n  return () => clearInterval(t);\n}\n', 'src/features/live.js': 'import { poll } from "../net/poll";\nexport const stop = poll("/api/dishes", console.log);\n' };
    expect(runDataLayer(poll).facts.dataSites.some((s) => s.shape === 'wrapper:poll')).toBe(false);
  });

  it('is no wrapper when it passes a URL of its own making', () => {
    const own = { ...sources, 'src/net/useRemote.js': sources['src/net/useRemote.js'].replace('send(address,', 'send(`/v2${address}`,') };
    expect(runDataLayer(own).facts.dataSites.some((s) => s.shape === 'wrapper:useRemote')).toBe(false);
  });
});
