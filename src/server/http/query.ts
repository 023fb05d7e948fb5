import { decodeFormComponent } from './form-decode';

/** A query string split into parameters. A value of `null` could not be decoded. */
export interface ParsedQuery {
  readonly values: ReadonlyMap<string, readonly (string | null)[]>;
  /** How many pairs had a name that is not valid percent-encoded UTF-8. */
  readonly malformedNames: number;
}

export interface RequestTarget {
  /** The path as sent, still percent-encoded. */
  readonly path: string;
  /** Everything after the first `?`, without it ('' when there is none). */
  readonly rawQuery: string;
}

export function splitTarget(url: string): RequestTarget {
  const mark = url.indexOf('?');
  if (mark < 0) return { path: url, rawQuery: '' };
  return { path: url.slice(0, mark), rawQuery: url.slice(mark + 1) };
}

function splitPair(pair: string): [string, string] {
  const equals = pair.indexOf('=');
  return equals < 0 ? [pair, ''] : [pair.slice(0, equals), pair.slice(equals + 1)];
}

/** Decodes `a=1&b=2` as an HTML form would; repeated names keep every value, in order. */
export function parseQuery(rawQuery: string): ParsedQuery {
  const values = new Map<string, (string | null)[]>();
  let malformedNames = 0;
  for (const pair of rawQuery.split('&')) {
    if (pair === '') continue;
    const [rawKey, rawValue] = splitPair(pair);
    const key = decodeFormComponent(rawKey);
    if (key === undefined) {
      malformedNames += 1;
      continue;
    }
    const list = values.get(key) ?? [];
    list.push(decodeFormComponent(rawValue) ?? null);
    values.set(key, list);
  }
  return { values, malformedNames };
}

/**
 * Names that carry (or look like they were meant to carry) the secret: `token`, `Token`,
 * `token[]`. They are never echoed and never logged.
 */
export function isSecretName(name: string): boolean {
  return name.toLowerCase().includes('token');
}

/** The request target as it may be logged: every pair whose name looks like a token removed. */
export function redactTarget(url: string): string {
  const { path, rawQuery } = splitTarget(url);
  if (rawQuery === '') return path;
  const kept = rawQuery.split('&').filter((pair) => {
    const [rawKey] = splitPair(pair);
    return !isSecretName(decodeFormComponent(rawKey) ?? rawKey);
  });
  return kept.length > 0 ? `${path}?${kept.join('&')}` : path;
}

/** The parameters as received, less the token, for `meta` of an error body (first value each). */
export function echoParams(query: ParsedQuery): Record<string, string> {
  const entries: [string, string][] = [];
  for (const [name, list] of query.values) {
    const first = list[0];
    if (isSecretName(name) || first === null || first === undefined) continue;
    entries.push([name, first]);
  }
  // fromEntries defines own properties, so a parameter named `__proto__` stays a plain key.
  return Object.fromEntries(entries);
}
