import type { Node } from '@babel/types';
import { CHAT_HOST, isWidgetUrl } from '../../src/check/third-party.js';
import { defineCheck } from '../../src/check/types.js';

/** Attributes whose URL is a link, a picture or a media file: the browser follows it, no API is called. */
const LINK_ATTRS = new Set(['href', 'src', 'srcSet', 'srcset', 'poster', 'to', 'cite', 'data', 'backgroundImage']);
/** Files, not endpoints. */
const ASSET_PATH = /\.(png|jpe?g|gif|webp|avif|svg|ico|bmp|mp4|webm|mov|mp3|wav|ogg|pdf|woff2?|ttf|otf|eot|css|html?|m?js)(\?|#|$)/i;
/** Client-side widgets stay (spec §1.8): generic embed paths and script loaders, and the known widgets (src/check/third-party.ts). */
const WIDGET_PATH = /(^|\/)embed(\/|$)|\/js$/i;
const API_PATH = /\/(api|graphql|gql|rest|rpc|functions|webhooks?|v\d+(\.\d+)?)(\/|\?|#|$)/i;
const API_HOST = /(^|\.)api[.-]|api\.[a-z]{2,}(\.[a-z]{2,})?$|\.(supabase\.co|firebaseio\.com|firebasedatabase\.app|execute-api\.[^.]+\.amazonaws\.com|herokuapp\.com|hasura\.app)$|(^|\.)(firestore|identitytoolkit)\.googleapis\.com$/i;

/** An absolute http(s) URL that names an API (host or path), from the start of a string. */
export function apiUrl(text: string): string | null {
  const m = /^\s*(https?:\/\/[^\s'"`<>]+)/i.exec(text);
  if (!m) return null;
  let url: URL;
  try {
    url = new URL(m[1]);
  } catch {
    return null;
  }
  if (ASSET_PATH.test(url.pathname) || WIDGET_PATH.test(url.pathname) || isWidgetUrl(m[1]) || CHAT_HOST.test(url.hostname)) return null;
  return API_HOST.test(url.hostname) || API_PATH.test(url.pathname) ? m[1] : null;
}

function linkContext(parents: readonly Node[]): boolean {
  for (let i = parents.length - 1; i >= 0 && i >= parents.length - 3; i--) {
    const p = parents[i];
    if (p.type === 'JSXAttribute' && p.name.type === 'JSXIdentifier' && LINK_ATTRS.has(p.name.name)) return true;
    if (p.type === 'ObjectProperty' && p.key.type === 'Identifier' && LINK_ATTRS.has(p.key.name)) return true;
  }
  return false;
}

export default defineCheck({
  id: 'no-api-urls',
  severity: 'error',
  docs: {
    description: 'An absolute http(s) URL of an API (an `api.` host, a `/api/`, `/v1/`, `/graphql` or `/functions/` path, a backend-as-a-service host) written in theme code.',
    why: 'Spec §1.3: a theme that calls any API other than the platform\'s fails review; a hard-coded endpoint is such a call waiting to happen. Links, images and chat deep links (wa.me, t.me, m.me, mailto:, tel:) are fine.',
    fix: 'remove the endpoint and read the data through a platform-sdk hook, or record a limitation',
  },
  messages: { url: 'API URL `{{url}}` in theme code' },
  visit(ctx) {
    const check = (node: Node, text: string, ancestors: readonly Node[]) => {
      const url = apiUrl(text);
      if (url && !linkContext(ancestors)) ctx.report({ node, messageId: 'url', data: { url } });
    };
    return {
      StringLiteral(node, w) {
        const p = w.parent();
        if (p?.type === 'ImportDeclaration' || p?.type === 'ExportAllDeclaration' || p?.type === 'ExportNamedDeclaration') return;
        check(node, node.value, w.ancestors);
      },
      TemplateLiteral(node, w) {
        // The whole URL with each placeholder as one path piece: `https://icons.host/${name}.svg` is a picture.
        check(node, node.quasis.map((q) => q.value.cooked ?? '').join('${…}'), w.ancestors);
      },
    };
  },
});
