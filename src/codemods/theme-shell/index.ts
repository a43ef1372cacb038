import type { ConvertStep } from '../../convert/step.js';
import { themeEntryStep } from './entry.js';
import { themeJsonLdStep } from './json-ld.js';
import { themeManifestStep } from './manifest.js';
import { themePackageStep } from './package-step.js';

export { themeEntryStep, runThemeEntry, platformFiles } from './entry.js';
export { themeJsonLdStep, runThemeJsonLd } from './json-ld.js';
export { themeManifestStep, runThemeManifest, buildManifest, manifestPages, MANIFEST_FILE } from './manifest.js';
export { themePackageStep, runThemePackage, editThemePackageJson, splitTypeCheck, POSTBUILD_SCRIPT } from './package-step.js';
export { manifestSchema, platformJsonSchema, manifestProblems, type ThemeManifest } from './manifest-schema.js';
export { appLayout, findEntry } from './layout.js';

/**
 * The theme shell steps, in pipeline order. `theme-manifest` reads the editable fields and SDK
 * names the other steps left, so it belongs after the data layer, gap pages and editable fields.
 */
export const THEME_SHELL_STEPS: readonly ConvertStep[] = [themePackageStep, themeEntryStep, themeJsonLdStep, themeManifestStep];
