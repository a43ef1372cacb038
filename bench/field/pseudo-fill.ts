/**
 * The field test's stand-in translator (`--pseudo`): every entry of an exported PO file gets the
 * pseudo-translation of its source, written with the same PO library `translate` reads it with.
 */
import { readFile, writeFile } from 'node:fs/promises';
import { po } from 'gettext-parser';
import { pseudoFor } from '../../src/verify/pseudo.js';
import { NAME_FLAG } from '../../src/translate/exchange.js';

/** Fill `from` into `to`; returns how many entries were filled. */
export async function fillPo(from: string, to: string): Promise<number> {
  const table = po.parse(await readFile(from));
  const lang = (table.headers.Language ?? '').slice(0, 2).toLowerCase();
  if (lang !== 'ar' && lang !== 'en') throw new Error(`${from}: the PO header Language is "${lang}", not ar or en`);
  let filled = 0;
  for (const byId of Object.values(table.translations)) {
    for (const [id, entry] of Object.entries(byId)) {
      if (!id) continue; // the header
      // A name (the export flags one kept in a name field) stays as it is, as a translator leaves it.
      const isName = (entry.comments?.flag ?? '').split(/[,\s]+/).includes(NAME_FLAG);
      entry.msgstr = [isName ? entry.msgid : pseudoFor(lang, entry.msgid)];
      filled++;
    }
  }
  await writeFile(to, po.compile(table, { foldLength: 0 }));
  return filled;
}
