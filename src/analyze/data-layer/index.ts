import type { Collector } from '../../rule-kit/collector.js';
import type { DataSite, Limitation, Origin } from '../types.js';

/** What the data-layer collector learns about a site (issue 2, items 6 and 7). */
export interface DataLayerFacts {
  origin: { primary: Origin; vendors: string[] };
  vendorBootstrap: string[];
  vendorPackages: string[];
  dataSites: DataSite[];
  limitations: Limitation[];
  authSiteFiles: string[];
}

/** The data-layer collector: call sites of vendor clients and network APIs (skeleton). */
export function createDataLayerCollector(): Collector<DataLayerFacts> {
  return {
    name: 'data-layer',
    visitFile: () => null,
    finish: () => ({ origin: { primary: 'other', vendors: [] }, vendorBootstrap: [], vendorPackages: [], dataSites: [], limitations: [], authSiteFiles: [] }),
  };
}
