/**
 * The reading of a text, piece by piece (shared/reading/reading-pieces.ts): from the engine (on
 * the search pool when there is one, each piece in the reader's turn), or through the proxy from
 * another v3 service — one exact search per distinct candidate headword (cached and coalesced by
 * the proxy like any search; the examples our own, no call of their own), in rounds so a word's unlikelier readings are asked only when its
 * likelier ones are not headwords. The answer stops, saying where (`next`), at the first word past
 * its size, or before a piece when the reader's budget or the answer's time is spent.
 */
import type { DbName } from '../../shared/catalog';
import { exactLookups } from '../../shared/reading/exact-lookups';
import { readTextAsync } from '../../shared/reading/read-text';
import { ReadingBuilder } from '../../shared/reading/reading-builder';
import { readingPieces } from '../../shared/reading/reading-pieces';
import { MAX_READ_ANSWER_BYTES, type TextReading } from '../../shared/wire/read';
import type { Debug } from '../../shared/wire/schemas';
import { utf8Bytes } from '../../shared/utf8';
import { okBody, serialize } from './envelope';
import { ApiError } from '../ports/api-error';
import type { Proxy } from '../ports/upstream';
import type { SearchFrom } from '../ports/search-pool';
import type { Charge } from './auth';
import { loadedEngine, type MembersDeps } from './members-source';
import { readInPool } from './pool-search';
import { MAX_ROWS } from './operation-params';

/**
 * The bytes an answer's tables may take: MAX_READ_ANSWER_BYTES less the envelope around them
 * (`debug` as long as it can be) and the `next` it may end with.
 */
export function readingRoom(meta: Readonly<Record<string, string>>, debug: Debug | undefined, pretty: boolean): number {
  const empty = { entries: [], readings: [], words: [], next: Number.MAX_SAFE_INTEGER };
  return MAX_READ_ANSWER_BYTES - utf8Bytes(serialize(okBody(meta, empty, debug), pretty));
}

/** Exact searches sent upstream at once for one text: the upstream limits our token too. */
const UPSTREAM_AT_ONCE = 8;
/** How long one answer goes on reading pieces; the search budget's default. */
export const READ_ANSWER_MS = 2_000;

/** How one answer may grow: its room in bytes, and what each piece after the first costs. */
export interface ReadLimits {
  /** Bytes the answer's tables may take, as sent (compact or pretty). */
  readonly roomBytes: number;
  readonly pretty: boolean;
  /** One more request of the reader's budget, for each piece after the first. */
  readonly charge: Charge;
  /** The clock the answer's time is read on (tests hand in a fake one). */
  readonly now?: () => number;
}

/** One exact search upstream: the entries of every dictionary of the filter whose headword has the title's key. */
async function exactResults(proxy: Proxy, title: string, filter: string) {
  const members = await proxy('search', { q: title, type: 'exact', filter, start: '0', rows: String(MAX_ROWS) });
  return 'data' in members && 'results' in members.data ? members.data.results : [];
}

/** How one piece of text is read here: the proxy, the pool, or the engine on this thread. */
function pieceReader(
  dbs: readonly DbName[],
  source: MembersDeps,
  from?: SearchFrom,
): (piece: string) => TextReading | Promise<TextReading> {
  const { proxy, examplesOf } = source;
  if (proxy !== undefined) {
    const filter = dbs.join(',');
    const exampleOf = examplesOf === undefined ? undefined : (headword: string) => examplesOf(headword)[0];
    const lookup = exactLookups((title) => exactResults(proxy, title, filter), UPSTREAM_AT_ONCE, exampleOf);
    return (piece) => readTextAsync(piece, dbs, lookup);
  }
  const engine = loadedEngine(source.engine());
  const pool = source.searchPool;
  return pool === undefined ? (piece) => engine.read(piece, dbs) : (piece) => readInPool(pool, piece, dbs, from);
}

// Between two pieces read on this thread, other requests are answered.
const yieldToOthers = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** The reading of `text` in `dbs`, as far as `limits` allow: 503 while no data is loaded or when the first piece cannot be read in time. */
export async function readWords(
  text: string,
  dbs: readonly DbName[],
  source: MembersDeps,
  limits: ReadLimits,
  from?: SearchFrom,
): Promise<TextReading> {
  const readPiece = pieceReader(dbs, source, from);
  const now = limits.now ?? (() => performance.now());
  const started = now();
  const answer = new ReadingBuilder({ bytes: limits.roomBytes, pretty: limits.pretty });
  for (const [at, piece] of readingPieces(text).entries()) {
    if (at > 0) {
      if (from?.signal?.aborted === true || now() - started > READ_ANSWER_MS) return answer.build(piece.start);
      if (!(await limits.charge())) return answer.build(piece.start);
      if (source.proxy === undefined && source.searchPool === undefined) await yieldToOthers();
    }
    let reading: TextReading;
    try {
      reading = await readPiece(text.slice(piece.start, piece.end));
    } catch (error) {
      // A busy pool refuses the first piece as it would a search; a later one ends the answer there.
      if (at > 0 && error instanceof ApiError && error.status === 503) return answer.build(piece.start);
      throw error;
    }
    const stopped = answer.addReading(reading, piece.start);
    if (stopped !== undefined) return answer.build(stopped);
  }
  return answer.build();
}
