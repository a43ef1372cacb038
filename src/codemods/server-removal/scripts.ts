/**
 * package.json `scripts` that run the removed server (`tsx server/index.ts`, `drizzle-kit push`,
 * `supabase functions deploy`, or a build script of the repository's own that bundles the server,
 * `tsx script/build.ts`) go; `dev`, `build` and `start` fall back to Vite. A minimal text edit.
 */
const FALLBACK: Record<string, string> = { dev: 'vite', build: 'vite build', start: 'vite preview' };

export function serverScriptEdits(text: string, serverPaths: string[], readScript: (rel: string) => string | undefined = () => undefined): { text: string; changed: string[] } {
  const lines = text.split('\n');
  const out: string[] = [];
  const changed: string[] = [];
  let inScripts = false;
  const names = (cmd: string) => serverPaths.some((p) => new RegExp(`(^|[\\s"'=/\`])${p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(/|\\b)`).test(cmd));
  const runsServer = (cmd: string) =>
    names(cmd) || /\b(drizzle-kit|supabase\s+(functions|db|start)|prisma\s+(migrate|db)|nodemon|ts-node-dev)\b/.test(cmd)
    || localScripts(cmd).some((f) => { const body = readScript(f); return body !== undefined && quotesServerPath(body); });
  // In a script's own code, only a quoted path counts (`entryPoints: ["server/index.ts"]`), not a word in a comment.
  const quotesServerPath = (body: string) => serverPaths.some((p) => new RegExp(`["'\`](\\./)?${p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(/[^"'\`\\s]*)?["'\`]`).test(body));
  for (const line of lines) {
    if (/^\s*"scripts"\s*:\s*\{/.test(line)) inScripts = true;
    else if (inScripts && /^\s*\}/.test(line)) {
      const prev = out.length - 1;
      if (prev >= 0 && /,\s*$/.test(out[prev]) && !/\{\s*$/.test(out[prev])) out[prev] = out[prev].replace(/,(\s*)$/, '$1');
      inScripts = false;
    }
    const m = inScripts ? /^(\s*)"([^"]+)"\s*:\s*"((?:[^"\\]|\\.)*)"(,?)\s*$/.exec(line) : null;
    if (m && runsServer(m[3])) {
      changed.push(m[2]);
      if (FALLBACK[m[2]]) out.push(`${m[1]}"${m[2]}": "${FALLBACK[m[2]]}"${m[4]}`);
      continue;
    }
    out.push(line);
  }
  return { text: changed.length ? out.join('\n') : text, changed };
}

/** The repository's own script files a command runs (`tsx script/build.ts`, `node scripts/build.mjs`). */
export function localScripts(cmd: string): string[] {
  const out: string[] = [];
  for (const m of cmd.matchAll(/\b(?:tsx|node|ts-node|esno|vite-node|bun)\s+(?:--?[\w-]+(?:[= ]\S+)?\s+)*(\.?\.?\/?[\w./-]+\.(?:[cm]?[jt]s))\b/g)) out.push(m[1].replace(/^\.\//, ''));
  return out;
}
