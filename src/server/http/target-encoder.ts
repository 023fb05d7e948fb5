import { isAscii } from 'node:buffer';

/**
 * Where a connection's incoming bytes are, as far as the encoder can tell:
 * - `line`: the request line of the next request (or blank lines before it);
 * - `head`: its header lines, up to the empty line;
 * - `body`: a Content-Length body, passed through untouched;
 * - `pass`: from here on every byte goes to Node's parser as it came (a chunked or upgraded
 *   request, or a head the encoder does not read the way Node would).
 */
export type Phase = 'line' | 'head' | 'body' | 'pass';

/** The bytes of one connection, as they should reach Node's HTTP parser. */
export interface TargetEncoder {
  /** The chunk with every byte >= 0x80 of a request line percent-encoded; the chunk itself when none. */
  feed(chunk: Buffer): Buffer;
  readonly phase: Phase;
  /** Bytes of the latest request line, as Node receives it (encoded), so far. */
  readonly lineBytes: number;
}

const LF = 0x0a;
const CR = 0x0d;
const PERCENT = 0x25;
const HEX = Buffer.from('0123456789ABCDEF', 'latin1');
/** A header line longer than this is kept no further: Node refuses heads past 16 KiB long before. */
const MAX_CARRY = 65_536;
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const DIGITS = /^\d{1,15}$/;

/** `%XX` for each byte >= 0x80, upper-case hex as encodeURIComponent writes it. */
function encodeHigh(segment: Buffer): Buffer {
  // Indexed loops: a Buffer's iterator costs more than the encoding itself.
  const length = segment.length;
  let high = 0;
  for (let i = 0; i < length; i += 1) if ((segment[i] ?? 0) >= 0x80) high += 1;
  const out = Buffer.allocUnsafe(length + 2 * high);
  let at = 0;
  for (let i = 0; i < length; i += 1) {
    const byte = segment[i] ?? 0;
    if (byte < 0x80) {
      out[at++] = byte;
    } else {
      out[at++] = PERCENT;
      out[at++] = HEX[byte >> 4] ?? 0;
      out[at++] = HEX[byte & 15] ?? 0;
    }
  }
  return out;
}

/** The characters of a header name (RFC 9110 token), by code. */
const TOKEN_CHARS = new Uint8Array(128);
for (const c of "!#$%&'*+.^_`|~0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ-") {
  TOKEN_CHARS[c.charCodeAt(0)] = 1;
}
/** Heads longer than this are read line by line. */
const PLAIN_HEAD_WINDOW = 8192;
/** Headers that decide framing; a head with any of them is read line by line. */
const FRAMING = new Set(['content-length', 'transfer-encoding', 'upgrade']);

/** Whether `text[start, end)` is `name: value` with a token name, no CR, and no framing header. */
function plainHeader(text: string, start: number, end: number): boolean {
  const colon = text.indexOf(':', start);
  if (colon <= start || colon > end) return false;
  for (let i = start; i < colon; i += 1) if (TOKEN_CHARS[text.charCodeAt(i)] !== 1) return false;
  if (text.indexOf('\r', colon) < end) return false;
  const first = text.charCodeAt(start) | 0x20;
  const mayFrame = first === 0x63 || first === 0x74 || first === 0x75; // c, t, u
  return !(mayFrame && FRAMING.has(text.slice(start, colon).toLowerCase()));
}

/**
 * Where the next request starts when a whole, plain head (a request line and `name: value`
 * lines, none of which decides framing) lies in `chunk` from `pos` on; -1 otherwise. Nearly every
 * request a client sends is one such head in one chunk, checked here in one pass over a string.
 */
function plainHeadEnd(chunk: Buffer, pos: number): number {
  // Bounded, so many pipelined requests in one big chunk cost a window each, not the whole rest.
  const text = chunk.toString('latin1', pos, Math.min(chunk.length, pos + PLAIN_HEAD_WINDOW));
  const end = text.indexOf('\r\n\r\n');
  if (end < 0 || text.startsWith('CONNECT ')) return -1;
  let line = text.indexOf('\r\n');
  if (text.indexOf('\r') < line || line === 0) return -1;
  while (line < end) {
    const next = text.indexOf('\r\n', line + 2);
    if (!plainHeader(text, line + 2, next)) return -1;
    line = next;
  }
  return pos + end + 4;
}

/** The output of one chunk: pieces only once a line had to change (else the chunk itself). */
interface Output {
  parts: Buffer[] | undefined;
  copied: number;
}

/** The request line chunk[from, to) encoded into `out`; its length as Node receives it. */
function encodeLine(chunk: Buffer, ascii: boolean, from: number, to: number, out: Output): number {
  if (ascii) return to - from;
  const piece = chunk.subarray(from, to);
  if (isAscii(piece)) return piece.length;
  const encoded = encodeHigh(piece);
  (out.parts ??= []).push(chunk.subarray(out.copied, from), encoded);
  out.copied = to;
  return encoded.length;
}

