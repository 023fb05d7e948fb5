import zlib from 'node:zlib';
import { isUtf8 } from 'node:buffer';
import type { DbName } from '../../../shared/catalog';
import type { EntryInput } from '../entries';
import { openDictData } from './dict-data';
import { needsAs, type ImportFormat, type Source } from './import-format';
import { ImportError, type ReportProblem } from './problem';
import { headwordProblem, meaningProblem, quoted } from './entry-checks';
import { IMPORT_LIMITS, sizeOf, type ImportLimits } from './import-limits';
import { meaningRanges } from './meaning-ranges';
import { readWhole } from './whole-file';
import { parseStarDictRecord } from './stardict-record';
import { readIfo, type StarDictInfo } from './stardict-ifo';
import { readSyn, reportPastEnd, type StarDictSynonym } from './stardict-syn';
import { baseOf, companion, firstExisting, textBytes } from './source-files';

/** The files of one StarDict dictionary, found next to each other. */
export interface StarDictFiles {
  ifo: string;
  /** `.idx` or `.idx.gz` */
  idx: string;
  /** `.dict` or `.dict.dz` */
  dict: string;
  /** `.syn`, when there is one: more keys for the entries. */
  syn?: string;
  info: StarDictInfo;
}

function readIndex(file: string, limits: ImportLimits): Buffer {
  const gzipped = file.toLowerCase().endsWith('.gz');
  if (!gzipped) return readWhole(file, limits);
  try {
    return zlib.gunzipSync(readWhole(file, limits), { maxOutputLength: limits.indexBytes });
  } catch (error) {
    const reason = error instanceof RangeError ? `inflates to more than ${sizeOf(limits.indexBytes)}` : String(error);
    throw new ImportError(`${file}: cannot decompress (${reason})`, { cause: error });
  }
}

/** One record of the `.idx`: its headword's bytes, where its meaning is, and its ordinal. */
interface IndexRecord {
  readonly word: Buffer;
  readonly offset: number;
  readonly size: number;
}

/** The records of an `.idx` (word, NUL, offset, size), up to one cut short, which is reported. */
function indexRecords(
  index: Buffer,
  offsetBytes: number,
  fail: (message: string, record: number) => void,
): IndexRecord[] {
  const records: IndexRecord[] = [];
  for (let pos = 0; pos < index.length;) {
    const nul = index.indexOf(0, pos);
    if (nul === -1 || nul + 1 + offsetBytes + 4 > index.length) {
      fail(`the index ends inside a record (byte ${pos}); the rest of it is skipped`, records.length + 1);
      break;
    }
    const offset = offsetBytes === 8 ? Number(index.readBigUInt64BE(nul + 1)) : index.readUInt32BE(nul + 1);
    records.push({ word: index.subarray(pos, nul), offset, size: index.readUInt32BE(nul + 1 + offsetBytes) });
    pos = nul + 1 + offsetBytes + 4;
  }
  return records;
}

/** Why a record's headword cannot be read as one, or undefined. */
function wordProblem(word: Buffer, limits: ImportLimits): string | undefined {
  if (!isUtf8(word)) return 'the headword is not valid UTF-8';
  const title = word.toString('utf8');
  return title.trim() === '' ? 'the headword is empty' : headwordProblem(title, limits);
}

/**
 * The entries of a StarDict dictionary, all for the database `db`. The `.idx` (word, NUL, offset,
 * size; offsets 32 or 64 bits wide, big-endian) is read whole and its ranges checked first
 * (meaning-ranges.ts); meanings are read as needed. Problems carry the record's ordinal in the
 * `.idx` (or the `.syn`) as their line. The `.syn`'s synonyms, and the headwords of records that
 * repeat a record's range, become the alternates of the entry they name.
 */
