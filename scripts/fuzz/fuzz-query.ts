/**
 * The hostile-request generator shared by the contract test (test/contract/fuzz.test.ts) and
 * `npm run fuzz`. Two kinds of case:
 * - well-formed requests whose every parameter sits at an edge of the contract (fuzz-values.ts):
 *   the contract (docs/v3-contract.md) predicts their status, so the property checks it;
 * - noise: any names and values (unicode, control characters, lone surrogates, malformed
 *   percent-encoding, array-style and repeated keys, 8 KB and more): only the invariants hold.
 * Each case also picks how the token is presented, and a method.
 */
import fc from 'fast-check';
import * as edge from './fuzz-values';

export type Op = 'search' | 'word' | 'suggest';

export interface FuzzCase {
  readonly method: string;
  readonly op: Op;
  /** The request target exactly as sent. */
  readonly target: string;
  /** The status the contract predicts for GET, or undefined when only the invariants apply. */
  readonly expected: readonly number[] | undefined;
}

const SAFE = /[A-Za-z0-9\-._~]/;
const encoder = new TextEncoder();

/** Percent-encodes any string as UTF-8 (lone surrogates included), except the `raw` characters. */
export function encode(text: string, raw: readonly string[] = []): string {
  let out = '';
  for (const char of text) {
    if (SAFE.test(char) || raw.includes(char)) out += char;
    else for (const byte of encoder.encode(char)) out += `%${byte.toString(16).padStart(2, '0')}`;
  }
  return out;
}

/** How the token rides along; only `valid` and `encodedName` identify the developer. */
const TOKEN_MODES = ['valid', 'encodedName', 'none', 'bogus', 'twice', 'empty', 'upper', 'array', 'malformed'] as const;
type TokenMode = (typeof TOKEN_MODES)[number];
const tokenMode = fc.oneof(
  { weight: 24, arbitrary: fc.constant<TokenMode>('valid') },
  { weight: 1, arbitrary: fc.constantFrom(...TOKEN_MODES) },
);

function tokenPairs(mode: TokenMode, token: string): string[] {
  const value = encode(token);
  switch (mode) {
    case 'valid':
      return [`token=${value}`];
    case 'encodedName':
      return [`%74oken=${value}`];
    case 'none':
      return [];
    case 'bogus':
      return ['token=1.aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'];
    case 'twice':
      return [`token=${value}`, `token=${value}`];
    case 'empty':
      return ['token='];
    case 'upper':
      return [`TOKEN=${value}`];
    case 'array':
      return [`token[]=${value}`];
    case 'malformed':
      return [`token=${value}%ZZ`];
  }
}

const isValidToken = (mode: TokenMode): boolean => mode === 'valid' || mode === 'encodedName';

type Params = Readonly<Record<string, edge.Edge>>;

const common: Params = { prettyprint: edge.bool, debug: edge.bool, ip: edge.ip, product: edge.product };
const knownTitles = fc.constantFrom('امید', 'آسمان', 'سلام', 'hope', 'كتاب');
const PARAMS: Readonly<Record<Op, Params>> = {
  search: { q: edge.text, type: edge.type, start: edge.start, rows: edge.rows, filter: edge.filter, ...common },
  // Titles the fixture holds, often enough that `word` answers 200 and not only 404.
  word: {
    title: { ok: fc.oneof(knownTitles, edge.text.ok), bad: edge.text.bad },
    db: edge.db,
    num: edge.num,
    ...common,
  },
  suggest: { q: edge.text, ...common },
};

/** Names of the wire: `rows` is sometimes spelt `row`, its published alias. */
const wireName = (name: string, alias: boolean): string => (name === 'rows' && alias ? 'row' : name);

/**
 * Every parameter of `op` at an edge; none, one or two of them on the wrong side, or one given
 * twice (docs/decisions/004-service-choices.md: a repeated parameter is a 400).
 */