/**
 * Node's parser (llhttp) refuses any byte >= 0x80 in a request target, strict or lenient, yet
 * curl, Go and PHP send a Persian word in a URL as raw UTF-8. This sits between the socket and
 * the parser and percent-encodes those bytes in request lines only, so the app sees exactly the
 * target a percent-encoding client sends. It follows message framing just far enough to know
 * where request lines are: Content-Length bodies are counted and passed untouched; anything
 * whose framing it would have to guess (Transfer-Encoding, Upgrade, CONNECT, a second
 * Content-Length, a folded or odd header line) switches the connection to `pass`, where Node
 * sees the original bytes and keeps every one of its own defences.
 */
export function createTargetEncoder(): TargetEncoder {
  let phase: Phase = 'line';
  let lineBytes = 0;
  let lineStart = '';
  let bodyLeft = 0;
  let carry: Buffer[] = [];
  let carryBytes = 0;
  let contentLength: number | undefined;
  let lengths = 0;
  let opaque = false;
  /** The next byte in `line` starts a new request line (lineBytes keeps the last one till then). */
  let fresh = true;

  const startHead = (): void => {
    phase = 'head';
    contentLength = undefined;
    lengths = 0;
    opaque = /^CONNECT /i.test(lineStart);
  };

  /** One complete header line, without its LF. Returns false when the framing is not ours to read. */
  const readHeader = (line: Buffer): boolean => {
    const end = line.length > 0 && line[line.length - 1] === CR ? line.length - 1 : line.length;
    if (line.indexOf(CR) !== end && line.indexOf(CR) !== -1) return false;
    const first = line[0];
    if (first === 0x20 || first === 0x09) return false; // obsolete line folding
    const colon = line.indexOf(0x3a);
    if (colon <= 0) return false;
    const name = line.toString('latin1', 0, colon);
    if (!TOKEN.test(name)) return false;
    const lower = name.toLowerCase();
    if (lower === 'transfer-encoding' || lower === 'upgrade') opaque = true;
    if (lower === 'content-length') {
      lengths += 1;
      const value = line.toString('latin1', colon + 1, end).trim();
      if (!DIGITS.test(value)) return false;
      contentLength = Number(value);
    }
    return true;
  };

  const endHead = (): void => {
    if (opaque || lengths > 1) {
      phase = 'pass';
    } else if (contentLength !== undefined && contentLength > 0) {
      phase = 'body';
      bodyLeft = contentLength;
    } else {
      phase = 'line';
      fresh = true;
    }
  };

  const feed = (chunk: Buffer): Buffer => {
    const ascii = isAscii(chunk);
    const out: Output = { parts: undefined, copied: 0 };
    let pos = 0;
    while (pos < chunk.length && phase !== 'pass') {
      if (phase === 'body') {
        const take = Math.min(bodyLeft, chunk.length - pos);
        pos += take;
        bodyLeft -= take;
        if (bodyLeft === 0) {
          phase = 'line';
          fresh = true;
        }
        continue;
      }
      if (phase === 'line' && fresh) {
        const next = plainHeadEnd(chunk, pos);
        if (next >= 0) {
          lineBytes = encodeLine(chunk, ascii, pos, chunk.indexOf(LF, pos) + 1, out);
          pos = next;
          continue;
        }
      }
      const newline = chunk.indexOf(LF, pos);
      const end = newline < 0 ? chunk.length : newline + 1;
      if (phase === 'line') {
        if (fresh) {
          fresh = false;
          lineBytes = 0;
          lineStart = '';
        }
        if (lineStart.length < 8) lineStart += chunk.toString('latin1', pos, Math.min(end, pos + 8 - lineStart.length));
        lineBytes += encodeLine(chunk, ascii, pos, end, out);
        pos = end;
        // Blank lines before a request line are skipped by Node too.
        if (newline >= 0 && lineBytes > 2) startHead();
        else if (newline >= 0) fresh = true;
        continue;
      }
      // phase === 'head'
      const piece = chunk.subarray(pos, end);
      pos = end;
      if (newline < 0) {
        carry.push(piece);
        carryBytes += piece.length;
        if (carryBytes > MAX_CARRY) phase = 'pass';
        continue;
      }
      const line = carry.length === 0 ? piece : Buffer.concat([...carry, piece]);
      carry = [];
      carryBytes = 0;
      const content = line.subarray(0, line.length - 1);
      if (content.length === 0 || (content.length === 1 && content[0] === CR)) endHead();
      else if (!readHeader(content)) phase = 'pass';
    }
    if (out.parts === undefined) return chunk;
    out.parts.push(chunk.subarray(out.copied));
    return Buffer.concat(out.parts);
  };

  return {
    feed,
    get phase() {
      return phase;
    },
    get lineBytes() {
      return lineBytes;
    },
  };
}
