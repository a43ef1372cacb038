/**
 * How a text file sits on disk, so a file the conversion touches is written back the way it was
 * read: its character encoding, its byte-order mark and its line endings. Steps see one plain
 * form (no BOM, `\n` line ends); `toDisk` gives the bytes back in the file's own form.
 */
export interface TextFormat {
  /** `latin1` when the bytes are not valid UTF-8 (each byte is one character, so none is lost). */
  encoding: 'utf8' | 'latin1';
  bom: boolean;
  /** `crlf` only when every line ends in CRLF; a mixed file is kept as it is. */
  eol: 'lf' | 'crlf';
}

export const PLAIN_FORMAT: TextFormat = { encoding: 'utf8', bom: false, eol: 'lf' };

const utf8Strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** Bytes → the plain text steps edit, and the format to write it back in. */
export function decodeText(buf: Uint8Array): { text: string; format: TextFormat } {
  let text: string;
  let encoding: TextFormat['encoding'] = 'utf8';
  try {
    text = utf8Strict.decode(buf);
  } catch {
    text = Buffer.from(buf).toString('latin1');
    encoding = 'latin1';
  }
  const bom = encoding === 'utf8' && text.charCodeAt(0) === 0xfeff;
  if (bom) text = text.slice(1);
  const crlf = text.includes('\r\n') && !/(^|[^\r])\n/.test(text);
  if (crlf) text = text.replace(/\r\n/g, '\n');
  return { text, format: { encoding, bom, eol: crlf ? 'crlf' : 'lf' } };
}

/** The plain text put back in the file's form, as a string (BOM and CRLF restored); diffs show this. */
export function toDiskText(text: string, format: TextFormat = PLAIN_FORMAT): string {
  const body = format.eol === 'crlf' ? text.replace(/\r?\n/g, '\r\n') : text;
  return format.bom ? '\uFEFF' + body : body;
}

/**
 * The bytes of a disk-form text in the file's encoding. A Latin-1 file that gained a character
 * Latin-1 cannot hold (Arabic text, say) is written as UTF-8, the only way to keep every
 * character; `encoding` says which was used.
 */
export function encodeDiskText(diskText: string, format: TextFormat = PLAIN_FORMAT): { bytes: Buffer; encoding: TextFormat['encoding'] } {
  // eslint-disable-next-line no-control-regex
  if (format.encoding === 'latin1' && /^[\u0000-\u00ff]*$/.test(diskText)) return { bytes: Buffer.from(diskText, 'latin1'), encoding: 'latin1' };
  return { bytes: Buffer.from(diskText, 'utf8'), encoding: 'utf8' };
}

export const sameFormat = (a: TextFormat, b: TextFormat) => a.encoding === b.encoding && a.bom === b.bom && a.eol === b.eol;
