import type { Node } from '@babel/types';
import type { ChainMatch } from '../../src/rule-kit/pattern.js';
import { unwrap } from '../../src/rule-kit/pattern.js';
import { graphqlDocInfo, objectProp } from '../../src/rule-kit/pattern-values.js';
import type { ShapeContext, ShapeRefinement, SiteAction, VendorRule } from '../../src/rule-kit/vendor-rule.js';
import { entityWords, PATH_ACTIONS } from './_surface.js';

/** The document a binding holds: a gql`` literal, a constant holding one, or `{ query: DOC }`. */
function docOf(node: Node | undefined, ctx: ShapeContext, key?: string): Node | undefined {
  if (!node) return undefined;
  let n = unwrap(node);
  if (n.type === 'Identifier') n = ctx.initOf(n.name) ?? n;
  if (key && n.type === 'ObjectExpression') return docOf(objectProp(n, key) ?? undefined, ctx);
  return n;
}

/** Operation type and root field → kind, action and entity (`query { products }` lists products). */
function fromDoc(doc: Node | undefined): ShapeRefinement {
  const info = graphqlDocInfo(doc);
  if (!info) return { entity: null, operation: 'graphql ?' };
  const field = info.field;
  const op = `${info.operation} ${field ?? '?'}`;
  if (info.operation === 'subscription') return { kind: 'realtime', entity: field, operation: op, sdk: 'none', limitation: 'GraphQL subscriptions (realtime) have no SDK equivalent' };
  const words = field ? entityWords(field) : [];
  let action: SiteAction;
  if (info.operation === 'mutation') action = words.map((w) => PATH_ACTIONS[w]).find(Boolean) ?? 'create';
  else action = words.length && !words[words.length - 1].endsWith('s') ? 'one' : 'list';
  const nouns = words.filter((w) => !PATH_ACTIONS[w]);
  return { action, entity: nouns.length ? field : field, operation: op };
}

const refineArg = (key?: string) => (m: ChainMatch, ctx: ShapeContext) => fromDoc(docOf(m.bindings.$DOC as Node, ctx, key));
/** `client.query({ query })` (Apollo) or `client.query(DOC, vars)` (urql). */
const refineClient = (key: string) => (m: ChainMatch, ctx: ShapeContext) => {
  const arg = m.bindings.$DOC as Node | undefined;
  const n = arg ? unwrap(arg) : undefined;
  return fromDoc(docOf(arg, ctx, n?.type === 'ObjectExpression' ? key : undefined));
};

/** GraphQL clients: Apollo hooks and client, urql, graphql-request. Entity = the first root field. */
const rule: VendorRule = {
  id: 'graphql',
  docs: { description: 'GraphQL clients (Apollo, urql, graphql-request); meaning from the document\'s operation and first field.' },
  origin: 'graphql',
  priority: 40,
  packages: ['@apollo/client', 'graphql-request', 'urql', '@urql/core', 'graphql-tag'],
  modules: { apollo: ['@apollo/client', '@apollo/client/react', '@apollo/react-hooks'], urql: ['urql', '@urql/core', '@urql/preact'], gqlreq: ['graphql-request'] },
  client: { factories: ['new @apollo.ApolloClient()', 'new @gqlreq.GraphQLClient()', '@urql.createClient()', 'new @urql.Client()'] },
  calls: [
    { id: 'useQuery', pattern: '@apollo.{useQuery,useLazyQuery,useSuspenseQuery}($DOC, $OPTIONS)', refine: refineArg(), args: { document: '$DOC', options: '$OPTIONS' } },
    { id: 'useMutation', pattern: ['@apollo.useMutation($DOC, $OPTIONS)', '@urql.useMutation($DOC)'], refine: refineArg(), args: { document: '$DOC' } },
    { id: 'useSubscription', pattern: ['@apollo.useSubscription($DOC, $OPTIONS)', '@urql.useSubscription($DOC)'], refine: refineArg('query') },
    { id: 'useQuery', pattern: '@urql.useQuery($DOC)', refine: refineArg('query'), args: { options: '$DOC' } },
    { id: 'client.query', pattern: '@client.{query,watchQuery}($DOC, $VARS)', refine: refineClient('query') },
    { id: 'client.mutate', pattern: '@client.{mutate,mutation}($DOC, $VARS)', refine: refineClient('mutation') },
    { id: 'client.request', pattern: '@client.request($DOC, $VARS)', refine: refineArg() },
    { id: 'request', pattern: '@gqlreq.request($URL, $DOC, $VARS)', refine: refineArg() },
  ],
};

export default rule;
