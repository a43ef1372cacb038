import path from 'node:path';
import type { Limitation } from '../../analyze/types.js';
import { defineStep, type StepContext, type StepResult } from '../../convert/step.js';
import { placeholderPalette } from '../preview/palette.js';
import { scripts } from '../vendor-removal/importers.js';
import { resolveIn } from '../vendor-removal/resolve.js';
import { fixAssetImport } from './assets.js';
import { missingImports } from './find.js';
import { dropMissingModules } from './modules.js';
import { removeUnreachedHolders } from './unreached.js';
import { importUnboundComponents } from './unbound-components.js';

/**
 * The `missing-imports` step: a source that imports a file it does not ship (a page left out of
 * the repository, a picture never committed) builds nowhere, and the theme would inherit that.
 * Each such import gets a stand-in or goes, with a Limitations row naming the file: a picture
 * becomes a placeholder in the site's palette, a stylesheet import goes, a page or component
 * goes with its routes, elements and links. Runs early, so later steps see a tree that resolves.
 */
const missingImportsStep = defineStep({
  id: 'missing-imports',
  description: 'imports of files the source does not have: pictures get a placeholder, pages and components go with their routes and links (each a limitation)',
  needs: ['analysis'],
  run(ctx: StepContext): StepResult {
    const { tree, site, analysis } = ctx;
    const appRoot = analysis.appRoot ?? site.appRoot;
    const scope = { appRoot, aliases: site.aliases };
    const skipped = new Set(site.skipped.map((s) => s.path));
    const appFiles = scripts(tree).filter((f) => !appRoot || appRoot === '.' || f.startsWith(`${appRoot}/`));
    const unbound = importUnboundComponents(tree, appFiles);
    const unboundNotes = unbound.map((u) => `${u.file}: draws <${u.name} /> without importing it; imported from ${u.from}, the one module that exports it`);
    const found = missingImports(tree, { appRoot, scope, present: (p) => skipped.has(p) });
    if (!found.length) return unbound.length ? { status: 'applied', notes: unboundNotes } : { status: 'unnecessary' };
    const limitations: Limitation[] = [];
    const notes: string[] = [...unboundNotes];
    // Source files that import a missing file and that nothing imports are dead code: they go.
    const exists = (p: string) => tree.exists(p) || skipped.has(p);
    const appSrc = appRoot && appRoot !== '.' ? `${appRoot}/src` : 'src';
    const unreached = removeUnreachedHolders(tree, scripts(tree), new Set(found.map((m) => m.file)), appSrc, (from, spec) => resolveIn(scope, from, spec, exists));
    if (unreached.length) notes.push(`removed ${unreached.join(', ')}: nothing in the site imports them and they import files the source does not have`);
    const missing = found.filter((m) => !unreached.includes(m.file));
    if (!missing.length) return { status: 'applied', limitations, notes };
    const palette = placeholderPalette(analysis.design?.colors ?? {});
    const assets = missing.filter((m) => m.kind === 'image' || m.kind === 'style');
    const edited = new Set<string>();
    assets.forEach((m, i) => {
      const ast = tree.ast(m.file);
      const fix = ast ? fixAssetImport(ast, m, palette, i) : null;
      if (!ast || !fix) {
        limitations.push({ file: m.file, line: m.line, what: `\`${m.spec}\` names ${m.target}, a file the source does not have`, why: 'this form of import could not be given a stand-in: the theme does not build until the file is added or the import removed' });
        return;
      }
      tree.writeAst(m.file, ast);
      edited.add(m.file);
      const done = fix === 'placeholder' ? 'a placeholder picture stands in' : fix === 'removed' ? 'the import was removed' : 'an empty class map stands in';
      limitations.push({ file: m.file, line: m.line, what: `\`${m.spec}\` names ${m.target}, a file the source does not have: ${done}`, why: 'the source ships without that file; add it to the theme and restore the import' });
    });
    // A component (PascalCase, as pages and their parts are named) can go with what renders it;
    // a missing helper or value module cannot be cut out safely, so it is only reported.
    const component = (m: (typeof missing)[number]) => m.site.kind === 'dynamic' || (m.site.kind === 'import' && m.site.node.specifiers.length > 0 && m.site.node.specifiers.every((sp) => /^[A-Z]/.test(sp.local.name)));
    const modules = missing.filter((m) => m.kind === 'script' && component(m));
    if (modules.length) {
      const root = appRoot && appRoot !== '.' ? appRoot + '/' : '';
      const r = dropMissingModules(tree, modules, {
        files: scripts(tree).filter((f) => !root || f.startsWith(root)),
        keptRoutes: analysis.pages.filter((p) => p.class !== 'drop' && p.route).map((p) => p.route!),
        resolve: (from, spec) => resolveIn(scope, from, spec, exists),
      });
      limitations.push(...r.limitations);
      for (const f of r.changed) edited.add(f);
    }
    // The vendor's client module kept out of the repository (`src/config/firebase.js`, with its keys):
    // the vendor-removal step takes its imports and uses out with the vendor.
    const vendorIds = analysis.origin.vendors.filter((v) => !/^(fetch|axios|http)$/.test(v)).map((v) => v.toLowerCase());
    const vendorClient = (m: (typeof missing)[number]) => m.kind === 'script' && vendorIds.some((v) => path.posix.basename(m.spec).replace(/\.[cm]?[jt]sx?$/, '').toLowerCase().includes(v));
    for (const m of missing.filter((x) => x.kind === 'other' || (x.kind === 'script' && !component(x)))) {
      if (vendorClient(m)) {
        limitations.push({ file: m.file, line: m.line, what: `\`${m.spec}\` names ${m.target}, the ${vendorIds.find((v) => path.posix.basename(m.spec).toLowerCase().includes(v))} client module the source does not ship`, why: 'kept out of the repository with its keys: the vendor-removal step takes its imports and what is still asked of it out with the vendor' });
        continue;
      }
      limitations.push({ file: m.file, line: m.line, what: `\`${m.spec}\` names ${m.target}, a file the source does not have`, why: 'the theme does not build until the file is added or the import removed' });
    }
    if (edited.size) notes.push(`imports of missing files mended in ${[...edited].sort().join(', ')}`);
    const stillBroken = limitations.some((l) => /does not build until/.test(l.why));
    return { status: stillBroken || !edited.size ? 'partial' : 'applied', limitations, notes };
  },
});

export default missingImportsStep;
