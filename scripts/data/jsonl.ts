/**
 * The importer's input as the builders write it: JSON Lines (data/README.md), one entry a line,
 * members in one order, titles in code-unit order and, within a title, in the order given.
 */
import { byCodeUnits, lines, type BuiltFile } from './text-files';
import { BUILT_DIR } from './sources';
import type { DbName } from '../../src/shared/catalog';

/** One entry of a built file: `db`, `title` and `text`, then the optional members a source gives. */
export interface BuiltEntry {
  readonly title: string;
  readonly text: string;
  readonly pron?: string;
  readonly title_en?: string;
  readonly alternates?: readonly string[];
  readonly thesaurus?: unknown;
}

/** The built file of one dictionary: data/built/<db>.jsonl. */
export function jsonlFile(db: DbName, entries: readonly BuiltEntry[]): BuiltFile {
  const sorted = entries
    .map((entry, order) => ({ entry, order }))
    .sort((x, y) => byCodeUnits(x.entry.title, y.entry.title) || x.order - y.order)
    .map(({ entry }) => {
      const { title, text, pron, title_en: titleEn, alternates, thesaurus } = entry;
      return JSON.stringify({
        db,
        title,
        text,
        ...(pron === undefined || pron === '' ? {} : { pron }),
        ...(titleEn === undefined || titleEn === '' ? {} : { title_en: titleEn }),
        ...(alternates === undefined || alternates.length === 0 ? {} : { alternates }),
        ...(thesaurus === undefined ? {} : { thesaurus }),
      });
    });
  return { path: `${BUILT_DIR}/${db}.jsonl`, text: lines(sorted) };
}
