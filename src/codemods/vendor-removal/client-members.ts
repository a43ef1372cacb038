import type { ClassBody, File, Node } from '@babel/types';
import { pruneImports } from '../data-layer/imports.js';
import { walkNodes } from '../../infra/visitor-keys.js';

/**
 * A class that hands its subclasses the vendor client through a member (`protected get api() {
 * return http; }`, `client = http;`), read as `this.api.get(...)` in each request class. Once the
 * data-layer step has rewritten those requests, the member is read nowhere and only keeps the
 * client module (and its package) alive: such members go, and the client import with them.
 */

/** The member's name, when it is a plain (not computed) key. */
function memberName(m: ClassBody['body'][number]): string | null {
  if (!('key' in m) || ('computed' in m && m.computed)) return null;
  return m.key.type === 'Identifier' ? m.key.name : m.key.type === 'StringLiteral' ? m.key.value : null;
}

/** The client binding a member hands out: `get x() { return client; }`, `x() { return client; }`, `x = client;`. */
function handedClient(m: ClassBody['body'][number], clientNames: Set<string>): string | null {
  if (m.type === 'ClassMethod' && (m.kind === 'get' || m.kind === 'method') && m.params.length === 0 && m.body.body.length === 1) {
    const r = m.body.body[0];
    return r.type === 'ReturnStatement' && r.argument?.type === 'Identifier' && clientNames.has(r.argument.name) ? r.argument.name : null;
  }
  if (m.type === 'ClassProperty' && !m.static && m.value?.type === 'Identifier' && clientNames.has(m.value.name)) return m.value.name;
  return null;
}

/** Class members of this file that hand out a vendor client, by name. */
export function clientMembers(ast: File, clientNames: Set<string>): string[] {
  const out: string[] = [];
  if (!clientNames.size) return out;
  walkNodes(ast.program, (n) => {
    if (n.type !== 'ClassBody') return;
    for (const m of n.body) {
      const name = memberName(m);
      if (name && handedClient(m, clientNames)) out.push(name);
    }
  });
  return out;
}

/** Member names a script reads: `a.name`, `a?.name`, `a['name']`, and keys destructured (`const { name } = this`). */
export function memberReads(ast: File): Set<string> {
  const out = new Set<string>();
  walkNodes(ast.program, (n: Node) => {
    if (n.type === 'MemberExpression' || n.type === 'OptionalMemberExpression') {
      if (!n.computed && n.property.type === 'Identifier') out.add(n.property.name);
      else if (n.property.type === 'StringLiteral') out.add(n.property.value);
    } else if (n.type === 'ObjectPattern') {
      for (const p of n.properties) if (p.type === 'ObjectProperty' && !p.computed && p.key.type === 'Identifier') out.add(p.key.name);
    }
  });
  return out;
}

/**
 * Remove the members that hand out a vendor client and that no script reads (`isRead(name)` false),
 * then the client imports nothing uses any more. Returns true when the file changed.
 */
export function dropUnreadClientMembers(ast: File, clientNames: Set<string>, isRead: (name: string) => boolean): boolean {
  let changed = false;
  walkNodes(ast.program, (n) => {
    if (n.type !== 'ClassBody') return;
    const keep = n.body.filter((m) => {
      const name = memberName(m);
      return !(name && handedClient(m, clientNames) && !isRead(name));
    });
    if (keep.length === n.body.length) return;
    n.body = keep;
    changed = true;
  });
  if (changed) pruneImports(ast, clientNames);
  return changed;
}
