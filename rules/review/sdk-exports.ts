import path from 'node:path';
import { installedSdk } from '../../src/check/installed-sdk.js';
import { sdkUsage } from '../../src/check/sdk-usage.js';
import { defineCheck } from '../../src/check/types.js';

export default defineCheck({
  id: 'sdk-exports',
  severity: 'error',
  phase: 'build',
  docs: {
    description: 'Every name the theme imports from `platform-sdk/*` is exported by the platform-sdk installed for the theme (imported and checked for each name).',
    why: 'Spec §4 and §9.3: the published SDK can lag its reference; a missing export is `undefined` at run time and the theme crashes in review.',
    fix: 'pin platform-sdk to a newer tarball that has the export, and record a follow-up to return to the registry version',
  },
  messages: {
    notInstalled: '`{{pkg}}` is not installed for this theme',
    unreadable: 'cannot read `{{spec}}` of the installed SDK: {{why}}',
    missing: '`{{name}}` is not exported by the installed `{{spec}}` ({{version}})',
  },
  hints: { notInstalled: 'install the theme\'s dependencies (npm install) so the SDK the theme builds against can be checked' },
  async checkSite(ctx) {
    const usage = sdkUsage(ctx.site, ctx.sdk, ctx.isAppScript);
    if (!usage.imports.size) return;
    const appDir = path.join(ctx.site.root, ctx.site.appRoot);
    const sdk = await installedSdk(appDir, ctx.sdk.packageName, [...usage.imports.keys()].sort());
    const pkgFile = ctx.site.appRoot ? `${ctx.site.appRoot}/package.json` : 'package.json';
    if (!sdk.root) return ctx.report({ file: pkgFile, messageId: 'notInstalled', data: { pkg: ctx.sdk.packageName } });
    for (const [spec, names] of [...usage.imports].sort(([a], [b]) => a.localeCompare(b))) {
      const why = sdk.problems.get(spec);
      if (why) {
        const first = [...names.values()][0];
        ctx.report({ file: first.file, node: first.node, messageId: 'unreadable', data: { spec, why } });
        continue;
      }
      const exported = sdk.exports.get(spec) ?? new Set();
      for (const [name, at] of [...names].sort(([a], [b]) => a.localeCompare(b))) {
        if (exported.has(name)) continue;
        const version = sdk.version ? `version ${sdk.version}` : 'unknown version';
        ctx.report({ file: at.file, node: at.node, messageId: 'missing', data: { name, spec, version } });
        ctx.followUp(`platform-sdk ${version} lacks \`${name}\` (${spec}): pin the SDK to a newer tarball, then return to the registry version once it ships the name (spec §9.3)`);
      }
    }
  },
});
