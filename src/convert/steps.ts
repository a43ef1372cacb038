import bundlerConfig from '../codemods/bundler-config/index.js';
import dataLayer from '../codemods/data-layer/index.js';
import dropPages from '../codemods/drop-pages/index.js';
import previewMode from '../codemods/preview/index.js';
import staticCatalogue from '../codemods/static-catalogue/index.js';
import recordIds from '../codemods/record-ids/index.js';
import secrets from '../codemods/secrets/index.js';
import serverRemoval from '../codemods/server-removal/index.js';
import { BILINGUAL_STEPS } from '../codemods/bilingual/index.js';
import editableFields from '../codemods/editable-fields/index.js';
import gapPages from '../codemods/gap-pages/index.js';
import importCase from '../codemods/import-case/index.js';
import missingImports from '../codemods/missing-imports/index.js';
import remoteRuntime from '../codemods/remote-runtime/index.js';
import { themeEntryStep, themeJsonLdStep, themeManifestStep, themePackageStep } from '../codemods/theme-shell/index.js';
import vendorAssets from '../codemods/vendor-assets/index.js';
import vendorRemoval from '../codemods/vendor-removal/index.js';
import envGuards from '../codemods/env-guards/index.js';
import hookOrder from '../codemods/hook-order/index.js';
import timedGates from '../codemods/timed-gates/index.js';
import port from '../port/step.js';
import nextPort from '../port/next-app/step.js';
import pageRouter from '../codemods/page-router/index.js';
import missingAssets from '../codemods/missing-assets/index.js';
import type { ConvertStep } from './step.js';

/**
 * The conversion steps in pipeline order (DESIGN §3): port (if not React), import case, missing imports, bundler config, data
 * layer, drop pages, theme shell, preview, static catalogues, record ids, gap pages, bilingual retrofit, editable fields,
 * secrets. A step is listed here once it is built; there are no placeholders.
 */
export const PIPELINE: readonly ConvertStep[] = [
  port,
  // A Next.js app-router site becomes a Vite + react-router app first, like a port.
  nextPort,
  // Imports written with another letter case than the file (macOS/Windows) get the file's case
  // first: every later step follows imports exactly, and the Linux build needs them right.
  importCase,
  // Imports of files the source does not ship get a stand-in or go, so the theme can build.
  missingImports,
  // A component that runs on code or a model from another host goes before the others see it.
  remoteRuntime,
  // A React app drawn as one page gets a route table, so the theme can have pages.
  pageRouter,
  bundlerConfig,
  dataLayer,
  // Hooks after an early return (a source bug a warm query cache hides) move above it.
  hookOrder,
  // An intro screen drawn instead of the site until a timer runs out goes: each page shows at once.
  timedGates,
  dropPages,
  // The vendor and the source's own server go once data calls and dropped pages no longer use them.
  vendorRemoval,
  // A module that throws at load when a build setting is missing would stop every page: a theme has none.
  envGuards,
  // What the vendor served (branding, storage files) goes with it.
  vendorAssets,
  // Pictures the source links but does not ship get placeholders (after the vendor's own are replaced).
  missingAssets,
  serverRemoval,
  themePackageStep,
  themeEntryStep,
  themeJsonLdStep,
  previewMode,
  // Listing and product pages that show literal records read the store instead (preview took the records as demo products).
  staticCatalogue,
  // Records found by the route id read as a number (`p.id === Number(id)`) compare strings: the store's ids are.
  recordIds,
  // Missing canonical pages in the source's design, before the retrofit so their labels are translated too.
  gapPages,
  // Arabic/English retrofit (survey-gated by the `languages` decision).
  ...BILINGUAL_STEPS,
  // Hero copy, images and colors become editable; handles both literal and t('…') copy.
  editableFields,
  // The manifest is written last among the shell steps: it declares pages, locales and editable
  // fields that the steps above create.
  themeManifestStep,
  secrets,
];
