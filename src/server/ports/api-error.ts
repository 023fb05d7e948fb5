import { ERROR_STATUS, type ErrorWord } from '../../shared/wire/errors';
import { WAIT_STARTING_S } from '../../shared/wire/waits';

/**
 * The one error the API throws on purpose: an error word from the shared table (which fixes
 * the status) and an English message naming the offending parameter. The message must never
 * contain the token. Anything else that is thrown becomes a 500 `internal_error`.
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly word: ErrorWord;
  readonly status: number;
  /** Extra response headers, e.g. `Retry-After` on 503 and on a rate-limit 403. */
  readonly headers: Readonly<Record<string, string>>;

  constructor(word: ErrorWord, message: string, headers: Readonly<Record<string, string>> = {}) {
    super(message);
    this.word = word;
    this.status = ERROR_STATUS[word];
    this.headers = headers;
  }
}

/** Any thrown value as an ApiError; unknown failures become a generic 500 (no detail leaks). */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError('internal_error', 'the service failed to answer this request');
}

/** The engine, or the 503 every operation answers while the dictionary data is being loaded. */
export function loadedEngine<T>(engine: T | undefined): T {
  if (engine !== undefined) return engine;
  throw new ApiError('unavailable', 'the dictionary data is being loaded; try again shortly', {
    'Retry-After': String(WAIT_STARTING_S),
  });
}
