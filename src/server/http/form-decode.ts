/**
 * Decoding of `application/x-www-form-urlencoded` pieces as HTML forms do: `+` is a space and
 * `%XX` is a byte of UTF-8. Unlike `URLSearchParams`, which keeps a bad escape literally and
 * replaces bad UTF-8 with U+FFFD, `decodeFormComponent` says "malformed" so the service can answer
 * 400; `keptFormComponent` is what the reader gets back in the box with that 400 (or a 413).
 */

const utf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const encoder = new TextEncoder();

function hexValue(code: number): number {
  if (code >= 0x30 && code <= 0x39) return code - 0x30;
  const lower = code | 0x20;
  if (lower >= 0x61 && lower <= 0x66) return lower - 0x61 + 10;
  return -1;
}

/** The bytes a form component stands for; undefined at a bad escape unless `lenient` keeps it as written. */
function formBytes(raw: string, lenient: boolean): number[] | undefined {
  const bytes: number[] = [];
  for (let i = 0; i < raw.length; i += 1) {
    const code = raw.charCodeAt(i);
    if (code === 0x2b) {
      bytes.push(0x20);
    } else if (code === 0x25) {
      const high = hexValue(raw.charCodeAt(i + 1));
      const low = hexValue(raw.charCodeAt(i + 2));
      if (high >= 0 && low >= 0) {
        bytes.push(high * 16 + low);
        i += 2;
      } else if (lenient) bytes.push(code);
      else return undefined;
    } else if (code < 0x80) {
      bytes.push(code);
    } else {
      // Node's parser refuses raw non-ASCII in a request target, but callers in-process may
      // hand us already-decoded text: keep it as its UTF-8 bytes.
      const char = String.fromCodePoint(raw.codePointAt(i) ?? code);
      for (const byte of encoder.encode(char)) bytes.push(byte);
      i += char.length - 1;
    }
  }
  return bytes;
}

/** The decoded text, or undefined when an escape is incomplete or the bytes are not UTF-8. */
export function decodeFormComponent(raw: string): string | undefined {
  // Fast path: nothing to decode.
  if (!/[%+]/.test(raw)) return raw;
  const bytes = formBytes(raw, false);
  if (bytes === undefined) return undefined;
  try {
    return utf8.decode(Uint8Array.from(bytes));
  } catch {
    return undefined;
  }
}

/**
 * As much of the text as can be read, as a browser reads it: a bad escape as written, bytes that
 * are not UTF-8 as U+FFFD. `cut`: the component was cut short, so an escape or a character left
 * incomplete at its end is dropped, not shown as a broken one.
 */
export function keptFormComponent(raw: string, cut: boolean): string {
  const whole = cut ? raw.replace(/%[0-9A-Fa-f]?$/, '') : raw;
  const bytes = Uint8Array.from(formBytes(whole, true) ?? []);
  return new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes, { stream: cut });
}