function wellFormed(op: Op): fc.Arbitrary<{ pairs: string[]; ok: boolean }> {
  const names = Object.keys(PARAMS[op]);
  const faults = fc.oneof(
    { weight: 5, arbitrary: fc.constant<string[]>([]) },
    { weight: 4, arbitrary: fc.shuffledSubarray(names, { minLength: 1, maxLength: 2 }) },
  );
  const repeat = fc.option(fc.constantFrom(...names), { freq: 8 });
  return fc.tuple(faults, repeat, fc.boolean(), fc.boolean()).chain(([bad, twice, alias, reverse]) =>
    fc
      .tuple(
        ...names.map(
          (name) => (bad.includes(name) ? PARAMS[op][name]?.bad : PARAMS[op][name]?.ok) ?? fc.constant(undefined),
        ),
      )
      .map((values) => {
        const pairs = values.flatMap((value, i) =>
          value === undefined ? [] : [`${wireName(names[i] ?? '', alias)}=${encode(value)}`],
        );
        if (twice !== null) {
          const value = values[names.indexOf(twice)] ?? '';
          pairs.push(`${wireName(twice, alias)}=${encode(value)}`, `${wireName(twice, alias)}=${encode(value)}`);
        }
        return { pairs: reverse ? pairs.reverse() : pairs, ok: bad.length === 0 && twice === null };
      }),
  );
}

const noiseNames = fc.oneof(
  fc.constantFrom(
    'q',
    'type',
    'start',
    'rows',
    'row',
    'filter',
    'title',
    'db',
    'num',
    'ip',
    'product',
    'prettyprint',
    'debug',
  ),
  fc.constantFrom('q[]', 'filter[]', 'rows[0]', 'token[]', '__proto__', 'constructor', 'hasOwnProperty', ''),
  fc.string({ unit: 'binary', maxLength: 8 }),
);
const noiseValues = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: fc.integer({ min: 0, max: 0x1f }).map((c) => String.fromCharCode(c)), maxLength: 10 }),
  fc.constantFrom('exact', 'ava', 'TEXT', '0', '10000', '10001', '-1', '1e3', 'moein,en2Fa', 'true', '::1', '1'),
  fc.constantFrom('%', '%Z', '%ZZ', '%E0%A4', '%FF', '%C0%AF', '%ED%A0%80', '%00', '+', '%2B', '%%', '%u0041'),
  fc.string({ unit: 'binary', minLength: 100, maxLength: 3000 }),
  fc.integer({ min: 0, max: 2600 }).map((n) => 'ا'.repeat(n)),
);
// Characters some clients leave unencoded; each may break the pair structure.
const rawChars = fc.subarray(['%', '+', '=', '&', '[', ']', '/', '?', ',', "'", '!', '*', ';', '#']);
const noisePair = fc
  .tuple(noiseNames, noiseValues, rawChars)
  .map(([n, v, raw]) => `${encode(n, raw)}=${encode(v, raw)}`);
const noise = fc.array(noisePair, { maxLength: 8 }).map((pairs) => ({ pairs, ok: undefined }));

const METHODS = fc.oneof(
  { weight: 16, arbitrary: fc.constant('GET') },
  { weight: 2, arbitrary: fc.constant('HEAD') },
  { weight: 1, arbitrary: fc.constantFrom('POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS') },
);

/** Node itself refuses a request head past 16 KiB (414 in the envelope); the service's own limit is 8 KiB. */
const MAX_TARGET = 15_000;
const URL_LIMIT = 8192;

/** Any request to a v3 operation; `token` is a token the service accepts. */
export function fuzzCase(token: string): fc.Arbitrary<FuzzCase> {
  const op = fc.constantFrom<Op>('search', 'word', 'suggest');
  return fc.tuple(op, tokenMode, METHODS, fc.boolean()).chain(([name, mode, method, formed]) =>
    (formed ? wellFormed(name) : noise).map(({ pairs, ok }) => {
      // The token goes first, so cutting a long noise target never cuts the token off.
      const target = `/v3/${name}?${[...tokenPairs(mode, token), ...pairs].join('&')}`.slice(0, MAX_TARGET);
      return { method, op: name, target, expected: expectedStatus(name, mode, target, ok) };
    }),
  );
}

/** The order of docs/v3-contract.md §2.5: token (401), then parameters (400), then not found (404). */
function expectedStatus(op: Op, mode: TokenMode, target: string, ok: boolean | undefined): number[] | undefined {
  if (!isValidToken(mode)) return [401];
  // Noise may carry a second `token` (a name such as `token[]` cut short at the end of a long
  // target): then the token is given twice, which is a 401 before the URL's length is looked at.
  const secondToken = ok === undefined && target.indexOf('token', target.indexOf('&')) >= 0;
  if (target.length > URL_LIMIT) return secondToken ? [400, 401] : [400];
  if (ok === undefined) return undefined;
  if (!ok) return [400];
  return op === 'word' ? [200, 404] : [200];
}
