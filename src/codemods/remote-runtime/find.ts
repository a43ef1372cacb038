import type { File, Node } from '@babel/types';
import * as t from '@babel/types';
import { npmFileOf } from '../../port/npm-cdn.js';
import { isWidgetUrl } from '../../check/third-party.js';
import { trackerOf } from '../../../rules/data-layer/trackers.js';

/**
 * Files a library fetches and runs: WebAssembly and machine-learning models. A plain script on
 * another host (a payment or widget loader) is review's no-foreign-script matter, not this step's.
 */
const RUNTIME_FILE = /\.(wasm|data|task|tflite|onnx|pb|bin)$/i;

const hostOf = (u: string) => {
  try {
    return new URL(u).host;
  } catch {
    return '';
  }
};

/**
 * The URL of code or a model that a library loads at run time from another host: an npm CDN
 * path (`https://cdn.jsdelivr.net/npm/<pkg>/wasm`) or a WebAssembly or model file on any host,
 * bar the widgets review allows and analytics.
 */
export function runtimeUrl(text: string): boolean {
  const u = text.trim();
  if (!/^https?:\/\//i.test(u) || !hostOf(u)) return false;
  // Widgets review allows (maps, booking, chat) stay; analytics have a step of their own.
  if (isWidgetUrl(u) || trackerOf(u, undefined)) return false;
  if (npmFileOf(u)) return true;
  return RUNTIME_FILE.test(new URL(u).pathname);
}

/**
 * The runtime URLs a module hands to a loader: string literals passed as call arguments or set
 * as option values (`forVisionTasks('https://…/wasm')`, `{ modelAssetPath: 'https://…/x.task' }`).
 * A link, a picture or a `<script src>` in JSX is not one (those are shown or reviewed elsewhere).
 */
export function runtimeLoads(ast: File): { url: string; line: number }[] {
  const out: { url: string; line: number }[] = [];
  const visit = (n: Node, parent: Node | null) => {
    const text = n.type === 'StringLiteral' ? n.value : n.type === 'TemplateLiteral' && !n.expressions.length ? n.quasis.map((q) => q.value.cooked ?? '').join('') : null;
    if (text !== null && parent && (parent.type === 'CallExpression' || parent.type === 'NewExpression' || parent.type === 'ObjectProperty') && runtimeUrl(text)) {
      if (parent.type !== 'ObjectProperty' || parent.value === n) out.push({ url: text.trim(), line: n.loc?.start.line ?? 0 });
    }
    for (const key of t.VISITOR_KEYS[n.type] ?? []) {
      const child = (n as unknown as Record<string, unknown>)[key];
      if (Array.isArray(child)) for (const c of child) { if (c && typeof c === 'object' && 'type' in c) visit(c as Node, n); }
      else if (child && typeof child === 'object' && 'type' in child) visit(child as Node, n);
    }
  };
  visit(ast.program, null);
  return out;
}
