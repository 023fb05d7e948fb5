/** Walking a JSON body the way a loosely typed client would, without trusting its shape. */
export function at(value: unknown, ...path: readonly (string | number)[]): unknown {
  let current = value;
  for (const key of path) {
    if (typeof current !== 'object' || current === null) return undefined;
    const next: unknown = Reflect.get(current, key);
    current = next;
  }
  return current;
}

/** An array member of the body, as an array (empty when it is not one). */
export function list(value: unknown, ...path: readonly (string | number)[]): unknown[] {
  const found = at(value, ...path);
  return Array.isArray(found) ? found : [];
}

/** `db/num/title` of each search result, for asserting order. */
export function resultKeys(body: unknown): string[] {
  return list(body, 'data', 'results').map(
    (r) => `${String(at(r, 'db'))}/${String(at(r, 'num'))}/${String(at(r, 'title'))}`,
  );
}
