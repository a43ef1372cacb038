import type { Node } from '@babel/types';
import type { ChainMatch } from '../../src/rule-kit/pattern.js';
import { objectProp, stringValue } from '../../src/rule-kit/pattern-values.js';
import type { ShapeContext, ShapeRefinement, VendorRule } from '../../src/rule-kit/vendor-rule.js';

/** `axios(config)` / `axios(url, config)`: the URL and verb live in the config object. */
function configCall(m: ChainMatch, ctx: ShapeContext): ShapeRefinement | null {
  const first = m.bindings.$A as Node | undefined;
  if (!first) return null;
  let config = first;
  if (config.type === 'Identifier') config = ctx.initOf(config.name) ?? config;
  if (config.type === 'ObjectExpression') {
    const url = objectProp(config, 'url');
    if (!url) return null;
    return { url, method: stringValue(objectProp(config, 'method'))?.toUpperCase() ?? 'GET' };
  }
  return { url: first, method: stringValue(objectProp(m.bindings.$B as Node, 'method'))?.toUpperCase() ?? 'GET' };
}

/** axios: the default export and `axios.create()` instances (followed through imports). */
const rule: VendorRule = {
  id: 'axios',
  docs: { description: 'axios default and instance calls; entity and meaning from the URL path.' },
  origin: 'axios-rest',
  priority: 30,
  packages: ['axios'],
  modules: { axios: ['axios'] },
  client: { factories: ['@axios.default.create()'], names: [/^(api|apiClient|axiosInstance|axiosClient|http|httpClient|instance)$/] },
  calls: [
    { id: 'axios', pattern: ['@axios.default.$VERB{get,delete,head,options}($URL, $CONFIG)', '@client.$VERB{get,delete,head,options}($URL, $CONFIG)'], http: { url: '$URL', method: '$VERB' }, args: { url: '$URL', config: '$CONFIG' } },
    { id: 'axios', pattern: ['@axios.default.$VERB{post,put,patch}($URL, $DATA, $CONFIG)', '@client.$VERB{post,put,patch}($URL, $DATA, $CONFIG)'], http: { url: '$URL', method: '$VERB' }, args: { url: '$URL', data: '$DATA', config: '$CONFIG' } },
    { id: 'axios', pattern: ['@axios.default($A, $B)', '@axios.default.request($A, $B)', '@client.($A, $B)', '@client.request($A, $B)'], refine: configCall },
  ],
};

export default rule;
