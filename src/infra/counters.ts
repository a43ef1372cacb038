/**
 * Debug counters of the costly work of a run (issue 18): whole-file parses and prints, by file,
 * and by step for prints. Off unless PLATFORM_CONVERT_COUNTS=1 (then `convert` writes one
 * `counts:` line to stderr), so a run pays one boolean test per count.
 */
const enabled = process.env.PLATFORM_CONVERT_COUNTS === '1' || process.env.PLATFORM_CONVERT_COUNTS === '2';
/** 2: the line also names the files parsed or printed most. */
const detailed = process.env.PLATFORM_CONVERT_COUNTS === '2';
let phase = '';
let phaseStart = 0;
/** CPU milliseconds (user + system) per phase (step), shown with PLATFORM_CONVERT_COUNTS=2: wall time says little on a loaded machine. */
const phaseMs = new Map<string, number>();
const tallies = new Map<string, Map<string, number>>();

/** CPU milliseconds spent before the first phase (module loading). */
let startup: number | undefined;

export const countsEnabled = (): boolean => enabled;

/** The file each parsed tree came from, so a print can be counted against its file. */
const names = new WeakMap<object, string>();
export function nameTree(ast: object, file: string): void {
  if (enabled) names.set(ast, file);
}
export const treeName = (ast: object): string => names.get(ast) ?? '(new)';

/** The step now running: prints are counted per step and file. */
export function countPhase(name: string): void {
  if (enabled) {
    const cpu = process.cpuUsage();
    const now = (cpu.user + cpu.system) / 1000;
    if (startup === undefined) startup = now;
    else if (phase) phaseMs.set(phase, (phaseMs.get(phase) ?? 0) + now - phaseStart);
    phaseStart = now;
  }
  phase = name;
}

export function count(kind: 'parse' | 'print' | 'visit', key = ''): void {
  if (!enabled) return;
  let m = tallies.get(kind);
  if (!m) tallies.set(kind, (m = new Map()));
  const k = kind === 'print' ? `${phase}\0${key}` : key;
  m.set(k, (m.get(k) ?? 0) + 1);
  if (detailed && kind !== 'visit') {
    const byStep = `${kind} by step`;
    let s = tallies.get(byStep);
    if (!s) tallies.set(byStep, (s = new Map()));
    s.set(phase, (s.get(phase) ?? 0) + 1);
  }
}

/** `parse 131 (131 files, at most 1 a file); print 40 (at most 1 a file per step); visit N`. */
export function countsLine(): string {
  countPhase(''); // the last phase ends here
  const sum = (m?: Map<string, number>) => [...(m?.values() ?? [])].reduce((a, b) => a + b, 0);
  const most = (m?: Map<string, number>) => Math.max(0, ...(m?.values() ?? []));
  const parse = tallies.get('parse');
  const print = tallies.get('print');
  const top = (m?: Map<string, number>) => (detailed ? ` [${[...(m ?? [])].filter(([, n]) => n > 1).sort((a, b) => b[1] - a[1]).slice(0, 15).map(([k, n]) => `${k.replace('\0', ' ')} ${n}`).join(', ')}]` : '');
  const bySteps = (kind: string) => {
    const m = tallies.get(`${kind} by step`);
    return detailed && m ? `; ${kind}s by step [${[...m].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join(', ')}]` : '';
  };
  const steps = bySteps('parse') + bySteps('print') + (detailed ? `; cpu ms by step [start-up ${Math.round(startup ?? 0)}, ${[...phaseMs].sort((a, b) => b[1] - a[1]).map(([k, ms]) => `${k} ${Math.round(ms)}`).join(', ')}]` : '');
  return `parse ${sum(parse)}${top(parse)} (${parse?.size ?? 0} files, at most ${most(parse)} a file); print ${sum(print)} (at most ${most(print)} a file per step)${top(print)}; visit ${sum(tallies.get('visit'))}${steps}`;
}
