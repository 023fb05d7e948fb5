/**
 * Part of the counts port's contract, not one floor's policy: both of its sides hold a token's day to
 * the same bound with this one gate, the API's batch before it writes and each count store (state/)
 * against the names it already keeps, so a fleet never gets past it (decision 023). The store sees
 * ports alone, so the gate cannot live in the API floor.
 */
import type { CountRow } from './counts';

/**
 * How many `product` names one token (or the no-token requests, id 0) has counted as themselves in
 * a day; further names are counted as OTHER_PRODUCT, so any client's made-up names add at most this
 * many rows a day while the totals stay exact.
 */
export const MAX_PRODUCTS = 100;
export const OTHER_PRODUCT = '(other)';

// No product, and the fold itself, are always counted as themselves and take no room.
const isFree = (product: string): boolean => product === '' || product === OTHER_PRODUCT;

/** The name a request is counted under: its own while the token's day has room or knows it. */
export type ProductGate = (day: string, tokenId: number, product: string) => string;

/**
 * A gate that admits the first MAX_PRODUCTS names of each token and day; `known` gives the names
 * already counted (the store's), which keep their place.
 */
export function productGate(known: (day: string, tokenId: number) => Iterable<string> = () => []): ProductGate {
  const admitted = new Map<string, Set<string>>();
  return (day, tokenId, product) => {
    if (isFree(product)) return product;
    const key = `${day} ${tokenId}`;
    let names = admitted.get(key);
    if (names === undefined) {
      names = new Set([...known(day, tokenId)].filter((name) => !isFree(name)));
      admitted.set(key, names);
    }
    if (names.has(product)) return product;
    if (names.size >= MAX_PRODUCTS) return OTHER_PRODUCT;
    names.add(product);
    return product;
  };
}

/** `rows` with the names past the bound counted as OTHER_PRODUCT, rows of one key summed. */
export function boundProducts(
  rows: readonly CountRow[],
  known: (day: string, tokenId: number) => Iterable<string>,
): CountRow[] {
  const gate = productGate(known);
  const merged = new Map<string, CountRow>();
  for (const row of rows) {
    const product = gate(row.day, row.tokenId, row.product);
    const key = JSON.stringify([row.day, product, row.tokenId, row.code]);
    merged.set(key, { ...row, product, count: (merged.get(key)?.count ?? 0) + row.count });
  }
  return [...merged.values()];
}
