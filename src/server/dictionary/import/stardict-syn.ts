import { isUtf8 } from 'node:buffer';
import type { ReportProblem } from './problem';
import { keyProblem, quoted } from './entry-checks';
import { IMPORT_LIMITS, type ImportLimits } from './import-limits';
import { readWhole } from './whole-file';

/** One synonym of a StarDict `.syn` file: a key that leads to the entry at `index` of the `.idx`. */
export interface StarDictSynonym {
  readonly word: string;
  /** 0-based ordinal of its entry in the `.idx`. */
  readonly index: number;
  /** Where its record starts in the `.syn`, for a problem to point at. */
  readonly offset: number;
  /** Its 1-based place among the file's records: a problem's `line`. */
  readonly record: number;
}

/**
 * The synonyms of a `.syn` file (word, NUL, a 32-bit big-endian entry index), grouped by entry
 * index. A record cut short ends the file's reading and is reported with its byte offset; a word
 * that is not UTF-8, is empty or is no key (entry-checks.ts) is reported and left out: each a
 * dropped alternate, not a skipped entry. Whether an index names an entry is known only once the
 * `.idx` is read: `reportPastEnd` says so then.
 */
export function readSyn(
  file: string,
  report: ReportProblem,
  limits: ImportLimits = IMPORT_LIMITS,
): Map<number, StarDictSynonym[]> {
  const data = readWhole(file, limits);
  const byIndex = new Map<number, StarDictSynonym[]>();
  let record = 0;
  for (let pos = 0; pos < data.length;) {
    record += 1;
    const nul = data.indexOf(0, pos);
    if (nul === -1 || nul + 5 > data.length) {
      report({
        file,
        line: record,
        message: `the synonym file ends inside a record (byte ${pos}); the rest of it is skipped`,
        dropped: 1,
      });
      break;
    }
    const bytes = data.subarray(pos, nul);
    const synonym = { word: bytes.toString('utf8'), index: data.readUInt32BE(nul + 1), offset: pos, record };
    pos = nul + 5;
    const drop = (why: string): void =>
      report({ file, line: record, message: `synonym at byte ${synonym.offset} ${why}`, dropped: 1 });
    const problem = isUtf8(bytes) ? keyProblem(synonym.word, limits)?.words : 'is not valid UTF-8';
    if (problem !== undefined) drop(problem);
    else if (synonym.word.trim() === '') drop('is empty');
    else {
      const list = byIndex.get(synonym.index);
      if (list === undefined) byIndex.set(synonym.index, [synonym]);
      else list.push(synonym);
    }
  }
  return byIndex;
}

/** Reports every synonym whose entry index is past the last of the `entries` the `.idx` holds. */
export function reportPastEnd(
  file: string,
  synonyms: ReadonlyMap<number, readonly StarDictSynonym[]>,
  entries: number,
  report: ReportProblem,
): void {
  for (const [index, list] of synonyms) {
    if (index < entries) continue;
    for (const { word, offset, record } of list) {
      report({
        file,
        line: record,
        message: `synonym ${quoted(word)} at byte ${offset} names entry ${index}, past the last (${entries - 1})`,
        dropped: 1,
      });
    }
  }
}
