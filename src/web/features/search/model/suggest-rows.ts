/** One suggestion row per headword as a reader tells them apart. */
import { exactKey } from '../../../../shared/persian/normalise';

/**
 * `suggestions` with the forms that differ only by harakat, Arabic or Persian letter forms (ي/ی,
 * ك/ک), hamza seats or a gap made one row, in the service's order: picking either searches the
 * same exact key, so two rows would offer one search twice. The row shows the barest form (the
 * fewest characters: «کتاب», not «کِتَاب»).
 */
export function suggestRows(suggestions: readonly string[]): string[] {
  const rows = new Map<string, string>();
  for (const suggestion of suggestions) {
    const key = exactKey(suggestion);
    const kept = rows.get(key);
    if (kept === undefined || suggestion.length < kept.length) rows.set(key, suggestion);
  }
  return [...rows.values()];
}
