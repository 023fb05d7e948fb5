import type { Database, Statement } from 'better-sqlite3';
import { dbInfo, type DbName } from '../../shared/catalog';
import type { WordFrequency } from '../../shared/frequency';
import type { ThesaurusSense } from '../../shared/wire/thesaurus';
import { avaKey, canonical, exactKey } from '../../shared/persian/normalise';
import { htmlToPlain, shorten, snippetPlain } from '../../shared/plain-text';
import { choosePron } from './choose-pron';
import { TextWordCache } from './text-words';
import { WordSourceWriter } from './word-sources';
import { KINDS_DB } from './word-kinds';

/** One dictionary entry as an importer hands it over. `text` may hold HTML. */
export interface EntryInput {
  db: DbName;
  title: string;
  text: string;
  pron?: string;
  title_en?: string;
  /**
   * Other keys that lead to this entry: inflected forms, variant spellings, romanisations. Exact
   * search, suggest and reading find the entry by them; without a `pron`, the romanisation that
   * reads the title is chosen as one (choose-pron.ts).
   */
  alternates?: readonly string[];
  /** A thesaurus entry's senses, each with the English gloss of the sense its words share. */
  thesaurus?: readonly ThesaurusSense[];
}

/**
 * Writes entries into the caller's transaction. A database must be cleared (its old rows deleted)
 * before entries are added to it, so the writer has seen every row of it and can number
 * same-titled entries 1, 2, 3… in the order they arrive without asking SQLite.
 */
export class EntryWriter {
  private readonly insertEntry: Statement<unknown[], unknown>;
  private readonly insertWords: Statement<unknown[], unknown>;
  private readonly insertAlternate: Statement<unknown[], unknown>;
  private readonly deleteAlternates: Statement<unknown[], unknown>;
  private readonly deleteWords: Statement<unknown[], unknown>;
  private readonly deleteEntries: Statement<unknown[], unknown>;
  private readonly nums = new Map<DbName, Map<string, number>>();
  private readonly words = new TextWordCache();
  private readonly sources: WordSourceWriter;

  /** `frequency`: the list a Persian headword's rank is read from; without one, no entry has a rank. */
  constructor(
    database: Database,
    private readonly frequency?: WordFrequency,
  ) {
    this.insertEntry = database.prepare(
      `INSERT INTO entries (db, num, title, title_canon, title_en, pron, text, snippet, exact_key, ava_key, thesaurus, use_rank)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    );
    this.insertWords = database.prepare('INSERT INTO entries_fts (rowid, words) VALUES (?, ?)');
    // One row per key and entry: an entry listing «آب‌ها» and «آبها» keeps the first as written.
    this.insertAlternate = database.prepare(
      'INSERT OR IGNORE INTO alternates (exact_key, entry_id, form) VALUES (?, ?, ?)',
    );
    // A scan of the table, once per dictionary an import replaces: cheaper than an index every insert updates.
    this.deleteAlternates = database.prepare(
      'DELETE FROM alternates WHERE entry_id IN (SELECT id FROM entries WHERE db = ?)',
    );
    this.deleteWords = database.prepare('DELETE FROM entries_fts WHERE rowid IN (SELECT id FROM entries WHERE db = ?)');
    this.deleteEntries = database.prepare('DELETE FROM entries WHERE db = ?');
    this.sources = new WordSourceWriter(database);
  }

  /** Deletes every entry of `db` (and its full-text row), once per writer. */
  clear(db: DbName): void {
    if (this.nums.has(db)) return;
    this.deleteAlternates.run(db);
    this.deleteWords.run(db);
    this.deleteEntries.run(db);
    if (db === KINDS_DB) this.sources.clear();
    this.nums.set(db, new Map());
  }

  /** The headword's rank in the list, 0 when the list lacks it; null without a list or a Persian headword. */
  private useRank(entry: EntryInput): number | null {
    if (this.frequency === undefined || dbInfo(entry.db).headwords !== 'fa') return null;
    return this.frequency.headwordRank(entry.title) ?? 0;
  }

  /** Writes one entry; returns the pronunciation stored with it, given or chosen from its alternates. */
  add(entry: EntryInput): string {
    const nums = this.nums.get(entry.db);
    if (nums === undefined) throw new Error(`EntryWriter: ${entry.db} was not cleared before adding to it`);
    const titleCanon = canonical(entry.title);
    const num = (nums.get(titleCanon) ?? 0) + 1;
    nums.set(titleCanon, num);
    const plain = htmlToPlain(entry.text);
    // docs/v3-contract.md §8: en2fa repeats its English headword in title_en.
    const given = entry.title_en ?? '';
    const titleEn = given === '' && entry.db === 'en2fa' ? entry.title : given;
    const alternates = entry.alternates ?? [];
    const pron = entry.pron !== undefined && entry.pron !== '' ? entry.pron : choosePron(entry.title, alternates);
    const key = exactKey(entry.title);
    const { lastInsertRowid } = this.insertEntry.run(
      entry.db,
      num,
      entry.title,
      titleCanon,
      titleEn,
      pron,
      entry.text,
      // The snippet keeps a list's senses and parts of speech apart; the words indexed need no separators.
      shorten(snippetPlain(entry.text)),
      key,
      avaKey(entry.title),
      entry.thesaurus === undefined || entry.thesaurus.length === 0 ? '' : JSON.stringify(entry.thesaurus),
      this.useRank(entry),
    );
    this.insertWords.run(lastInsertRowid, this.words.words(plain).join(' '));
    for (const form of alternates) {
      const alternateKey = exactKey(form);
      if (alternateKey !== '' && alternateKey !== key)
        this.insertAlternate.run(alternateKey, lastInsertRowid, form.trim());
    }
    this.sources.add(entry, pron);
    return pron;
  }
}

/**
 * Replaces all entries of `dbName` with `entries`, inside the caller's transaction: deletes the old
 * rows and their full-text rows, then inserts the new ones with their keys, snippet, `num` and,
 * given a frequency list, each Persian headword's rank in it.
 * Returns how many were inserted. Every entry must belong to `dbName`.
 */
export function replaceEntries(
  database: Database,
  dbName: DbName,
  entries: Iterable<EntryInput>,
  frequency?: WordFrequency,
): number {
  const writer = new EntryWriter(database, frequency);
  writer.clear(dbName);
  let count = 0;
  for (const entry of entries) {
    if (entry.db !== dbName) throw new Error(`replaceEntries(${dbName}): entry "${entry.title}" is for ${entry.db}`);
    writer.add(entry);
    count += 1;
  }
  return count;
}
