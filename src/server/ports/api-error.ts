import { ERROR_STATUS, type ErrorWord } from '../../shared/wire/errors';

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
