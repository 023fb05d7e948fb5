/**
 * A request target as curl, Go or PHP send a Persian word: every percent-encoded UTF-8 sequence
 * of non-ASCII text written out as the characters themselves, the ASCII escapes (`%26`, `%2B`,
 * `%20`) kept, so the raw target means the same request as the encoded one.
 */
export function rawTarget(path: string): string {
  return path.replace(/(?:%[89A-Fa-f][0-9A-Fa-f])+/g, (run) => decodeURIComponent(run));
}
