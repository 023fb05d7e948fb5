import { isUtf8 } from 'node:buffer';
import type { DbName } from '../../../shared/catalog';
import type { EntryInput } from '../entries';
import { openDictData } from './dict-data';
import { needsAs, type ImportFormat } from './import-format';
import { readLines } from './lines';
import type { ReportProblem } from './problem';
import { headwordProblem, meaningProblem, quoted } from './entry-checks';
import { IMPORT_LIMITS, sizeOf, type ImportLimits } from './import-limits';
import { meaningRanges } from './meaning-ranges';
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

/** One line of the `.index`: where its meaning is, or why it names none. */
interface IndexLine {
  readonly number: number;
  readonly title: string;
  readonly offset: number;
  readonly length: number;
  readonly problem?: string | undefined;
}

/** The `.index`'s entries (its header entries and blank lines left out), each checked. */
function indexLines(file: string, limits: ImportLimits): IndexLine[] {
  const lines: IndexLine[] = [];
  for (const line of readLines(file, limits.lineBytes)) {
    const skipped = (problem: string) => lines.push({ number: line.number, title: '', offset: 0, length: 0, problem });
    if (line.tooLong === true) skipped(`the line is longer than ${sizeOf(limits.lineBytes)}; it is skipped`);
    if (line.tooLong === true || line.text.trim() === '') continue;
    if (!line.utf8) {
      skipped('not valid UTF-8');
      continue;
    }
    const [headword = '', rawOffset = '', rawLength = '', original] = line.text.split('\t');
    if (isHeader(headword)) continue;
    const offset = decodeDictdNumber(rawOffset);
    const length = decodeDictdNumber(rawLength);
    const title = original !== undefined && original.trim() !== '' ? original : headword;
    const problem =
      title.trim() === ''
        ? 'the headword is empty'
        : offset === undefined || length === undefined
          ? `${quoted(title)}: expected headword TAB offset TAB length`
          : (headwordProblem(title, limits) ?? meaningProblem(title, length, limits));
    lines.push({ number: line.number, title, offset: offset ?? 0, length: length ?? 0, problem });
  }
  return lines;
}

/**
 * The entries of a dictd dictionary, all for the database `db`: each `.index` line is
 * headword TAB offset TAB length (and, from `dictfmt --index-keep-orig`, TAB the headword as
 * written, which is then the title); the `00-database-*` header entries are skipped. The ranges
 * are checked first (meaning-ranges.ts): a headword whose range repeats one's is its alternate.
 */
export function* readDictd(
  files: DictdFiles,
  db: DbName,
  report: ReportProblem,
  limits: ImportLimits = IMPORT_LIMITS,
): Generator<EntryInput> {
  const lines = indexLines(files.index, limits);
  const { sameAs, overlaps } = meaningRanges(
    lines.map(({ problem, offset }) => (problem === undefined ? offset : 0)),
    lines.map(({ problem, length }) => (problem === undefined ? length : 0)),
  );
  const sharers = new Map<number, string[]>();
  lines.forEach(({ title, problem }, i) => {
    const first = sameAs[i] ?? i;
    if (first !== i && problem === undefined) sharers.set(first, [...(sharers.get(first) ?? []), title]);
  });
  const data = openDictData(files.dict, limits);
  try {
    for (const [i, { number, title, offset, length, problem }] of lines.entries()) {
      const fail = (message: string): void => report({ file: files.index, line: number, message });
      const overlapped = lines[overlaps[i] ?? -1];
      if (problem !== undefined) fail(problem);
      else if (overlapped !== undefined) {
        fail(
          `${quoted(title)}: its meaning (offset ${offset}, length ${length}) overlaps line ${overlapped.number}'s; skipped`,
        );
      } else if ((sameAs[i] ?? i) === i) {
        const bytes = data.read(offset, length);
        if (bytes === undefined)
          fail(`${quoted(title)}: its meaning (offset ${offset}, length ${length}) lies past the end`);
        else if (!isUtf8(bytes)) fail(`${quoted(title)}: its meaning is not valid UTF-8`);
        else {
          const text = withoutHeadwordLine(bytes.toString('utf8'), title);
          const alternates = sharers.get(i);
          yield { db, title, text, ...(alternates === undefined ? {} : { alternates }) };
        }
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
      entries: (as, report, limits) => readDictd(files, needsAs({ file, format: dictdFormat }, as), report, limits),
    };
  },
};
