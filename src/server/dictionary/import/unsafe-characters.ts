/**
 * Characters no headword or key holds and no terminal should be handed raw: C0 and C1 controls
 * (NUL, tab, escape…), DEL, and the bidirectional marks, embeddings, overrides and isolates that
 * reorder what is shown around them («\u202E»). ZWNJ and ZWJ, which Persian words hold, are not
 * among them.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is what this module is for
const UNSAFE_RE = /[\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
const UNSAFE_ALL_RE = new RegExp(UNSAFE_RE.source, 'g');

/** One character as a message prints it: `\u202E`. */
function escaped(char: string): string {
  return `\\u${(char.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
}

/** The first unsafe character of `text`, escaped (`\u0000`), or undefined when it holds none. */
export function unsafeCharacter(text: string): string | undefined {
  const found = UNSAFE_RE.exec(text)?.[0];
  return found === undefined ? undefined : escaped(found);
}

/** `text` with every unsafe character escaped, for a message a terminal shows. */
export function printable(text: string): string {
  return text.replace(UNSAFE_ALL_RE, escaped);
}
