/**
 * The database schema, as an ordered list of migrations. `PRAGMA user_version` holds how many
 * have run. Opening a database runs the missing ones in one transaction, or refuses a database
 * made by a newer Farhang (see open-store.ts).
 *
 * A migration's text stays byte for byte as databases were made with it, comments included: the
 * "spec §6" in migration 1 is docs/v3-contract.md §9.4 (the search snippet).
 */
export const MIGRATIONS: readonly string[] = [
  // 1: entries with their normalised keys, the full-text index, tokens, request counters.
  `
  CREATE TABLE entries (
    id          INTEGER PRIMARY KEY,   -- the wire id is db || '_' || id
    db          TEXT    NOT NULL,
    num         INTEGER NOT NULL,      -- 1, 2, … among entries of this db with the same canonical title
    title       TEXT    NOT NULL,      -- as imported; shown unchanged
    title_canon TEXT    NOT NULL,      -- canonical(title): what num and suggestion de-duplication use
    title_en    TEXT    NOT NULL DEFAULT '',
    pron        TEXT    NOT NULL DEFAULT '',
    text        TEXT    NOT NULL,      -- the full meaning, may hold HTML
    snippet     TEXT    NOT NULL,      -- the shortened plain meaning search answers with (spec §6)
    exact_key   TEXT    NOT NULL,
    ava_key     TEXT    NOT NULL,
    UNIQUE (db, title_canon, num)
  );
  CREATE INDEX entries_exact ON entries (exact_key);
  CREATE INDEX entries_ava ON entries (ava_key);

  -- Contentless full-text index over the meaning's words, each already an exact key
  -- (FTS5's tokenizers split at ZWNJ and harakat, so they never see raw text). rowid = entries.id.
  CREATE VIRTUAL TABLE entries_fts USING fts5 (words, content = '', contentless_delete = 1, tokenize = 'unicode61 remove_diacritics 0');

  CREATE TABLE settings (
    key   TEXT PRIMARY KEY,
    value TEXT NOT NULL
  );

  CREATE TABLE tokens (
    id         INTEGER PRIMARY KEY,
    name       TEXT    NOT NULL,
    hash       TEXT    NOT NULL,       -- hex SHA-256 of the whole token; the token itself is never stored
    status     TEXT    NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'suspended', 'revoked')),
    reason     TEXT    NOT NULL DEFAULT '',
    rate_limit INTEGER,                -- requests per second; NULL = the service default
    created_at TEXT    NOT NULL
  );

  CREATE TABLE request_counts (
    day      TEXT    NOT NULL,         -- YYYY-MM-DD, UTC
    product  TEXT    NOT NULL,
    token_id INTEGER NOT NULL,         -- 0 when no token was identified
    code     INTEGER NOT NULL,
    count    INTEGER NOT NULL,
    PRIMARY KEY (day, product, token_id, code)
  ) WITHOUT ROWID;
  `,
  // 2: the meaning index (engine/text/lists.ts), rebuilt from entries_fts after every change to it.
  `
  CREATE TABLE text_words (
    word TEXT PRIMARY KEY,             -- a token of entries_fts
    head BLOB NOT NULL,                -- per database: its match count and first entries in bm25 order
    tail BLOB                          -- the entries past each head; NULL when the heads hold them all
  );

  CREATE TABLE text_index (
    id      INTEGER PRIMARY KEY CHECK (id = 1),
    stamp   BLOB NOT NULL,             -- entries_fts's averages and structure records when built
    row_ids BLOB NOT NULL,             -- u32 entry ids ...
    lengths BLOB NOT NULL              -- ... and their meanings' lengths in tokens, as bm25 counts them
  );

  -- For a word in a twentieth or more of a database's entries: its term frequency in each of them.
  CREATE TABLE text_dense (
    word TEXT    NOT NULL,
    db   INTEGER NOT NULL,                -- index in the catalog
    tfs  BLOB    NOT NULL,                -- u8 per entry of the database in id order, 0 where absent
    PRIMARY KEY (word, db)
  );
  `,
  // 3: an entry's other keys (inflected forms, variant spellings, romanisations) by exact key.
  `
  CREATE TABLE alternates (
    exact_key TEXT    NOT NULL,        -- exactKey(form); never the entry's own exact_key
    entry_id  INTEGER NOT NULL,        -- entries.id of the headword it leads to
    form      TEXT    NOT NULL,        -- as the dictionary wrote it: what the word page names
    PRIMARY KEY (exact_key, entry_id)
  ) WITHOUT ROWID;
  `,
  // 4: a thesaurus entry's senses (shared/thesaurus.ts) as JSON, '' for every other entry.
  `
  ALTER TABLE entries ADD COLUMN thesaurus TEXT NOT NULL DEFAULT '';
  `,
  // 5: how common a headword is, what its forms are made from, and sentences from open corpora
  // that hold a form of a headword.
  `
  ALTER TABLE entries ADD COLUMN use_rank INTEGER;   -- its headword's rank in the frequency list, 0 when the list lacks it; NULL: no list, or no Persian headword

  -- What a headword is and the forms and romanisations its Persian–English entries list (word-kinds.ts).
  CREATE TABLE word_sources (
    key    TEXT PRIMARY KEY,           -- exactKey of the headword
    kinds  TEXT NOT NULL,              -- its kinds that have forms, space-separated: «noun verb»
    listed TEXT NOT NULL,              -- the entries' alternates a form is matched to, one a line
    pron   TEXT NOT NULL               -- the first entry's pronunciation
  );                                   -- a rowid table: a verb's row is kilobytes, too large to sit in an index

  CREATE TABLE example_sentences (
    id     TEXT PRIMARY KEY,           -- source:the corpus's own id («perdt:dev-s12»)
    source TEXT NOT NULL,              -- the corpus (shared/example-sources.ts)
    text   TEXT NOT NULL               -- the sentence as its corpus writes it
  ) WITHOUT ROWID;

  CREATE TABLE examples (
    key      TEXT    NOT NULL,         -- exactKey of the headword the sentence holds a form of
    ord      INTEGER NOT NULL,         -- 1, 2, 3: the order they are shown in
    sentence TEXT    NOT NULL,         -- example_sentences.id
    start    INTEGER NOT NULL,         -- the form in the sentence, in UTF-16 code units
    end      INTEGER NOT NULL,
    PRIMARY KEY (key, ord)
  ) WITHOUT ROWID;
  `,
];

export const SCHEMA_VERSION = MIGRATIONS.length;
