/**
 * The full check of a stored or imported library (library-doc.ts), after lifting an older
 * version to this one. Only the pages that show words and bookmarks, and import, load it.
 *
 * The shape is a schema of shared/wire/check.ts; names of dictionaries, search types and lengths
 * are checked by hand after it.
 */
import * as v from '../../../../shared/wire/check';
import { isDbName } from '../../../../shared/catalog';
import { SEARCH_TYPES } from '../../../../shared/search-types';
import {
  LIBRARY_VERSION,
  MAX_FOLDER,
  MAX_GLOSS,
  MAX_NOTE,
  MAX_READING,
  MAX_SENTENCE,
  MAX_WORD,
  upgradeLibraryDoc,
  type LibraryDoc,
} from './library-doc';

const positive = v.pipe(v.number(), v.integer(), v.minValue(1));
/** Milliseconds since 1970, as Date.now() gives. */
const time = v.pipe(v.number(), v.integer(), v.minValue(0));

const libraryShapeSchema = v.object({
  version: v.literal(LIBRARY_VERSION),
  searches: v.array(v.object({ q: v.string(), type: v.optional(v.string()), at: time, count: positive })),
  lookups: v.array(v.object({ db: v.string(), title: v.string(), num: positive, at: time, count: positive })),
  bookmarks: v.array(
    v.object({
      db: v.string(),
      title: v.string(),
      num: positive,
      savedAt: time,
      folder: v.string(),
      gloss: v.optional(v.string()),
      note: v.optional(v.string()),
      pron: v.optional(v.string()),
      sentence: v.optional(v.string()),
      form: v.optional(v.string()),
      reading: v.optional(v.string()),
    }),
  ),
  folders: v.array(v.string()),
});

type LibraryShape = v.InferOutput<typeof libraryShapeSchema>;

const fits = (text: string | undefined, max: number, min = 1) =>
  text === undefined || (text.length >= min && text.length <= max);
const knownType = (type: string | undefined) => type === undefined || SEARCH_TYPES.some((known) => known === type);

/** `prefix.member` of the first member whose check failed. */
function firstBad(prefix: string, checks: Readonly<Record<string, boolean>>): string | undefined {
  const bad = Object.entries(checks).find(([, ok]) => !ok);
  return bad ? `${prefix}.${bad[0]}` : undefined;
}

/** The dotted path of the first value the shape allows but the library does not (a name, a length). */
function findLibraryProblem(doc: LibraryShape | LibraryDoc): string | undefined {
  const problems = [
    ...doc.searches.map((s, i) => firstBad(`searches.${i}`, { q: fits(s.q, MAX_WORD), type: knownType(s.type) })),
    ...doc.lookups.map((l, i) => firstBad(`lookups.${i}`, { db: isDbName(l.db), title: fits(l.title, MAX_WORD) })),
    ...doc.bookmarks.map((b, i) =>
      firstBad(`bookmarks.${i}`, {
        db: isDbName(b.db),
        title: fits(b.title, MAX_WORD),
        folder: fits(b.folder, MAX_FOLDER),
        gloss: fits(b.gloss, MAX_GLOSS, 0),
        note: fits(b.note, MAX_NOTE, 0),
        pron: fits(b.pron, MAX_WORD, 0),
        sentence: fits(b.sentence, MAX_SENTENCE, 0),
        form: fits(b.form, MAX_WORD),
        reading: fits(b.reading, MAX_READING),
      }),
    ),
    ...doc.folders.map((folder, i) => (fits(folder, MAX_FOLDER) ? undefined : `folders.${i}`)),
  ];
  return problems.find((problem) => problem !== undefined);
}

// The union only lets TypeScript accept the predicate (LibraryDoc's lists are readonly).
function isLibraryDoc(doc: LibraryShape | LibraryDoc): doc is LibraryDoc {
  return findLibraryProblem(doc) === undefined;
}

/** A document this version can use, or the dotted path of the first thing wrong in it ('' for the whole). */
export type LibraryReading = { readonly doc: LibraryDoc } | { readonly problem: string };

/** Lifts an older document to this version, then checks it in full. */
export function checkLibraryDoc(value: unknown): LibraryReading {
  const parsed = v.safeParse(libraryShapeSchema, upgradeLibraryDoc(value));
  if (!parsed.success) return { problem: (parsed.issues[0] && v.getDotPath(parsed.issues[0])) ?? '' };
  const doc = parsed.output;
  return isLibraryDoc(doc) ? { doc } : { problem: findLibraryProblem(doc) ?? '' };
}

/** A stored or imported document brought up to this version; undefined when it cannot be read. */
export function readLibraryDoc(value: unknown): LibraryDoc | undefined {
  const reading = checkLibraryDoc(value);
  return 'doc' in reading ? reading.doc : undefined;
}
