/** THEME_CONVERSION.md: the model, parse, write, read, and the state after an analysis (DESIGN §5). */
export * from './model.js';
export { STATE_FILE, parseState, parseDocument, misspeltSection } from './parse.js';
export { serializeState, DEFAULT_PREAMBLE } from './write.js';
export { readState } from './read.js';
export { stateFromAnalysis, siteIdentity, type SiteFacts } from './from-analysis.js';
export { emptyState } from './empty.js';
export { SECTION_TITLES } from './sections.js';
export { decisionFor, unansweredSurfaces, setDecision, setProgress } from './queries.js';
export { summarize, formatSummary, type StatusSummary } from './summary.js';
