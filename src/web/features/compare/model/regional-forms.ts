/**
 * Which dialect entries are regional forms of a standard word. A dialect entry's headword is the
 * regional form and its meaning names the standard word, in one of two ways seen in the data:
 * a closing «(فارسی معیار: آب)» (data/*.jsonl) or the standard word as a gloss of its own
 * («آسمان.», «فریاد، بانگ.»). A meaning that only mentions the word in passing is not a form of it.
 */
import { toDbName, type DbName } from '../../../../shared/catalog';
import { exactKey } from '../../../../shared/persian/normalise';
import type { SearchResult } from '../../../../shared/wire/schemas';
import { CUT_MARKER } from '../../../../shared/wire/snippet';
import { displayTitle } from '../../../text/text-lang';

export interface DialectForm {
  readonly id: string;
  readonly db: DbName;
  /** The regional form (the dialect entry's headword). */
  readonly form: string;
  readonly num: number;
  /** The meaning, less the dialect's own name and the standard-word note. */
  readonly gloss: string;
}

const STANDARD_NOTE = /\(\s*فارسی معیار\s*:\s*([^)]+?)\s*\)/;
const DIALECT_PREFIX = /^در گویش [^:]{1,30}:\s*/;
// Glosses are separated by Persian and Latin punctuation and by quotation marks.
const GLOSS_BREAK = /[،,؛;.:!؟?«»()"\n]+/;

function standardOf(text: string): string | undefined {
  return STANDARD_NOTE.exec(text)?.[1];
}

/** The meaning without «در گویش …:» (the row names the dialect) and without the standard-word note. */
function glossOf(text: string): string {
  return text.replace(STANDARD_NOTE, '').replace(DIALECT_PREFIX, '').trim();
}

/** True when the meaning says the entry is a form of `word`. */
function namesStandardWord(text: string, word: string): boolean {
  const key = exactKey(word);
  if (key === '') return false;
  const standard = standardOf(text);
  if (standard !== undefined) return exactKey(standard) === key;
  const unmarked = text.endsWith(CUT_MARKER) ? text.slice(0, -CUT_MARKER.length) : text;
  return unmarked.split(GLOSS_BREAK).some((part) => exactKey(part) === key);
}

export function toDialectForm(result: SearchResult): DialectForm | undefined {
  const db = toDbName(result.db);
  if (db === undefined) return undefined;
  return { id: result.id, db, form: displayTitle(result), num: result.num, gloss: glossOf(result.text) };
}

/** The regional forms of `word` among the hits of a meaning search over the dialects. */
export function regionalForms(word: string, hits: readonly SearchResult[]): DialectForm[] {
  return hits
    .filter((hit) => namesStandardWord(hit.text, word))
    .map(toDialectForm)
    .filter((form) => form !== undefined);
}
