/**
 * Parameter values at the edges of the v3 contract, sorted by what docs/v3-contract.md §3–§4 says of
 * them: taken, or refused with 400. Written from the contract, not from the service's code, so the
 * fuzz property can predict the status of a well-formed request. `undefined` means "left out".
 */
import fc from 'fast-check';

/** What the service must take (`ok`) and what it must refuse with 400 (`bad`). */
export interface Edge {
  readonly ok: fc.Arbitrary<string | undefined>;
  readonly bad: fc.Arbitrary<string | undefined>;
}

function table(ok: readonly (string | undefined)[], bad: readonly (string | undefined)[]): Edge {
  return { ok: fc.constantFrom(...ok), bad: fc.constantFrom(...bad) };
}

const HUGE = '99999999999999999999999999';

/** Blank counts as not given; digits only; at most 10,000. */
export const start = table(
  [undefined, '', '0', '1', '10', '9999', '10000', '0010'],
  ['10001', HUGE, '-1', '1e3', '1.5', 'x', '0x10', '١'],
);

/** Blank counts as not given; a positive integer; above 50 is clamped, not refused. */
export const rows = table(
  [undefined, '', '1', '10', '49', '50', '51', '1000', HUGE],
  ['0', '00', '-1', '1e3', '2.0', 'ten', '۵'],
);

/** The four types, case-insensitively after trimming; blank is the default. */
export const type = table(
  [undefined, '', 'exact', 'ava', 'like', 'text', 'TEXT', 'Like', ' ava ', 'Exact'],
  ['fuzzy', 'exactt', '0', 'exact,ava', 'متن'],
);

/** Database names in any case, spaced, repeated or with empty items; one unknown name → 400. */
export const filter = table(
  [undefined, '', 'moein', 'moein,dehkhoda', 'MOEIN', 'moein, sareh', 'en2Fa', ',,', 'moein,moein', ' amid ,'],
  ['nope', 'moein,nope', 'moein;sareh', 'dehkhoda2', 'all'],
);

export const db = table(
  ['moein', 'dehkhoda', 'en2fa', 'Moein', ' amid ', 'mazani'],
  [undefined, '', 'nope', 'moein,amid', 'معین'],
);

/** A positive integer; one past any entry is still well-formed (it is simply not found). */
export const num = table(['1', '2', '7', HUGE], [undefined, '', '0', '-1', '1.0', 'one', '1e2']);

export const bool = table(
  [undefined, '', 'true', 'false', '1', '0', 'TRUE', 'False'],
  ['yes', '2', 'on', 'null', 'truee'],
);

export const ip = table(
  [undefined, '', '127.0.0.1', '::1', '2001:db8::1', '10.0.0.255'],
  ['999.1.1.1', 'localhost', '1.2.3', '::g'],
);

export const product = table([undefined, '', 'farhang-fuzz', 'محصول', 'p'.repeat(100)], ['p'.repeat(101)]);

/** What a client's text becomes on the wire: lone surrogates turn into U+FFFD, as TextEncoder does. */
export function wellFormed(text: string): string {
  return new TextDecoder().decode(new TextEncoder().encode(text));
}

function textOk(text: string): boolean {
  const trimmed = wellFormed(text).trim();
  return trimmed !== '' && [...trimmed].length <= 100;
}

const anyText = fc.oneof(
  fc.constantFrom(
    'سلام',
    'امید',
    'ا',
    'کتاب خانه',
    'می‌روم',
    'آسمان',
    'book',
    ' \t ',
    '',
    '\u200c',
    '\ufeff',
    '\u00a0',
  ),
  fc.integer({ min: 95, max: 105 }).map((n) => 'ب'.repeat(n)),
  fc.integer({ min: 99, max: 101 }).map((n) => '😀'.repeat(n)),
  fc.string({ unit: 'binary', maxLength: 120 }),
  fc.string({ unit: 'grapheme', maxLength: 30 }),
);

/** `q` or `title`: required, non-empty after trimming, at most 100 code points. */
export const text: Edge = {
  ok: anyText.filter(textOk),
  bad: fc.oneof(
    anyText.filter((value) => !textOk(value)),
    fc.constant(undefined),
    // Past the service's 8 KB URL limit once percent-encoded (6 bytes a letter), under Node's 16 KB.
    fc.integer({ min: 1400, max: 2300 }).map((n) => 'ا'.repeat(n)),
  ),
};
