import type { List, RootContent, Table } from 'mdast';
import { CANONICAL, LANGUAGE_STATUS, PAGE_CLASSES, SITE_KINDS, SURFACES } from '../analyze/types.js';
import { badInput } from '../diagnostics/tool-error.js';
import { codeCell, rawCell, textCell } from './markdown.js';
import { readList, writeList } from './list-codec.js';
import { DECISIONS, SURVEY_SURFACES, type ConversionState, type StepStatus } from './model.js';
import type { SectionTitle } from './sections.js';
import { lineNumber, oneOf, oneOfOrNull, readTable, required, writeTable, type ReadContext, type TableSpec } from './table-codec.js';

type State = ConversionState;
const STEP_STATUSES: readonly StepStatus[] = ['done', 'pending', 'failed', 'skipped'];

/**
 * How each known section maps to the model: the one block the tool owns in it (a table or a
 * list) and the part of the state it holds. Everything else in a section is people's free text.
 */
export interface SectionCodec {
  owns: 'table' | 'list';
  read(node: Table | List | undefined, ctx: ReadContext & { line: number }, into: State): void;
  write(state: State): Table | List | null;
}

const dataSites: TableSpec<State['dataSites'][number]> = {
  columns: ['file', 'line', 'vendor', 'kind', 'entity', 'surface', 'sdk', 'status'],
  read: (c, row) => {
    const site: State['dataSites'][number] = {
      file: required(c.file, row, 'file'), line: lineNumber(c.line, row, 1), vendor: required(c.vendor, row, 'vendor'),
      kind: oneOf(SITE_KINDS, c.kind, row, 'kind'), entity: c.entity.text || null,
      surface: oneOf(SURFACES, c.surface, row, 'surface'), sdkEquivalent: c.sdk.text || 'none',
    };
    if (c.status.source) site.status = c.status.source;
    return site;
  },
  write: (s) => [codeCell(s.file), textCell(String(s.line)), textCell(s.vendor), textCell(s.kind), textCell(s.entity ?? ''),
    textCell(s.surface), textCell(s.sdkEquivalent), rawCell(s.status ?? '')],
};

const pages: TableSpec<State['pages'][number]> = {
  columns: ['file', 'route', 'class', 'canonical', 'becomes'],
  read: (c, row) => ({
    file: required(c.file, row, 'file'), route: c.route.text || null, class: oneOf(PAGE_CLASSES, c.class, row, 'class'),
    canonical: oneOfOrNull(CANONICAL, c.canonical, row, 'canonical'), becomes: c.becomes.source,
  }),
  write: (p) => [codeCell(p.file), codeCell(p.route ?? ''), textCell(p.class), textCell(p.canonical ?? ''), rawCell(p.becomes)],
};

const missingPages: TableSpec<State['missingPages'][number]> = {
  columns: ['page', 'action'],
  read: (c, row) => ({ canonical: oneOf(CANONICAL, c.page, row, 'page'), action: c.action.source }),
  write: (m) => [textCell(m.canonical), rawCell(m.action)],
};

const decisions: TableSpec<State['decisions'][number] | null> = {
  columns: ['surface', 'decision', 'why'],
  // An empty decision cell means "not answered yet": the survey asks it again.
  read: (c, row) => c.decision.text === '' ? null : {
    surface: oneOf(SURVEY_SURFACES, c.surface, row, 'surface'),
    decision: oneOf(DECISIONS, c.decision, row, 'decision'),
    why: c.why.source,
  },
  write: (d) => [textCell(d!.surface), textCell(d!.decision), rawCell(d!.why)],
  key: (d) => d?.surface ?? null,
};

const limitations: TableSpec<State['limitations'][number]> = {
  columns: ['file', 'line', 'what', 'why'],
  read: (c, row) => ({ file: c.file.text, line: lineNumber(c.line, row, 0), what: c.what.source, why: c.why.source }),
  write: (l) => [codeCell(l.file), textCell(String(l.line)), rawCell(l.what), rawCell(l.why)],
};

const progress: TableSpec<State['progress'][number]> = {
  columns: ['step', 'status', 'note'],
  read: (c, row) => {
    const entry: State['progress'][number] = { step: required(c.step, row, 'step'), status: oneOf(STEP_STATUSES, c.status, row, 'status') };
    if (c.note.source) entry.note = c.note.source;
    return entry;
  },
  write: (p) => [textCell(p.step), textCell(p.status), rawCell(p.note ?? '')],
  key: (p) => p.step,
};

