import type { ConversionState } from './model.js';

export function emptyState(): ConversionState {
  return {
    identity: {},
    language: { status: null, languages: [] },
    dataSites: [],
    pages: [],
    missingPages: [],
    decisions: [],
    designNotes: [],
    openQuestions: [],
    limitations: [],
    progress: [],
    unknownSections: [],
  };
}
