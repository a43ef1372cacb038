import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runThemePackage } from '../../../src/codemods/theme-shell/package-step.js';
import { packageOf, serverOnlyReason } from '../../../src/codemods/theme-shell/server-deps.js';
import { SHELL_FIXTURES, contextFor } from './context.js';

const deps = (text: string, section: string) => Object.keys((JSON.parse(text) as Record<string, Record<string, string>>)[section] ?? {}).sort();

describe('theme-package: dependencies a theme cannot carry', () => {
  it('server-leftovers: Node built-in names and server packages nothing in the build imports go; those the app reaches stay', async () => {
    const ctx = await contextFor(path.join(SHELL_FIXTURES, 'server-leftovers'), []);
    // The removed server's folder is gone by the time the package step runs.
    ctx.tree.delete('server/index.js');
    const r = runThemePackage(ctx);
    const text = ctx.tree.read('package.json')!;
    // `buffer` (imported by the entry) and `path` (imported by a shared module the app imports) stay.
    expect(deps(text, 'dependencies')).toEqual(['buffer', 'path', 'platform-sdk', 'react', 'react-dom']);
    expect(deps(text, 'devDependencies')).toEqual(['@vitejs/plugin-react', 'vite']);
    const note = r.notes?.join('\n') ?? '';
    for (const name of ['ejs', 'express', 'fs', 'mongoose', 'nodemon']) expect(note).toContain(` ${name} removed`);
    // Minimal edit: the scripts block keeps its bytes, and a second run changes nothing.
    expect(text).toContain('"dev": "vite",\n');
    expect(runThemePackage(ctx).status).toBe('unnecessary');
  });

  it('valid-: a server package the app itself imports stays (its build needs it, or fails where the import is)', async () => {
    const ctx = await contextFor(path.join(SHELL_FIXTURES, 'server-leftovers'), []);
    ctx.tree.write('src/App.jsx', "import express from 'express';\nexport default function App() { return String(express); }\n");
    runThemePackage(ctx);
    const text = ctx.tree.read('package.json')!;
    expect(deps(text, 'dependencies')).toContain('express');
    // The server folder is still in this tree, yet nothing the app reaches imports mongoose.
    expect(deps(text, 'dependencies')).not.toContain('mongoose');
  });

  it('names why a package is the server\'s', () => {
    expect(serverOnlyReason('fs')).toMatch(/built-in/);
    expect(serverOnlyReason('node:child_process')).toMatch(/built-in/);
    expect(serverOnlyReason('express')).toBe('server routes package');
    expect(serverOnlyReason('ejs')).toBe('server-only package');
    expect(serverOnlyReason('react-router-dom')).toBeNull();
    expect(serverOnlyReason('@tanstack/react-query')).toBeNull();
  });

  it('reads the package an import names', () => {
    expect(packageOf('@radix-ui/react-dialog/dist')).toBe('@radix-ui/react-dialog');
    expect(packageOf('lodash/get')).toBe('lodash');
    expect(packageOf('node:fs')).toBe('fs');
    expect(packageOf('./x')).toBeNull();
  });
});
