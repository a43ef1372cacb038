import { applyEdits, modify, parseTree, findNodeAtLocation, type FormattingOptions } from 'jsonc-parser';

const SECTIONS = ['dependencies', 'devDependencies', 'optionalDependencies', 'peerDependencies'];

/** The indentation and line ending the file already uses, so edits read like the rest of it. */
export function formattingOf(text: string): FormattingOptions {
  const indent = /\n([ \t]+)"/.exec(text)?.[1] ?? '  ';
  return { insertSpaces: !indent.includes('\t'), tabSize: indent.includes('\t') ? 1 : indent.length, eol: text.includes('\r\n') ? '\r\n' : '\n' };
}

/**
 * Remove packages from every dependency section of a package.json text, editing only the lines of
 * the removed entries (jsonc-parser's minimal edits), so the rest of the file keeps its bytes.
 * Returns the text unchanged (same string) when none of the packages is listed.
 */
export function removeDependencies(text: string, names: string[]): { text: string; removed: string[] } {
  let out = text;
  const removed: string[] = [];
  const formattingOptions = formattingOf(text);
  for (const section of SECTIONS) {
    for (const name of names) {
      const tree = parseTree(out);
      if (!tree || !findNodeAtLocation(tree, [section, name])) continue;
      out = applyEdits(out, modify(out, [section, name], undefined, { formattingOptions }));
      if (!removed.includes(name)) removed.push(name);
    }
  }
  return { text: out, removed };
}

/** The range a package.json text lists `name` at, in any dependency section (undefined: not listed). */
export function listedRange(text: string | undefined, name: string): string | undefined {
  const tree = text ? parseTree(text) : undefined;
  if (!tree) return undefined;
  for (const section of SECTIONS) {
    const v = findNodeAtLocation(tree, [section, name])?.value as unknown;
    if (typeof v === 'string') return v;
  }
  return undefined;
}

/** Every dependency name listed in a package.json text. */
export function listedDependencies(text: string): Set<string> {
  const out = new Set<string>();
  const tree = parseTree(text);
  if (!tree) return out;
  for (const section of SECTIONS) {
    const node = findNodeAtLocation(tree, [section]);
    for (const child of node?.children ?? []) {
      const key = child.children?.[0]?.value;
      if (typeof key === 'string') out.add(key);
    }
  }
  return out;
}

/** The major version of `name` a package.json text lists (`^6.3.5` → 6); NaN when it lists none. */
export function listedMajor(text: string, name: string): number {
  const tree = parseTree(text);
  const range = tree ? SECTIONS.map((s) => findNodeAtLocation(tree, [s, name])?.value as unknown).find((v) => typeof v === 'string') : undefined;
  return typeof range === 'string' ? Number(/(\d+)/.exec(range)?.[1] ?? NaN) : NaN;
}
