import { isUtf8 } from 'node:buffer';
import type { DbName } from '../../../shared/catalog';
import type { EntryInput } from '../entries';
import { openDictData } from './dict-data';
import { needsAs, type ImportFormat } from './import-format';
import { readLines } from './lines';
import type { ReportProblem } from './problem';
import { baseOf, companion, firstExisting, textBytes } from './source-files';

/** The two files of one dictd dictionary. */
export interface DictdFiles {
  index: string;
  /** `.dict` or `.dict.dz` */
  dict: string;
}

const DIGITS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT_VALUE = new Map([...DIGITS].map((ch, i) => [ch, i]));

/** dictd's numbers: base 64 with the digits above, most significant first, no padding. */
export function decodeDictdNumber(digits: string): number | undefined {
  // Eight digits are 48 bits, well inside a safe integer and past any real file.
  if (digits.length === 0 || digits.length > 8) return undefined;
  let value = 0;
  for (const ch of digits) {
    const digit = DIGIT_VALUE.get(ch);
    if (digit === undefined) return undefined;
    value = value * 64 + digit;
  }
  return value;
}

// dictfmt stores facts about the dictionary itself as entries with these headwords.
function isHeader(headword: string): boolean {
  return headword.startsWith('00-database-') || headword.startsWith('00database');
}

// dictfmt repeats the headword as the first line of the meaning (the entry shows it already)
// and indents the rest; both are layout for a terminal, not part of the meaning.
function withoutHeadwordLine(text: string, title: string): string {
  const lines = text.split('\n');
  if (lines[0]?.trim() === title.trim()) lines.shift();
  const indent = lines
    .filter((line) => line.trim() !== '')
    .reduce((least, line) => Math.min(least, /^[ \t]*/.exec(line)?.[0].length ?? 0), Infinity);
  return lines
    .map((line) => line.slice(Math.min(indent, line.length)))
    .join('\n')
    .trim();
}

/**
 * The entries of a dictd dictionary, all for the database `db`: each `.index` line is
 * headword TAB offset TAB length (and, from `dictfmt --index-keep-orig`, TAB the headword as
 * written, which is then the title); the `00-database-*` header entries are skipped.
 */
export function* readDictd(files: DictdFiles, db: DbName, report: ReportProblem): Generator<EntryInput> {
  const data = openDictData(files.dict);
  try {
    for (const line of readLines(files.index)) {
      if (line.text.trim() === '') continue;
      const fail = (message: string): void => report({ file: files.index, line: line.number, message });
      if (!line.utf8) {
        fail('not valid UTF-8');
        continue;
      }
      const [headword = '', rawOffset = '', rawLength = '', original] = line.text.split('\t');
      if (isHeader(headword)) continue;
      const offset = decodeDictdNumber(rawOffset);
      const length = decodeDictdNumber(rawLength);
      const title = original !== undefined && original.trim() !== '' ? original : headword;
      if (title.trim() === '') fail('the headword is empty');
      else if (offset === undefined || length === undefined)
        fail(`"${title}": expected headword TAB offset TAB length`);
      else {
        const bytes = data.read(offset, length);
        if (bytes === undefined) fail(`"${title}": its meaning (offset ${offset}, length ${length}) lies past the end`);
        else if (!isUtf8(bytes)) fail(`"${title}": its meaning is not valid UTF-8`);
        else yield { db, title, text: withoutHeadwordLine(bytes.toString('utf8'), title) };
      }
    }
  } finally {
    data.close();
  }
}

export const dictdFormat: ImportFormat = {
  id: 'dictd',
  name: 'dictd',
  suffixes: ['.index', '.dict.dz', '.dict'],
  expected: 'a dictd .index with its .dict',
  namesItsDictionary: false,
  recognise(file) {
    const base = baseOf(file, dictdFormat.suffixes);
    const index = base === undefined ? undefined : firstExisting([base + '.index']);
    if (base === undefined || index === undefined) return undefined;
    const files: DictdFiles = { index, dict: companion(file, base, 'dictd .dict', ['.dict', '.dict.dz']) };
    return {
      file,
      format: dictdFormat,
      bytes: textBytes(files.dict),
      entries: (as, report) => readDictd(files, needsAs({ file, format: dictdFormat }, as), report),
    };
  },
};
