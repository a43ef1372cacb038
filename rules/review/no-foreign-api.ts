import type { CallExpression, NewExpression, Node } from '@babel/types';
import { importsOf, memberPath } from '../../src/check/ast.js';
import { defineCheck } from '../../src/check/types.js';
import { axiosInstances } from '../../src/check/axios-instances.js';

/** Globals that open a network channel of their own. */
const CONSTRUCTORS = new Set(['XMLHttpRequest', 'WebSocket', 'EventSource']);
/** Set-up of an axios client that sends nothing by itself (the calls through it are reported). */
const CONFIG_ONLY = /\.(interceptors\.(request|response)\.(use|eject|clear)|isCancel|isAxiosError|CancelToken\.source)$/;
/** HTTP and socket clients other than axios: importing one means calling a foreign API. */
const HTTP_CLIENTS = ['ky', 'ofetch', 'redaxios', 'superagent', 'got', 'node-fetch', 'cross-fetch', 'isomorphic-fetch', 'whatwg-fetch', 'graphql-request', 'socket.io-client', 'isomorphic-ws', 'ws'];
const GLOBAL_OBJECTS = new Set(['window', 'globalThis', 'self']);

/** `fetch`, `window.fetch`, `navigator.sendBeacon`... with the global prefix removed. */
function globalCallee(path: string | null): string | null {
  if (!path) return null;
  const parts = path.split('.');
  while (parts.length > 1 && GLOBAL_OBJECTS.has(parts[0])) parts.shift();
  return parts.join('.');
}

export default defineCheck({
  id: 'no-foreign-api',
  severity: 'error',
  docs: {
    description: 'A network call to any API but the platform\'s: fetch, axios (and its instances), XMLHttpRequest, WebSocket, EventSource or navigator.sendBeacon.',
    why: 'Spec §1.3 and §7: a theme that still calls any API other than the platform\'s, through the SDK, fails review. The platform is the backend.',
    fix: 'read and write through platform-sdk hooks (useProducts, useLead, useCheckout...); record anything without an SDK equivalent as a limitation',
  },
  messages: {
    fetch: '`{{callee}}` calls a network API directly',
    axios: '`{{callee}}` calls a network API through axios',
    channel: '`new {{callee}}` opens a network channel of its own',
    client: 'imports `{{pkg}}`, an HTTP client for foreign APIs',
    beacon: '`{{callee}}` sends data to a foreign endpoint',
  },
  visit(ctx) {
    const imports = importsOf(ctx.ast);
    const axiosLocals = new Set([...imports].filter(([, b]) => b.source === 'axios').map(([local]) => local));
    const instances = axiosInstances(ctx.site, ctx.file.path, ctx.ast, axiosLocals);
    // A name imported from one of the site's own modules is the site's helper, not the global.
    const local = (name: string) => {
      const b = imports.get(name);
      return !!b && ctx.site.resolve(ctx.file.path, b.source) !== null;
    };
    const onCall = (node: CallExpression | NewExpression) => {
      const path = memberPath(node.callee as Node);
      const callee = globalCallee(path);
      if (!callee || !path) return;
      const root = path.split('.')[0];
      if (node.type === 'NewExpression') {
        if (CONSTRUCTORS.has(callee) && !local(callee)) ctx.report({ node, messageId: 'channel', data: { callee } });
        return;
      }
      if (callee === 'fetch' && !local('fetch')) ctx.report({ node, messageId: 'fetch', data: { callee: path } });
      else if (callee === 'navigator.sendBeacon') ctx.report({ node, messageId: 'beacon', data: { callee: path } });
      else if ((axiosLocals.has(root) || instances.has(root)) && !CONFIG_ONLY.test(path)) ctx.report({ node, messageId: 'axios', data: { callee: path } });
    };
    return {
      CallExpression: onCall,
      OptionalCallExpression: onCall as never,
      NewExpression: onCall,
      ImportDeclaration(node) {
        const pkg = HTTP_CLIENTS.find((p) => node.source.value === p || node.source.value.startsWith(p + '/'));
        if (pkg) ctx.report({ node, messageId: 'client', data: { pkg } });
      },
    };
  },
});
