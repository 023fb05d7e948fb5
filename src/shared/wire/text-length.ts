/**
 * The longest free text the service takes in `q`, `title` or `product` (docs/v3-contract.md §4.2),
 * counted as the service counts it: in code points. The app keeps to it too, so it never stores or
 * asks for a word the service would refuse.
 */
export const MAX_TEXT_LENGTH = 100;

export function codePoints(text: string): number {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
}

export function fitsTextLength(text: string): boolean {
  return codePoints(text) <= MAX_TEXT_LENGTH;
}
