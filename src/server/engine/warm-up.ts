import type { Database } from 'better-sqlite3';
import { DB_NAMES } from '../../shared/catalog';
import { textWords } from '../../shared/persian/normalise';
import { htmlToPlain } from '../../shared/plain-text';
import { entryFrom, lastEntryId } from '../dictionary/entry-reads';
import type { Engine } from '../ports/engine';

// Entries whose headwords and meanings the warm-up searches are made of, spread over the ids.
const SAMPLES = 16;
// Rounds over those searches: a thread's first 4–7 searches of a kind were the slow ones.
const ROUNDS = 3;

/** One letter dropped, one changed, one added: what a reader's misspelling looks like. */
function misspelt(title: string): string[] {
  const middle = title.length >> 1;
  return [
    title.slice(0, middle) + title.slice(middle + 1),
    `${title.slice(0, middle)}ا${title.slice(middle + 1)}`,
    `${title.slice(0, middle)}ی${title.slice(middle)}`,
  ];
}

/**
 * A new thread's first searches of a kind ran 2–4× slower than the ones after (V8 interprets a
 * function until it has run often enough to compile). So before it takes readers' searches, an
 * engine answers some made of its own data: words of stored meanings alone and in pairs,
 * misspelt headwords, and a reading of those meanings.
 */
export function warmUp(engine: Engine, database: Database): void {
  const last = lastEntryId(database);
  const at = entryFrom(database);
  const samples: { title: string; text: string }[] = [];
  for (let i = 0; i < SAMPLES; i++) {
    const row: unknown = at.get(Math.floor((last * i) / SAMPLES));
    // Meanings may hold HTML; the meaning index and a reader's text hold their words only.
    if (Array.isArray(row)) samples.push({ title: String(row[0]), text: htmlToPlain(String(row[1])) });
  }
  const words = samples.flatMap(({ text }) => textWords(text).slice(0, 4));
  const text = words.flatMap((word, i) => [word, `${word} ${words[(i * 7 + 3) % words.length] ?? ''}`]);
  const like = samples.flatMap(({ title }) => misspelt(title));
  const search = (type: 'text' | 'like', q: string): unknown =>
    engine.search({ q, type, dbs: DB_NAMES, start: 0, rows: 10 });
  for (let round = 0; round < ROUNDS; round++) {
    for (const q of text) search('text', q);
    for (const q of like) search('like', q);
  }
  engine.read(samples.map((sample) => sample.text).join('\n'), DB_NAMES);
}
