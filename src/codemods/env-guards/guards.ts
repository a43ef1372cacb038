import type { Expression, File, Node, Statement } from '@babel/types';
import { envName } from '../data-layer/vendor-settings.js';

/**
 * A module that checks a build setting when it loads and throws without it
 * (`if (!import.meta.env.VITE_MAPS_KEY) throw new Error('Missing key')`, or the same test of a
 * module `const` holding the setting) stops every page that imports it, at load. A theme is built
 * without the source's environment (its `.env*` files never ship), so such a check always throws:
 * it goes, and each setting it named is reported. Only module-level checks whose test is nothing
 * but "a setting is missing" are touched; a check inside a function throws only when called.
 */

export interface RemovedGuard {
  line: number;
  settings: string[];
}

/** `import.meta.env.X`, `import.meta.env.X as string`, `import.meta.env.X || ''` → X. */
function settingRead(n: Node | null | undefined): string | null {
  if (!n) return null;
  if (n.type === 'TSAsExpression' || n.type === 'TSNonNullExpression' || n.type === 'TSSatisfiesExpression') return settingRead(n.expression);
  if (n.type === 'LogicalExpression' && (n.operator === '||' || n.operator === '??') && isLiteral(n.right)) return settingRead(n.left);
  return envName(n);
}

const isLiteral = (n: Node) => n.type === 'StringLiteral' || n.type === 'NumericLiteral' || n.type === 'BooleanLiteral' || n.type === 'NullLiteral'
  || (n.type === 'TemplateLiteral' && !n.expressions.length);

/** Module-level `const NAME = <setting read>`: local name → setting. */
function moduleSettings(ast: File): Map<string, string> {
  const out = new Map<string, string>();
  for (const s of ast.program.body) {
    const decl = s.type === 'ExportNamedDeclaration' ? s.declaration : s;
    if (decl?.type !== 'VariableDeclaration' || decl.kind !== 'const') continue;
    for (const d of decl.declarations) {
      const setting = settingRead(d.init);
      if (d.id.type === 'Identifier' && setting) out.set(d.id.name, setting);
    }
  }
  return out;
}

/** The setting a value names: a read of it, or a module const holding one. */
function settingOf(n: Node, consts: Map<string, string>): string | null {
  if (n.type === 'Identifier') return consts.get(n.name) ?? null;
  return settingRead(n);
}

const isUndefined = (n: Node) => (n.type === 'Identifier' && n.name === 'undefined') || n.type === 'NullLiteral'
  || (n.type === 'UnaryExpression' && n.operator === 'void');

/** The settings whose absence `test` checks, when that is all it checks; else null. */
function missingSettings(test: Expression, consts: Map<string, string>): string[] | null {
  if (test.type === 'UnaryExpression' && test.operator === '!') {
    const s = settingOf(test.argument, consts);
    return s ? [s] : null;
  }
  if (test.type === 'BinaryExpression' && (test.operator === '===' || test.operator === '==')) {
    const [a, b] = [test.left as Node, test.right as Node];
    // `X === undefined`, `X == null`, `X === ''`, `typeof X === 'undefined'`.
    for (const [v, other] of [[a, b], [b, a]] as const) {
      const typeofArg = v.type === 'UnaryExpression' && v.operator === 'typeof' ? v.argument : null;
      if (typeofArg && other.type === 'StringLiteral' && other.value === 'undefined') {
        const s = settingOf(typeofArg, consts);
        if (s) return [s];
      }
      const s = settingOf(v, consts);
      if (s && (isUndefined(other) || (other.type === 'StringLiteral' && other.value === ''))) return [s];
    }
    return null;
  }
  if (test.type === 'LogicalExpression' && (test.operator === '||' || test.operator === '&&')) {
    const l = missingSettings(test.left, consts);
    const r = l && missingSettings(test.right, consts);
    return l && r ? [...new Set([...l, ...r])] : null;
  }
  return null;
}

const isConsoleCall = (s: Statement) => s.type === 'ExpressionStatement' && s.expression.type === 'CallExpression'
  && s.expression.callee.type === 'MemberExpression' && s.expression.callee.object.type === 'Identifier' && s.expression.callee.object.name === 'console';

/** `throw ...`, or a block that only logs and then throws. */
function onlyThrows(s: Statement): boolean {
  if (s.type === 'ThrowStatement') return true;
  if (s.type !== 'BlockStatement' || !s.body.length) return false;
  const last = s.body[s.body.length - 1];
  return last.type === 'ThrowStatement' && s.body.slice(0, -1).every(isConsoleCall);
}

/** Remove the module-level checks that throw when a build setting is missing; returns what went. */
export function removeEnvGuards(ast: File): RemovedGuard[] {
  const consts = moduleSettings(ast);
  const removed: RemovedGuard[] = [];
  ast.program.body = ast.program.body.filter((s) => {
    if (s.type !== 'IfStatement' || s.alternate || !onlyThrows(s.consequent)) return true;
    const settings = missingSettings(s.test, consts);
    if (!settings) return true;
    removed.push({ line: s.loc?.start.line ?? 1, settings });
    return false;
  });
  return removed;
}
