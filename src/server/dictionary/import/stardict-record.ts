/*
 * The fields of one StarDict meaning record. Lower-case types are strings, upper-case ones binary
 * (a 32-bit big-endian size, then the bytes). With a same-type sequence the record holds no type
 * letters and its last field runs to the end of the record with neither NUL nor size.
 */

import { isUtf8 } from 'node:buffer';

// m plain, l locale-encoded, g Pango markup, x XDXF, h HTML, w MediaWiki, k KingSoft XML,
// n WordNet, y YinBiao/kana: all shown as the meaning. t is the phonetic transcription.
const TEXT_TYPES = new Set(['m', 'l', 'g', 'x', 'h', 'w', 'k', 'n', 'y']);
const PRON_TYPE = 't';

export interface StarDictMeaning {
  text: string;
  pron: string;
}

interface Field {
  type: string;
  bytes: Buffer;
}

type Read = { field: Field; next: number } | string;

function isStringType(type: string): boolean {
  return type >= 'a' && type <= 'z';
}

function readToEnd(data: Buffer, pos: number, type: string): Read {
  const end = data.length > pos && data[data.length - 1] === 0 ? data.length - 1 : data.length;
  return { field: { type, bytes: data.subarray(pos, end) }, next: data.length };
}

function readField(data: Buffer, pos: number, type: string): Read {
  if (isStringType(type)) {
    const nul = data.indexOf(0, pos);
    // A last string field without its NUL is forgiven rather than losing the meaning.
    if (nul === -1) return readToEnd(data, pos, type);
    return { field: { type, bytes: data.subarray(pos, nul) }, next: nul + 1 };
  }
  if (pos + 4 > data.length) return `field "${type}" has no size`;
  const end = pos + 4 + data.readUInt32BE(pos);
  if (end > data.length) return `field "${type}" is longer than its record`;
  return { field: { type, bytes: data.subarray(pos + 4, end) }, next: end };
}

function splitFields(data: Buffer, sameTypeSequence: string): Field[] | string {
  const fields: Field[] = [];
  let pos = 0;
  if (sameTypeSequence !== '') {
    const types = [...sameTypeSequence];
    for (const [i, type] of types.entries()) {
      const read = i === types.length - 1 ? readToEnd(data, pos, type) : readField(data, pos, type);
      if (typeof read === 'string') return read;
      fields.push(read.field);
      pos = read.next;
    }
    return fields;
  }
  while (pos < data.length) {
    const read = readField(data, pos + 1, String.fromCharCode(data[pos] ?? 0));
    if (typeof read === 'string') return read;
    fields.push(read.field);
    pos = read.next;
  }
  return fields;
}

/** The text and pronunciation of a record, or why it has none we can show. */
export function parseStarDictRecord(data: Buffer, sameTypeSequence: string): StarDictMeaning | string {
  const fields = splitFields(data, sameTypeSequence);
  if (typeof fields === 'string') return fields;
  const texts: string[] = [];
  let pron = '';
  for (const { type, bytes } of fields) {
    if ((TEXT_TYPES.has(type) || type === PRON_TYPE) && !isUtf8(bytes)) return `field "${type}" is not valid UTF-8`;
    if (TEXT_TYPES.has(type)) texts.push(bytes.toString('utf8'));
    else if (type === PRON_TYPE && pron === '') pron = bytes.toString('utf8');
  }
  if (texts.length === 0) return `no text meaning (field types: ${fields.map((f) => f.type).join('') || 'none'})`;
  return { text: texts.join('\n'), pron };
}
