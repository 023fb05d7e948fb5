/** The absolute address of an app path on this origin, for copying and sharing (the paths: shared/routes.ts). */
export function absoluteAppUrl(path: string): string {
  return new URL(path, globalThis.location.origin).href;
}

// What stays escaped when an address is made readable besides ASCII (a `/`, `?`, `%` or space in
// a headword would change or cut the link): spaces of any kind, and the bidi controls an address
// may not hold (RFC 3987).
const KEEP_ESCAPED_RE = /[\s\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
const keepEscaped = (char: string): boolean => (char.codePointAt(0) ?? 0) < 0x80 || KEEP_ESCAPED_RE.test(char);
const ESCAPES_RE = /(?:%[0-9A-Fa-f]{2})+/g;

/**
 * The address as a reader reads it (`/word/moein/امید/1`, not `%D8%A7…`): the escapes of other
 * scripts' letters decoded, everything that would change or cut the link kept escaped. Browsers
 * and messengers open it as the same page.
 */
export function readableAppUrl(path: string): string {
  return absoluteAppUrl(path).replace(ESCAPES_RE, (escaped) => {
    let text: string;
    try {
      text = decodeURIComponent(escaped);
    } catch {
      return escaped;
    }
    return [...text].map((char) => (keepEscaped(char) ? encodeURIComponent(char) : char)).join('');
  });
}
