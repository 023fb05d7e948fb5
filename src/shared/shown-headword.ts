/**
 * A headword as the reader is shown it. Older Persian dictionaries were typed on Arabic keyboards,
 * so some store «كتاب» with Arabic kaf and yeh; a Persian reader expects «کتاب», and it is the same
 * word to every search (docs/v3-contract.md §9.1). Arabic headwords (the Quran's, ar2fa's) keep
 * their letters. Only what is shown changes: the service still answers the title as stored.
 */
import { dbInfo, toDbName } from './catalog';
import { persianLetters } from './persian/normalise';

/** `title` in Persian letters when `db`'s headwords are Persian; as it is otherwise. */
export function shownHeadword(title: string, db: string): string {
  const name = toDbName(db);
  if (name !== undefined && dbInfo(name).headwords !== 'fa') return title;
  return persianLetters(title);
}
