import fs from 'node:fs';
import zlib from 'node:zlib';
import { isUtf8 } from 'node:buffer';
import type { DbName } from '../../../shared/catalog';
import type { EntryInput } from '../entries';
import { openDictData } from './dict-data';
import { needsAs, type ImportFormat, type Source } from './import-format';
import { ImportError, type ReportProblem } from './problem';
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

function readIndex(file: string): Buffer {
  const raw = fs.readFileSync(file);
  if (!file.toLowerCase().endsWith('.gz')) return raw;
  try {
    return zlib.gunzipSync(raw);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new ImportError(`${file}: cannot decompress (${reason})`, { cause: error });
  }
}

/**
 * The entries of a StarDict dictionary, all for the database `db`. The `.idx` (word, NUL, offset,
 * size; offsets 32 or 64 bits wide, big-endian) is read whole; meanings are read as needed.
 * Problems carry the record's ordinal in the `.idx` (or the `.syn`) as their line. The `.syn`'s
 * synonyms become the alternates of the entry they name.
 */
export function* readStarDict(files: StarDictFiles, db: DbName, report: ReportProblem): Generator<EntryInput> {
  const index = readIndex(files.idx);
  const data = openDictData(files.dict);
  const offsetBytes = files.info.offsetBits / 8;
  const synonyms = files.syn === undefined ? new Map<number, StarDictSynonym[]>() : readSyn(files.syn, report);
  try {
    let pos = 0;
    let record = 0;
    while (pos < index.length) {
      record += 1;
      const fail = (message: string, file = files.idx): void => report({ file, line: record, message });
      const nul = index.indexOf(0, pos);
      if (nul === -1 || nul + 1 + offsetBytes + 4 > index.length) {
        fail(`the index ends inside a record (byte ${pos}); the rest of it is skipped`);
        break;
      }
      const word = index.subarray(pos, nul);
      const offset = offsetBytes === 8 ? Number(index.readBigUInt64BE(nul + 1)) : index.readUInt32BE(nul + 1);
      const size = index.readUInt32BE(nul + 1 + offsetBytes);
      pos = nul + 1 + offsetBytes + 4;
      const title = word.toString('utf8');
      if (!isUtf8(word)) fail('the headword is not valid UTF-8');
      else if (title.trim() === '') fail('the headword is empty');
      else {
        const bytes = data.read(offset, size);
        const meaning = bytes === undefined ? undefined : parseStarDictRecord(bytes, files.info.sameTypeSequence);
        if (meaning === undefined)
          fail(`"${title}": its meaning (offset ${offset}, size ${size}) lies past the end`, files.dict);
        else if (typeof meaning === 'string') fail(`"${title}": ${meaning}`, files.dict);
        else {
          const alternates = (synonyms.get(record - 1) ?? []).map(({ word }) => word);
          yield { db, title, text: meaning.text, pron: meaning.pron, alternates };
        }
      }
    }
    if (files.syn !== undefined) reportPastEnd(files.syn, synonyms, record, report);
    if (files.info.wordCount !== undefined && files.info.wordCount !== record) {
      report({
        file: files.ifo,
        line: 0,
        message: `wordcount says ${files.info.wordCount}, the index holds ${record}`,
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
    entries: (as, report) => readStarDict(files, needsAs({ file, format: starDictFormat }, as), report),
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
