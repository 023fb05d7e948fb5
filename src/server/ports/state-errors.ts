/**
 * The shared state store (PostgreSQL) could not answer: the API turns it into a 503 with
 * Retry-After, never a 500 and never a pass for an unknown token.
 */
export class StateUnavailableError extends Error {
  override readonly name = 'StateUnavailableError';
}
