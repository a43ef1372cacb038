/**
 * package.json `scripts` that run the removed server (`tsx server/index.ts`, `drizzle-kit push`,
 * `supabase functions deploy`) go; `dev`, `build` and `start` fall back to Vite. A minimal text edit.
 */
const FALLBACK: Record<string, string> = { dev: 'vite', build: 'vite build', start: 'vite preview' };

export function serverScriptEdits(text: string, serverPaths: string[]): { text: string; changed: string[] } {
  const lines = text.split('\n');
  const out: string[] = [];
  const changed: string[] = [];
  let inScripts = false;
  const runsServer = (cmd: string) =>
    serverPaths.some((p) => new RegExp(`(^|[\\s"'=/])${p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(/|\\b)`).test(cmd)) || /\b(drizzle-kit|supabase\s+(functions|db|start)|prisma\s+(migrate|db)|nodemon|ts-node-dev)\b/.test(cmd);
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
