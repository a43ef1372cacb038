import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPORT_FILE } from '../../src/convert/report.js';
import { runConvert } from '../../src/convert/run-convert.js';
import { STATE_FILE } from '../../src/state/index.js';
import { hashTree, silentLogger, tempDir } from './support.js';

/**
 * Item: on a site whose API goes through an axios instance with an auth interceptor, the second
 * run rewrote the Limitations rows (lines moved to the converted code, rows the steps recorded
 * vanished) and replaced the report of the real conversion with an all-"unchanged" one.
 */
function authAxiosSite(): string {
  const dir = path.join(tempDir('auth-axios'), 'site');
  const files: Record<string, string> = {
    'package.json': JSON.stringify({ name: 'tea-corner', private: true, type: 'module', dependencies: { axios: '^1.7.0', react: '^18.3.1', 'react-dom': '^18.3.1', 'react-router-dom': '^6.28.0' }, devDependencies: { '@vitejs/plugin-react': '^4.3.0', vite: '^5.4.0' } }, null, 2) + '\n',
    'index.html': '<!doctype html>\n<html><body><div id="root"></div><script type="module" src="/src/main.jsx"></script></body></html>\n',
    'vite.config.js': 'import { defineConfig } from "vite";\nimport react from "@vitejs/plugin-react";\n\nexport default defineConfig({ plugins: [react()] });\n',
    'src/main.jsx': 'import { createRoot } from "react-dom/client";\nimport App from "./App";\n\ncreateRoot(document.getElementById("root")).render(<App />);\n',
    'src/lib/http.js': [
      'import axios from "axios";',
      '',
      'const http = axios.create({ baseURL: "https://tea.example.org/api" });',
      '',
      'http.interceptors.request.use((cfg) => {',
      '  const jwt = sessionStorage.getItem("jwt");',
      '  if (jwt) cfg.headers.Authorization = `Bearer ${jwt}`;',
      '  return cfg;',
      '});',
      '',
      'export async function signIn(user, pass) {',
      '  const res = await http.post("/session", { user, pass });',
      '  sessionStorage.setItem("jwt", res.data.jwt);',
      '}',
      '',
      'export async function fetchTeas() {',
      '  const res = await http.get("/teas");',
      '  return res.data;',
      '}',
      '',
      'export default http;',
      '',
    ].join('\n'),
    'src/App.jsx': 'import { BrowserRouter, Route, Routes } from "react-router-dom";\nimport Teas from "./pages/Teas";\nimport SignIn from "./pages/SignIn";\n\nexport default function App() {\n  return (\n    <BrowserRouter>\n      <Routes>\n        <Route path="/" element={<Teas />} />\n        <Route path="/sign-in" element={<SignIn />} />\n      </Routes>\n    </BrowserRouter>\n  );\n}\n',
    'src/pages/Teas.jsx': [
      'import { useEffect, useState } from "react";',
      'import http, { fetchTeas } from "../lib/http";',
      '',
      'export default function Teas() {',
      '  const [teas, setTeas] = useState([]);',
      '  useEffect(() => {',
      '    fetchTeas().then(setTeas);',
      '  }, []);',
      '  async function attachPhoto(e) {',
      '    const body = new FormData();',
      '    body.append("photo", e.target.files[0]);',
      '    await http.post("/me/photo", body);',
      '  }',
      '  async function subscribe() {',
      '    await http.post("/me/subscriptions", { weekly: true });',
      '  }',
      '  return (',
      '    <section className="mx-auto max-w-3xl p-6">',
      '      <h1 className="text-2xl">Our teas</h1>',
      '      <input type="file" onChange={attachPhoto} />',
      '      <button onClick={subscribe}>Weekly box</button>',
      '      <ul>{teas.map((t) => <li key={t.id}>{t.name}</li>)}</ul>',
      '    </section>',
      '  );',
      '}',
      '',
    ].join('\n'),
    'src/pages/SignIn.jsx': 'import { useState } from "react";\nimport { signIn } from "../lib/http";\n\nexport default function SignIn() {\n  const [user, setUser] = useState("");\n  const [pass, setPass] = useState("");\n  return (\n    <form onSubmit={(e) => { e.preventDefault(); signIn(user, pass); }}>\n      <input value={user} onChange={(e) => setUser(e.target.value)} />\n      <input type="password" value={pass} onChange={(e) => setPass(e.target.value)} />\n      <button>Sign in</button>\n    </form>\n  );\n}\n',
  };
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

const limitationRows = (md: string) => md.slice(md.indexOf('## Limitations'), md.indexOf('## Progress')).split('\n').filter((l) => l.startsWith('| `'));

describe('a second convert', () => {
  it('on a site with an auth axios instance changes nothing: Limitations rows and the report stay', async () => {
    const dir = authAxiosSite();
    const first = await runConvert(dir, { yes: true, force: true }, silentLogger);
    expect(first.committed).toBe(true);
    const state = readFileSync(path.join(dir, STATE_FILE), 'utf8');
    // The case needs rows of both kinds: found by the analysis in a file the conversion edits, and recorded by a step.
    expect(limitationRows(state).some((r) => r.includes('src/pages/Teas.jsx'))).toBe(true);
    expect(limitationRows(state).length).toBeGreaterThan(2);
    const report = readFileSync(path.join(dir, REPORT_FILE), 'utf8');
    expect(report).toMatch(/\| applied \|/);
    const after = hashTree(dir);

    const second = await runConvert(dir, { yes: true, force: true }, silentLogger);
    expect(second.changes.map((c) => (c.kind === 'rename' ? c.to : c.path))).toEqual([]);
    expect(second.committed).toBe(false);
    expect(hashTree(dir)).toEqual(after);
    expect(readFileSync(path.join(dir, REPORT_FILE), 'utf8')).toBe(report);
  }, 300_000);
});
