import type { Node } from '@babel/types';
import { keyName } from '../../src/check/ast.js';
import { defineCheck } from '../../src/check/types.js';

/** `import.meta.env.NAME` or `process.env.NAME` → NAME. */
function envName(node: Node): string | null {
  if (node.type !== 'MemberExpression' || node.computed && node.property.type !== 'StringLiteral') return null;
  const obj = node.object;
  if (obj.type !== 'MemberExpression' || obj.computed || keyName(obj.property) !== 'env') return null;
  const base = obj.object;
  const isEnv = base.type === 'MetaProperty' || (base.type === 'Identifier' && base.name === 'process');
  return isEnv ? keyName(node.property) : null;
}

export default defineCheck({
  id: 'no-vendor-bootstrap',
  severity: 'error',
  docs: {
    description: 'A leftover vendor bootstrap: the client set-up, app-params or re-export module that a vendor rule names (`bootstrapFiles`), or code reading a vendor setting (`envVars`).',
    why: 'Spec §1 conversion rule 2: the vendor\'s client bootstrap and its app-params module are removed. They build a client for a foreign API, read vendor tokens from the URL or env, and may redirect anonymous visitors to a vendor login.',
    fix: 'delete the module and mend every import of it; data now comes from platform-sdk hooks',
  },
  messages: {
    bootstrap: 'leftover {{vendor}} bootstrap module',
    envVar: 'reads `{{name}}`, a {{vendor}} setting',
  },
  hints: { envVar: 'remove the setting and what reads it; the platform provider needs no vendor configuration' },
  visit(ctx) {
    const withEnv = ctx.vendors.filter((v) => v.envVars?.length);
    if (!withEnv.length) return null;
    return {
      MemberExpression(node) {
        const name = envName(node);
        const vendor = name ? withEnv.find((v) => v.envVars!.some((re) => re.test(name))) : undefined;
        if (vendor && name) ctx.report({ node, messageId: 'envVar', data: { name, vendor: vendor.id } });
      },
    };
  },
  checkSite(ctx) {
    for (const file of ctx.site.files) {
      if (file.kind !== 'script') continue;
      const vendor = ctx.vendors.find((v) => v.bootstrapFiles?.some((re) => re.test(file.path)));
      if (vendor) ctx.report({ file: file.path, line: 1, column: 1, messageId: 'bootstrap', data: { vendor: vendor.id } });
    }
  },
});
