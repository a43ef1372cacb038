import { execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync, mkdirSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Analysis } from '../../src/analyze/types.js';
import type { Site } from '../../src/load/site.js';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SITES = path.join(REPO, 'fixtures/sites');

/** Fixture sites present now (a colleague is still adding them). */
export function fixtureSites(): string[] {
  return existsSync(SITES) ? readdirSync(SITES).filter((n) => statSync(path.join(SITES, n)).isDirectory()).sort() : [];
}

export function tempDir(prefix: string): string {
  return mkdtempSync(path.join(os.tmpdir(), `pc-${prefix}-`));
}

/** A copy of a fixture site in os.tmpdir(). */
export function copySite(name: string): string {
  const dir = path.join(tempDir(name), name);
  cpSync(path.join(SITES, name), dir, { recursive: true, filter: (p) => !p.includes(`${path.sep}node_modules`) });
  return dir;
}

/** A small Lovable-style site written by the test (used when no fixture site is available). */
export function smallSite(): string {
  const dir = path.join(tempDir('small'), 'small-site');
  const files: Record<string, string> = {
    'package.json': '{\n  "name": "vite_react_shadcn_ts",\n  "private": true,\n  "type": "module",\n  "dependencies": {\n    "react": "^18.3.1",\n    "react-dom": "^18.3.1",\n    "react-router-dom": "^6.30.0"\n  },\n  "devDependencies": {\n    "@vitejs/plugin-react-swc": "^3.5.0",\n    "lovable-tagger": "^1.1.7",\n    "vite": "^5.4.1"\n  }\n}\n',
    'index.html': '<!doctype html>\n<html><body><div id="root"></div><script type="module" src="/src/main.tsx"></script></body></html>\n',
    'vite.config.ts': 'import { defineConfig } from "vite";\nimport react from "@vitejs/plugin-react-swc";\nimport path from "path";\nimport { componentTagger } from "lovable-tagger";\n\nexport default defineConfig(({ mode }) => ({\n  server: { host: "::", port: 8080 },\n  plugins: [react(), mode === "development" && componentTagger()].filter(Boolean),\n  resolve: {\n    alias: {\n      "@": path.resolve(__dirname, "./src"),\n    },\n  },\n}));\n',
    'src/main.tsx': 'import { createRoot } from "react-dom/client";\nimport App from "./App";\n\ncreateRoot(document.getElementById("root")!).render(<App />);\n',
    'src/App.tsx': 'import { BrowserRouter, Route, Routes } from "react-router-dom";\nimport Home from "./pages/Home";\nimport About from "./pages/About";\nimport Contact from "./pages/Contact";\n\nexport default function App() {\n  return (\n    <BrowserRouter>\n      <Routes>\n        <Route path="/" element={<Home />} />\n        <Route path="/about" element={<About />} />\n        <Route path="/contact" element={<Contact />} />\n      </Routes>\n    </BrowserRouter>\n  );\n}\n',
    'src/pages/Home.tsx': 'export default function Home() {\n  return <main className="p-4"><h1>Shop</h1></main>;\n}\n',
    'src/pages/About.tsx': 'export default function About() {\n  return <main className="p-4"><h1>About us</h1></main>;\n}\n',
    'src/pages/Contact.tsx': 'export default function Contact() {\n  return <main className="p-4"><h1>Contact</h1><p>hello@example.com</p></main>;\n}\n',
  };
  for (const [rel, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), text);
  }
  return dir;
}

/** path → sha256 of every file under dir (skipping .git and node_modules). */
export function hashTree(dir: string, skip: string[] = []): Record<string, string> {
  const out: Record<string, string> = {};
  const walk = (rel: string) => {
    for (const e of readdirSync(path.join(dir, rel), { withFileTypes: true })) {
      const r = rel ? `${rel}/${e.name}` : e.name;
      if (e.name === '.git' || e.name === 'node_modules' || skip.includes(r)) continue;
      if (e.isDirectory()) walk(r);
      else out[r] = createHash('sha256').update(readFileSync(path.join(dir, r))).digest('hex');
    }
  };
  walk('');
  return out;
}

export function git(dir: string, ...args: string[]): string {
  return execFileSync('git', ['-c', 'user.email=t@example.com', '-c', 'user.name=t', ...args], { cwd: dir, encoding: 'utf8' });
}

export function gitInit(dir: string): void {
  git(dir, 'init', '-q');
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'source');
}

/**
 * A test double of the analyzer for pipeline unit tests: the facts the built steps read (app
 * root, language), nothing invented about pages or data. CLI tests use the real analyzer.
 */
export async function minimalAnalysis(site: Site): Promise<Analysis> {
  return {
    schemaVersion: 1,
    origin: { primary: 'other', vendors: [] },
    framework: { react: true, bundler: 'vite', router: 'none', language: site.scripts.some((f) => /\.tsx?$/.test(f.path)) ? 'ts' : 'js', styling: [], uiKit: [], animation: [] },
    languageStatus: 'monolingual',
    languages: ['en'],
    server: { present: false, paths: [], kinds: [] },
    vendorBootstrap: [],
    vendorPackages: [],
    pages: [],
    dataSites: [],
    authFiles: [],
    missingCanonical: [],
    limitations: [],
    diagnostics: [],
    appRoot: site.appRoot,
  };
}

/** Answer every survey surface in the site's state file, as a person would before `convert`. */
export async function answerSurvey(dir: string): Promise<void> {
  const { emptyState, serializeState, setDecision, SURVEY_SURFACES, STATE_FILE } = await import('../../src/state/index.js');
  const state = emptyState();
  for (const s of SURVEY_SURFACES) setDecision(state, s, 'dynamic', 'answered by the test');
  writeFileSync(path.join(dir, STATE_FILE), serializeState(state));
}

export const CLI = path.join(REPO, 'src/cli.ts');

export interface ChildRun {
  child: import('node:child_process').ChildProcess;
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string; endedAt: number }>;
}

/**
 * A real `platform-convert` process. `env` takes the test hooks of src/infra/fault-point.ts:
 * PLATFORM_CONVERT_TEST_FAULT=<n>:<SIGNAL> and PLATFORM_CONVERT_TEST_POINTS=<file>.
 */
export function spawnCli(args: string[], env: Record<string, string> = {}): ChildRun {
  const child = spawn(process.execPath, ['--import', 'tsx', CLI, ...args], {
    cwd: REPO,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d) => (stderr += d));
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string; endedAt: number }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, stderr, endedAt: Date.now() })));
  return { child, exit };
}

/** The fault points a run passed, in order (PLATFORM_CONVERT_TEST_POINTS). */
export function readPoints(file: string): string[] {
  return existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => l.slice(l.indexOf('\t') + 1)) : [];
}

/** Run async jobs at most `limit` at a time. */
export async function inPool<T>(jobs: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const out: T[] = new Array(jobs.length);
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const i = next++;
      out[i] = await jobs[i]();
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, worker));
  return out;
}

/** A logger that keeps quiet (in-process runs inside tests). */
export const silentLogger = { info() {}, warn() {}, error() {}, out() {}, debug() {}, progress() {} };
