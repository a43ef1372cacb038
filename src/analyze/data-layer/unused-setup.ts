import type { Site } from '../../load/site.js';
import type { ModuleFacts } from '../module-facts.js';
import { isClientCode } from './compact.js';

const isPackageOf = (source: string, packages: string[]) => packages.some((p) => source === p || source.startsWith(`${p}/`));

/**
 * Vendor set-up modules nothing loads: a script without JSX that imports only the vendor's
 * packages (`firebase/app`, `firebase/database`) and that no module imports nor index.html loads,
 * however it makes its client (at the top level, or inside a `startVendor()` function it exports).
 * It is dead code that keeps the vendor's package in the theme: it goes as bootstrap.
 */
export function unusedVendorSetup(site: Site, modules: Map<string, ModuleFacts>, vendorPackages: string[]): string[] {
  if (!vendorPackages.length) return [];
  const loaded = new Set<string>();
  for (const [file, m] of modules) {
    for (const spec of m.sources) {
      const target = site.resolve(file, spec);
      if (target) loaded.add(target);
    }
  }
  const html = site.files.filter((f) => /\.html?$/.test(f.path)).map((f) => f.text ?? '').join('\n');
  const out: string[] = [];
  for (const [file, m] of modules) {
    if (m.hasJsx || loaded.has(file) || !isClientCode(file)) continue;
    const sources = [...m.sources];
    if (!sources.length || !sources.every((s) => isPackageOf(s, vendorPackages))) continue;
    if (html.includes(file.split('/').pop()!)) continue;
    out.push(file);
  }
  return out.sort();
}
