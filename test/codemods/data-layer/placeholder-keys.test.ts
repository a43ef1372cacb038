import { describe, expect, it } from 'vitest';
import type { File } from '@babel/types';
import { traverse } from '../../../src/codemods/drop-pages/ast-kit.js';
import { parseSource } from '../../../src/load/parse.js';
import { fieldsRead, placeholderRecords } from '../../../src/codemods/data-layer/surface-placeholders.js';
import { dictionaryKeyValues } from '../../../src/codemods/data-layer/key-values.js';

/**
 * A static surface's placeholder records, when a page builds a dictionary key from a field
 * (`t(`opening.weekday.${row.weekday}`)`): the field takes the key endings the dictionaries hold,
 * not a made-up text (which would show the bare key on the page).
 */
function parse(code: string): File {
  const r = parseSource('Hours.jsx', code);
  if (!r.ok) throw new Error('parse');
  return r.ast;
}

/** The inert value a data read was replaced with (`useState([])`'s array). */
function seedOf(ast: File) {
  let seed: import('@babel/types').Node | null = null;
  traverse(ast, { ArrayExpression(p) { if (!seed && p.parentPath.isCallExpression()) seed = p.node; } });
  if (!seed) throw new Error('no seed');
  return [seed];
}

const PAGE = `
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
export default function Hours() {
  const { t } = useTranslation();
  const [rows] = useState([]);
  return <ul>{rows.map((row) => <li key={row.id}>{t(\`opening.weekday.\${row.weekday}\`)} {row.opens}</li>)}</ul>;
}`;

const DESTRUCTURED = `
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
export default function Badges() {
  const { t } = useTranslation();
  const [badges] = useState([]);
  return <p>{badges.map(({ id, level }) => <span key={id}>{t(\`badge.\${level}.label\`)}</span>)}</p>;
}`;

describe('placeholder records of fields that complete a dictionary key', () => {
  it('finds the key a field completes, read off the record or destructured', () => {
    const a = parse(PAGE);
    const read = fieldsRead(a, seedOf(a));
    expect(read.fields).toEqual(['id', 'weekday', 'opens']);
    expect([...read.keyed]).toEqual([['weekday', { prefix: 'opening.weekday.', suffix: '' }]]);
    const b = parse(DESTRUCTURED);
    expect(fieldsRead(b, seedOf(b)).fields).toEqual(["id","level"]);
    expect([...fieldsRead(b, seedOf(b)).keyed]).toEqual([['level', { prefix: 'badge.', suffix: '.label' }]]);
  });

  it('gives such a field the key endings of the dictionaries, nested or flat, numbers kept as numbers', () => {
    const files: Record<string, string> = {
      'package.json': JSON.stringify({ name: 'x', opening: { weekday: { 9: 'no' } } }),
      'src/locales/en.json': JSON.stringify({ opening: { weekday: { 0: 'Sunday', 1: 'Monday', 2: 'Tuesday' } } }),
      'src/i18n/en.json': JSON.stringify({ 'badge.gold.label': 'Gold', 'badge.silver.label': 'Silver', 'badge.title': 'Badges' }),
    };
    const tree = { list: () => Object.keys(files), read: (f: string) => files[f] };
    const values = dictionaryKeyValues(tree, new Map([
      ['weekday', { prefix: 'opening.weekday.', suffix: '' }],
      ['level', { prefix: 'badge.', suffix: '.label' }],
      ['status', { prefix: 'order.status.', suffix: '' }],
    ]));
    expect([...values]).toEqual([['weekday', [0, 1, 2]], ['level', ['gold', 'silver']]]);
    const records = placeholderRecords('schedules', ['id', 'weekday', 'status'], new Set(), ['en'], new Set(), values);
    expect(records.map((r) => r.weekday)).toEqual([0, 1, 2]);
    // A field with no such keys keeps its neutral text.
    expect(records[0].status).toBe('Schedule status 1');
  });
});

describe('placeholder records: fields the code computes with', () => {
  it('are numbers, except a date compared with another date (`event.date >= today`), which stays a text', () => {
    const [first] = placeholderRecords('events', ['id', 'date', 'starts_at', 'seats'], new Set(), ['en'], new Set(['date', 'starts_at', 'seats']));
    expect(first).toEqual({ id: 'event-1', date: '2024-01-15T10:00:00.000Z', starts_at: '2024-01-15T10:00:00.000Z', seats: 0 });
  });
});

const PARSED = `
import { useState } from 'react';
export default function Clips() {
  const [clips] = useState([]);
  const views = clips.reduce((n, c) => n + parseInt(c.views || "0"), 0);
  return <p>{clips.map((c) => <span key={c.id}>{c.title} {Number(c.likes ?? 0).toLocaleString()} {c.code}</span>)} {views}</p>;
}`;

describe('placeholder records: fields read as numbers', () => {
  it('a field parsed as a number (`parseInt(c.views || "0")`, `Number(c.likes ?? 0)`) is a number, so a total is no NaN', () => {
    const a = parse(PARSED);
    const read = fieldsRead(a, seedOf(a));
    expect([...read.numbers].sort()).toEqual(['likes', 'views']);
    const [first] = placeholderRecords('clips', read.fields, read.lists, ['en'], read.numbers);
    expect(typeof first.views).toBe('number');
    expect(typeof first.code).toBe('string');
  });
});

describe('placeholder records: dates', () => {
  it('are ISO texts a page can parse (`new Date(r.joined_at).getFullYear()` is no NaN), named as dates or read as dates', () => {
    const records = placeholderRecords('members', ['joined_at', 'renewal', 'opens_time', 'updates'], new Set(), ['en'], new Set(), new Map(), new Set(['renewal']));
    for (const r of records) {
      expect(Number.isNaN(new Date(r.joined_at as string).getFullYear())).toBe(false);
      expect(Number.isNaN(Date.parse(r.renewal as string))).toBe(false);
    }
    // A time of day alone and a field that only contains the letters of "date" stay texts to edit.
    expect(records[0].opens_time).toBe('');
    expect(records[0].updates).toBe('Member updates 1');
  });
});
