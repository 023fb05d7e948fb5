/**
 * A headword as the reader is shown it. Older Persian dictionaries were typed on Arabic keyboards,
 * so some store «كتاب» with Arabic kaf and yeh; a Persian reader expects «کتاب», and it is the same
 * word to every search (docs/v3-contract.md §9.1). Arabic headwords (the Quran's, ar2fa's) keep
 * their letters. Only what is shown changes: the service still answers the title as stored.
 */
import { dbInfo, toDbName } from './catalog';

const ARABIC_FORMS: Readonly<Record<string, string>> = {
  '\u0643': 'ک', // ك Arabic kaf
  '\u064A': 'ی', // ي Arabic yeh
  '\u0649': 'ی', // ى alef maksura, typed for a final yeh
};
const ARABIC_FORMS_RE = /[\u0643\u064A\u0649]/g;

/** `title` in Persian letters when `db`'s headwords are Persian; as it is otherwise. */
export function shownHeadword(title: string, db: string): string {
  const name = toDbName(db);
  if (name !== undefined && dbInfo(name).headwords !== 'fa') return title;
  return title.replace(ARABIC_FORMS_RE, (letter) => ARABIC_FORMS[letter] ?? letter);
}