export function* readStarDict(
  files: StarDictFiles,
  db: DbName,
  report: ReportProblem,
  limits: ImportLimits = IMPORT_LIMITS,
): Generator<EntryInput> {
  const records = indexRecords(readIndex(files.idx, limits), files.info.offsetBits / 8, (message, line) =>
    report({ file: files.idx, line, message }),
  );
  const data = openDictData(files.dict, limits);
  const synonyms = files.syn === undefined ? new Map<number, StarDictSynonym[]>() : readSyn(files.syn, report, limits);
  const problems = records.map(({ word }) => wordProblem(word, limits));
  const { sameAs, overlaps } = meaningRanges(
    records.map(({ offset }) => offset),
    records.map(({ size }) => size),
  );
  // The headwords of the records that repeat a range, for the first record of it.
  const sharers = new Map<number, string[]>();
  records.forEach(({ word }, i) => {
    const first = sameAs[i] ?? i;
    if (first === i || problems[i] !== undefined) return;
    sharers.set(first, [...(sharers.get(first) ?? []), word.toString('utf8')]);
  });
  try {
    for (const [i, { word, offset, size }] of records.entries()) {
      const fail = (message: string, file = files.idx): void => report({ file, line: i + 1, message });
      const title = word.toString('utf8');
      const problem = problems[i] ?? meaningProblem(title, size, limits);
      const overlapped = overlaps[i] ?? -1;
      if (problem !== undefined) fail(problem);
      else if (overlapped >= 0) {
        fail(
          `${quoted(title)}: its meaning (offset ${offset}, size ${size}) overlaps record ${overlapped + 1}'s; skipped`,
        );
      } else if ((sameAs[i] ?? i) === i) {
        const bytes = data.read(offset, size);
        const meaning = bytes === undefined ? undefined : parseStarDictRecord(bytes, files.info.sameTypeSequence);
        if (meaning === undefined)
          fail(`${quoted(title)}: its meaning (offset ${offset}, size ${size}) lies past the end`, files.dict);
        else if (typeof meaning === 'string') fail(`${quoted(title)}: ${meaning}`, files.dict);
        else {
          const forms = [...(synonyms.get(i) ?? []).map(({ word: synonym }) => synonym), ...(sharers.get(i) ?? [])];
          yield { db, title, text: meaning.text, pron: meaning.pron, alternates: forms };
        }
      }
    }
    if (files.syn !== undefined) reportPastEnd(files.syn, synonyms, records.length, report);
    if (files.info.wordCount !== undefined && files.info.wordCount !== records.length) {
      report({
        file: files.ifo,
        line: 0,
        message: `wordcount says ${files.info.wordCount}, the index holds ${records.length}`,
      });
    }
  } finally {
    data.close();
  }
}

function starDictSource(file: string, base: string, ifo: string): Source {
  const info = readIfo(ifo);
  if (typeof info === 'string') throw new ImportError(info);
  const files: StarDictFiles = {
    ifo,
    idx: companion(file, base, 'StarDict .idx', ['.idx', '.idx.gz']),
    dict: companion(file, base, 'StarDict .dict', ['.dict', '.dict.dz']),
    info,
  };
  const syn = firstExisting([base + '.syn']);
  if (syn !== undefined) files.syn = syn;
  return {
    file,
    format: starDictFormat,
    bytes: textBytes(files.dict),
    entries: (as, report, limits) => readStarDict(files, needsAs({ file, format: starDictFormat }, as), report, limits),
  };
}

export const starDictFormat: ImportFormat = {
  id: 'stardict',
  name: 'StarDict',
  // Any file of the set names it; a .dict beside a .ifo is StarDict's even when a dictd .index is there too.
  suffixes: ['.ifo', '.idx.gz', '.idx', '.syn', '.dict.dz', '.dict'],
  expected: 'a StarDict .ifo with its .idx and .dict',
  namesItsDictionary: false,
  recognise(file) {
    const base = baseOf(file, starDictFormat.suffixes);
    const ifo = base === undefined ? undefined : firstExisting([base + '.ifo']);
    return base === undefined || ifo === undefined ? undefined : starDictSource(file, base, ifo);
  },
};
