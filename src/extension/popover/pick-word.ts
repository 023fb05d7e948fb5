/** The word of a read sentence that the reader clicked: the one whose span, or one of whose parts, holds `at`. */
import type { WordView } from '../../shared/reading/reading-view';

export function pickWord(words: readonly WordView[], at: number): WordView | undefined {
  const holds = (span: { readonly start: number; readonly end: number }) => span.start <= at && at < span.end;
  const known = words.filter((word) => word.headwords.length > 0);
  return known.find((word) => (word.parts ?? [word]).some(holds)) ?? words.find(holds);
}
