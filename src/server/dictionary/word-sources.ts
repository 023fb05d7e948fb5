/**
 * What a headword's forms are made from, kept at import from its Persian–English entries: what it
 * is (word-kinds.ts), the romanisations they list and, for a noun, the one-word forms that may be
 * its plurals. A word page's forms read them by the headword's key (engine/entries/word-forms.ts).
 */
import type { Database, Statement } from 'better-sqlite3';
import { exactKey } from '../../shared/persian/normalise';
import { WORD_KINDS, type WordKind } from '../../shared/word-forms';
import { isRomanisation } from './choose-pron';
import { isRow, textOf } from './rows';
import { KINDS_DB, wordKinds } from './word-kinds';

export interface WordSource {
  readonly kinds: readonly WordKind[];
  /** The alternates a form's romanisation and a noun's plurals are found among. */
  readonly listed: readonly string[];
  /** The first entry's pronunciation: a tie between two romanisations goes to the one it starts like. */
  readonly pron: string;
}

/** What of an entry (entries.ts's EntryInput) its sources are read from. */
interface SourceEntry {
  readonly db: string;
  readonly title: string;
  readonly text: string;
  readonly alternates?: readonly string[];
}

const ONE_WORD_RE = /^[^\s]+$/;
const LINE = '\n';

/** Writes a Persian–English entry's sources into the caller's transaction, merged by headword. */
export class WordSourceWriter {
  private readonly read: Statement<[string], unknown>;
  private readonly write: Statement<unknown[], unknown>;
  private readonly deleteAll: Statement<unknown[], unknown>;

  constructor(database: Database) {
    this.read = database.prepare<[string], unknown>('SELECT kinds, listed, pron FROM word_sources WHERE key = ?');
    this.write = database.prepare('INSERT OR REPLACE INTO word_sources (key, kinds, listed, pron) VALUES (?, ?, ?, ?)');
    this.deleteAll = database.prepare('DELETE FROM word_sources');
  }

  /** Forgets every source: the Persian–English dictionary is being written afresh. */
  clear(): void {
    this.deleteAll.run();
  }

  /** Keeps what `entry` says of its headword, when it is of the Persian–English dictionary and names a kind. */
  add(entry: SourceEntry, pron: string): void {
    if (entry.db !== KINDS_DB) return;
    const kinds = wordKinds([entry.text]);
    if (kinds.length === 0) return;
    const noun = kinds.includes('noun');
    const listed = (entry.alternates ?? []).filter(
      (form) => isRomanisation(form) || (noun && ONE_WORD_RE.test(form.trim())),
    );
    const key = exactKey(entry.title);
    const kept = sourceOf(this.read.get(key));
    const merged = new Set([...(kept?.kinds ?? []), ...kinds]);
    this.write.run(key, [...merged].join(' '), [...(kept?.listed ?? []), ...listed].join(LINE), kept?.pron ?? pron);
  }
}

function sourceOf(row: unknown): WordSource | undefined {
  if (!isRow(row)) return undefined;
  const listed = textOf(row, 'listed');
  const stored = textOf(row, 'kinds').split(' ');
  return {
    kinds: WORD_KINDS.filter((kind) => stored.includes(kind)),
    listed: listed === '' ? [] : listed.split(LINE),
    pron: textOf(row, 'pron'),
  };
}

/** A headword's sources, by any spelling of it; undefined when no Persian–English entry names its kind. */
export function wordSourceOf(database: Database): (headword: string) => WordSource | undefined {
  const read = database.prepare<[string], unknown>('SELECT kinds, listed, pron FROM word_sources WHERE key = ?');
  return (headword) => sourceOf(read.get(exactKey(headword)));
}
