/**
 * The state store named on the command line could not be opened or migrated (one line, exit 1).
 * Only cli, which opens the state itself, catches it: no floor meets it through a port. Its own
 * file, so that the command line knows it without loading the stores.
 */
export class StateOpenError extends Error {
  override readonly name = 'StateOpenError';
}
