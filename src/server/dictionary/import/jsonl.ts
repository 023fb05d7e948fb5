import { toDbName, type DbName } from '../../../shared/catalog';
import * as v from '../../../shared/wire/check';
import { thesaurusSenseSchema, type ThesaurusSense } from '../../../shared/wire/thesaurus';
import type { EntryInput } from '../entries';
import { keptAlternates } from './alternates';
import type { ImportFormat } from './import-format';
import { baseOf, textBytes } from './source-files';
import { textLines } from './text-lines';
import type { ReportProblem } from './problem';
import { headwordProblem, meaningProblem, quoted } from './entry-checks';
import { IMPORT_LIMITS, type ImportLimits } from './import-limits';

function optionalString(record: Record<string, unknown>, key: string): string | undefined | null {
  const value = record[key];
  if (value === undefined || value === null) return undefined;
  return typeof value === 'string' ? value : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The `alternates` field: an array of strings, each another key of the entry. */
function alternatesOf(record: Record<string, unknown>, title: string, line: Checked): string[] | string {
  const value = record['alternates'];
  if (value === undefined || value === null) return [];
  if (!Array.isArray(value) || !value.every((form) => typeof form === 'string'))
    return `${quoted(title)}: "alternates" must be an array of strings`;
  return keptAlternates(title, value, line.limits, line.fail);
}

/** A line's way to report, and the limits its entry is held to. */
interface Checked {
  readonly limits: ImportLimits;
  fail(message: string, dropped?: number): void;
}

const thesaurusSchema = v.array(thesaurusSenseSchema);

/** The `thesaurus` field: a thesaurus entry's senses (shared/wire/thesaurus.ts). */
function thesaurusOf(record: Record<string, unknown>, title: string): ThesaurusSense[] | string | undefined {
  const value = record['thesaurus'];
  if (value === undefined || value === null) return undefined;
  const parsed = v.safeParse(thesaurusSchema, value);
  return parsed.success ? parsed.output : `"${title}": "thesaurus" must be an array of {gloss, synonyms, antonyms}`;
}

/** The entry a parsed line describes, or why it describes none. */
function toEntry(record: unknown, as: DbName | undefined, line: Checked): EntryInput | string {
  if (!isRecord(record)) return 'expected a JSON object';
  const { title, text, db: rawDb } = record;
  if (typeof title !== 'string' || title.trim() === '') return 'missing "title" (a non-empty string)';
  if (typeof text !== 'string') return `"${title}": missing "text" (a string)`;
  const refused = headwordProblem(title, line.limits) ?? meaningProblem(title, Buffer.byteLength(text), line.limits);
  if (refused !== undefined) return refused;
  let db = as;
  if (rawDb !== undefined && rawDb !== null) {
    if (typeof rawDb !== 'string') return `"${title}": "db" must be a string`;
    db = toDbName(rawDb);
    if (db === undefined) return `"${title}": unknown database "${rawDb}"`;
  }
  if (db === undefined) return `"${title}": no "db", and the import has no --as`;
  const pron = optionalString(record, 'pron');
  const titleEn = optionalString(record, 'title_en');
  if (pron === null) return `"${title}": "pron" must be a string`;
  if (titleEn === null) return `"${title}": "title_en" must be a string`;
  const alternates = alternatesOf(record, title, line);
  if (typeof alternates === 'string') return alternates;
  const thesaurus = thesaurusOf(record, title);
  if (typeof thesaurus === 'string') return thesaurus;
  const entry: EntryInput = { db, title, text };
  if (alternates.length > 0) entry.alternates = alternates;
  if (thesaurus !== undefined && thesaurus.length > 0) entry.thesaurus = thesaurus;
  if (pron !== undefined) entry.pron = pron;
  if (titleEn !== undefined) entry.title_en = titleEn;
  return entry;
}

/**
 * JSON Lines: one `{"db", "title", "text", "pron"?, "title_en"?, "alternates"?, "thesaurus"?}` object
 * per line (`alternates`: the entry's other keys, an array of strings; `thesaurus`: a thesaurus
 * entry's senses); blank lines are skipped. `as` is the database of lines that name none; a line that names one keeps it.
 */
export function* readJsonl(
  file: string,
  as: DbName | undefined,
  report: ReportProblem,
  limits: ImportLimits = IMPORT_LIMITS,
): Generator<EntryInput> {
  for (const line of textLines(file, report, limits)) {
    const { fail } = line;
    let value: unknown;
    try {
      value = JSON.parse(line.text);
    } catch (error) {
      fail(`not valid JSON (${error instanceof Error ? error.message : String(error)})`);
      continue;
    }
    const entry = toEntry(value, as, { limits, fail });
    if (typeof entry === 'string') fail(entry);
    else yield entry;
  }
}

export const jsonlFormat: ImportFormat = {
  id: 'jsonl',
  name: 'JSON Lines',
  suffixes: ['.jsonl', '.ndjson'],
  expected: '.jsonl',
  namesItsDictionary: true,
  recognise: (file) =>
    baseOf(file, jsonlFormat.suffixes) === undefined
      ? undefined
      : {
          file,
          format: jsonlFormat,
          bytes: textBytes(file),
          entries: (as, report, limits) => readJsonl(file, as, report, limits),
        },
};
