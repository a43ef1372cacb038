import path from 'node:path';
import type { Node } from '@babel/types';
import { staticString } from '../../src/check/ast.js';
import { jsonKeyPlace } from '../../src/check/json-place.js';
import { defineCheck } from '../../src/check/types.js';
import type { VendorRuleBase } from '../../src/rule-kit/vendor-rule.js';

/** The vendor whose package (or a subpath of it) `spec` names. */
function vendorOf(vendors: VendorRuleBase[], spec: string): { vendor: string; pkg: string } | null {
  for (const v of vendors) {
    for (const pkg of [...v.packages, ...(v.vitePlugins ?? [])]) {
      if (spec === pkg || spec.startsWith(pkg + '/')) return { vendor: v.id, pkg };
    }
  }
  return null;
}

export default defineCheck({
  id: 'no-vendor-sdk',
  severity: 'error',
  docs: {
    description: 'A leftover vendor SDK: an import or require of a vendor package (read from the vendor rules), or the package still declared in package.json.',
    why: 'Spec §1 conversion rule 2: the previous vendor SDK is removed; any call through it is a call to an API other than the platform\'s, which fails review.',
    fix: 'replace the vendor calls with platform-sdk hooks, then remove the import and the dependency',
  },
  messages: {
    import: 'imports `{{spec}}`, the {{vendor}} SDK',
    dependency: 'package.json still depends on `{{pkg}}` ({{vendor}})',
  },
  hints: { dependency: 'remove the dependency once no file imports it' },
  visit(ctx) {
    if (!ctx.vendors.length) return null;
    const report = (node: Node, spec: string | null) => {
      const hit = spec ? vendorOf(ctx.vendors, spec) : null;
      if (hit && spec) ctx.report({ node, messageId: 'import', data: { spec, vendor: hit.vendor } });
    };
    return {
      ImportDeclaration: (node) => report(node, node.source.value),
      ExportAllDeclaration: (node) => report(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && report(node, node.source.value),
      CallExpression(node) {
        const c = node.callee;
        if ((c.type === 'Identifier' && c.name === 'require') || c.type === 'Import') report(node, staticString(node.arguments[0] as Node));
      },
    };
  },
  checkSite(ctx) {
    if (!ctx.vendors.length) return;
    for (const [dir, pj] of ctx.site.packageJsons) {
      const file = dir ? path.posix.join(dir, 'package.json') : 'package.json';
      const text = ctx.site.file(file)?.text ?? '';
      for (const section of ['dependencies', 'devDependencies'] as const) {
        for (const pkg of Object.keys(pj[section] ?? {})) {
          const hit = vendorOf(ctx.vendors, pkg);
          if (!hit) continue;
          const at = jsonKeyPlace(text, pkg, section);
          ctx.report({ file, line: at?.line, column: at?.column, messageId: 'dependency', data: { pkg, vendor: hit.vendor } });
        }
      }
    }
  },
});