function tableCodec<T>(spec: TableSpec<T>, get: (s: State) => T[], set: (s: State, v: T[]) => void): SectionCodec {
  return {
    owns: 'table',
    read(node, ctx, into) {
      if (!node) {
        throw badInput(`the ${ctx.section} section has no table`, {
          file: ctx.file, line: ctx.line, hint: `it needs a table with columns \`${spec.columns.join(' | ')}\``,
        });
      }
      set(into, readTable(spec, node as Table, ctx));
    },
    write: (state) => writeTable(spec, get(state)),
  };
}

function listCodec(get: (s: State) => string[], set: (s: State, v: string[]) => void): SectionCodec {
  return {
    owns: 'list',
    read: (node, ctx, into) => set(into, node ? readList(node as List, ctx.source).map((i) => i.text) : []),
    write: (state) => writeList(get(state)),
  };
}

/** `- key: value` lists (Identity, Language status). */
function keyValues(node: List | undefined, ctx: ReadContext): { key: string; value: string; line: number }[] {
  if (!node) return [];
  return readList(node, ctx.source).map(({ text, line }) => {
    const m = /^([^:\n]+):\s*([\s\S]*)$/.exec(text);
    if (!m) throw badInput(`${ctx.section}: \`${text}\` is not a \`key: value\` item`, { file: ctx.file, line });
    return { key: m[1].trim(), value: m[2].trim(), line };
  });
}

const LANGUAGE_KEYS = ['status', 'languages', 'source languages', 'note'];

export const CODECS: Record<SectionTitle, SectionCodec> = {
  Identity: {
    owns: 'list',
    read: (node, ctx, into) => {
      for (const kv of keyValues(node as List | undefined, ctx)) into.identity[kv.key] = kv.value;
    },
    write: (s) => writeList(Object.entries(s.identity).map(([k, v]) => `${k}: ${v}`)),
  },
  'Language status': {
    owns: 'list',
    read: (node, ctx, into) => {
      let languages: string[] | null = null;
      let source: string[] | null = null;
      for (const kv of keyValues(node as List | undefined, ctx)) {
        const fail = (message: string, hint: string) => { throw badInput(`Language status: ${message}`, { file: ctx.file, line: kv.line, hint }); };
        const key = kv.key.toLowerCase();
        if (key === 'status') {
          const v = kv.value.toLowerCase();
          if (v !== '' && v !== 'unknown' && !(LANGUAGE_STATUS as readonly string[]).includes(v)) fail(`\`${kv.value}\` is not a language status`, `use one of: ${LANGUAGE_STATUS.join(', ')}`);
          into.language.status = (LANGUAGE_STATUS as readonly string[]).includes(v) ? (v as State['language']['status']) : null;
        } else if (key === 'languages') {
          // The theme's when the source's follow on their own line; the source's otherwise.
          languages = kv.value.split(',').map((l) => l.trim()).filter(Boolean);
        } else if (key === 'source languages') {
          source = kv.value.split(',').map((l) => l.trim()).filter(Boolean);
        } else if (key === 'note') {
          into.language.note = kv.value;
        } else {
          fail(`unknown item \`${kv.key}\``, `use ${LANGUAGE_KEYS.join(', ')}`);
        }
      }
      if (source) {
        into.language.languages = source;
        if (languages) into.language.themeLanguages = languages;
      } else if (languages) into.language.languages = languages;
    },
    write: (s) => {
      const theme = s.language.themeLanguages;
      const apart = !!theme?.length && theme.join(',') !== s.language.languages.join(',');
      return writeList([
        `status: ${s.language.status ?? 'unknown'}`,
        `languages: ${(apart ? theme! : s.language.languages).join(', ')}`,
        ...(apart ? [`source languages: ${s.language.languages.join(', ')}`] : []),
        ...(s.language.note ? [`note: ${s.language.note}`] : []),
      ]);
    },
  },
  'Source data-layer sites': tableCodec(dataSites, (s) => s.dataSites, (s, v) => (s.dataSites = v)),
  Pages: tableCodec(pages, (s) => s.pages, (s, v) => (s.pages = v)),
  'Missing pages': tableCodec(missingPages, (s) => s.missingPages, (s, v) => (s.missingPages = v)),
  'Surface decisions': tableCodec(decisions, (s) => s.decisions, (s, v) => (s.decisions = v.filter((d) => d !== null))),
  'Design notes': listCodec((s) => s.designNotes, (s, v) => (s.designNotes = v)),
  'Open questions': listCodec((s) => s.openQuestions, (s, v) => (s.openQuestions = v)),
  Limitations: tableCodec(limitations, (s) => s.limitations, (s, v) => (s.limitations = v)),
  Progress: tableCodec(progress, (s) => s.progress, (s, v) => (s.progress = v)),
};

/** The block a section's codec owns: its first table, or its first list. */
export function ownedNode(codec: SectionCodec, nodes: RootContent[]): Table | List | undefined {
  return nodes.find((n) => n.type === codec.owns) as Table | List | undefined;
}
