import type { DbName } from '../../../shared/catalog';
import type { EntryInput } from '../entries';
import { keptAlternates } from './alternates';
import { needsAs, type ImportFormat } from './import-format';
import { baseOf, textBytes } from './source-files';
import { textLines } from './text-lines';
import type { ReportProblem } from './problem';
import { headwordProblem, meaningProblem } from './entry-checks';
import { IMPORT_LIMITS, type ImportLimits } from './import-limits';

// The tab-file convention (StarDict's tabfile, PyGlossary's Tabfile) writes a meaning's line
// breaks and tabs as \n and \t, and a backslash as \\.
const ESCAPE_RE = /\\([nt\\])/g;
const ESCAPES: Readonly<Record<string, string>> = { n: '\n', t: '\t', '\\': '\\' };

/**
 * Tab-separated `headword<TAB>meaning` lines, all for the database `db`; blank lines are skipped.
 * As in StarDict's tabfile, `headword|alternate|alternate<TAB>meaning` gives the entry more keys.
 */
export function* readTsv(
  file: string,
  db: DbName,
  report: ReportProblem,
  limits: ImportLimits = IMPORT_LIMITS,
): Generator<EntryInput> {
  for (const line of textLines(file, report, limits)) {
    const { fail } = line;
    const tab = line.text.indexOf('\t');
    if (tab === -1) {
      fail('no TAB between the headword and the meaning');
      continue;
    }
    const [title = '', ...forms] = line.text.slice(0, tab).split('|');
    if (title.trim() === '') {
      fail('the headword is empty');
      continue;
    }
    const text = line.text.slice(tab + 1).replace(ESCAPE_RE, (_whole, ch: string) => ESCAPES[ch] ?? ch);
    const refused = headwordProblem(title, limits) ?? meaningProblem(title, Buffer.byteLength(text), limits);
    if (refused !== undefined) {
      fail(refused);
      continue;
    }
    const entry: EntryInput = { db, title, text };
    if (forms.length > 0) entry.alternates = keptAlternates(title, forms, limits, fail);
    yield entry;
  }
}

export const tsvFormat: ImportFormat = {
  id: 'tsv',
  name: 'TSV',
  suffixes: ['.tsv', '.tab', '.txt'],
  expected: '.tsv',
  namesItsDictionary: false,
  recognise: (file) =>
    baseOf(file, tsvFormat.suffixes) === undefined
      ? undefined
      : {
          file,
          format: tsvFormat,
          bytes: textBytes(file),
          entries: (as, report, limits) => readTsv(file, needsAs({ file, format: tsvFormat }, as), report, limits),
        },
};
