import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runConvert } from '../../src/convert/run-convert.js';
import { defineStep } from '../../src/convert/step.js';
import { importsInText } from '../../src/convert/unparseable-guard.js';
import { ToolError } from '../../src/diagnostics/tool-error.js';
import { memoryLogger } from '../../src/infra/logger.js';
import { hashTree, minimalAnalysis, smallSite } from '../convert/support.js';

/** A step that deletes a module nothing it can see imports (as vendor removal does with a client). */
const dropModule = (file: string) =>
  defineStep({ id: 'drop-module', description: 'test: delete an unused module', needs: [], run: ({ tree }) => (tree.exists(file) ? (tree.delete(file), { status: 'applied' }) : { status: 'unnecessary' }) });

const write = (dir: string, rel: string, text: string) => {
  mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
  writeFileSync(path.join(dir, rel), text);
};

const convert = (dir: string, step = dropModule('src/lib/vendor-client.js')) =>
  runConvert(dir, { yes: true, force: true, analyze: minimalAnalysis, steps: [step] }, memoryLogger());

describe('a script that does not parse', () => {
  it('reads import specifiers from text with their lines', () => {
    expect(importsInText("import a from './a';\nimport './b.css';\nconst c = await import(\"../c\");\nexport { d } from '@/d';\nrequire('e')")).toEqual([
      { spec: './a', line: 1 }, { spec: './b.css', line: 2 }, { spec: '../c', line: 3 }, { spec: '@/d', line: 4 }, { spec: 'e', line: 5 },
    ]);
  });

  it('goes ahead when the unparseable file is deleted too, with the module it imports (a server folder that goes)', async () => {
    const dir = smallSite();
    write(dir, 'server/db.js', 'export const db = {};\n');
    write(dir, 'server/routes.js', "import { db } from './db';\nexport const routes = [\n  db.get(\n];\n");
    const bothGo = defineStep({ id: 'drop-server', description: 'test: delete the server folder', needs: [], run: ({ tree }) => {
      for (const f of ['server/db.js', 'server/routes.js']) if (tree.exists(f)) tree.delete(f);
      return { status: 'applied' };
    } });
    const r = await convert(dir, bothGo);
    expect(r.committed).toBe(true);
    expect(existsSync(path.join(dir, 'server/routes.js'))).toBe(false);
  });

  it('is refused (exit 3, file:line) when a step would delete a module it imports; nothing is written', async () => {
    const dir = smallSite();
    write(dir, 'src/lib/vendor-client.js', 'export const client = {};\n');
    write(dir, 'src/components/Widget.jsx', "import { client } from '../lib/vendor-client';\n\nexport default function Widget() {\n  const x = ;\n  return <div>{client.name}</div>;\n}\n");
    const before = hashTree(dir);
    const err = await convert(dir).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ToolError);
    expect((err as ToolError).exitCode).toBe(3);
    expect((err as ToolError).oneLine()).toMatch(/^src\/components\/Widget\.jsx:4: does not parse.*delete src\/lib\/vendor-client\.js, which it imports \(line 1\)/);
    expect((err as ToolError).oneLine()).not.toContain('\n');
    expect(hashTree(dir)).toEqual(before);
  });

  it('is left as it is, with a warning, when no step touches it or what it imports', async () => {
    const dir = smallSite();
    write(dir, 'src/lib/vendor-client.js', 'export const client = {};\n');
    const broken = "import { client } from '../lib/other';\nexport default function Widget() {\n  const x = ;\n}\n";
    write(dir, 'src/components/Widget.jsx', broken);
    const logger = memoryLogger();
    const run = await runConvert(dir, { yes: true, force: true, analyze: minimalAnalysis, steps: [dropModule('src/lib/vendor-client.js')] }, logger);
    expect(run.exitCode).toBe(0);
    expect(existsSync(path.join(dir, 'src/lib/vendor-client.js'))).toBe(false);
    expect(readFileSync(path.join(dir, 'src/components/Widget.jsx'), 'utf8')).toBe(broken);
    expect(logger.lines.join('\n')).toMatch(/src\/components\/Widget\.jsx:3: does not parse/);
  });
});
