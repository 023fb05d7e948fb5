/**
 * What one item of a reading's tables adds to the answer, in bytes as sent: compact JSON, or
 * prettyprint's two-space indentation (an item of `words`, `entries` or `readings` stands two
 * levels in, so each of its lines is indented four spaces more than JSON.stringify alone gives).
 */
import { utf8Bytes } from '../utf8';

/** Room for what an array's first item changes about it (`[]` becomes `[`, a line, `]`). */
export const ARRAY_SLACK = 8;

const ITEM_INDENT = 4;

export function itemBytes(value: unknown, pretty: boolean): number {
  if (!pretty) return utf8Bytes(JSON.stringify(value)) + 1;
  const text = JSON.stringify(value, null, 2);
  let lines = 1;
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) lines++;
  // The item's lines, each indented, then the comma and the line break after it.
  return utf8Bytes(text) + lines * ITEM_INDENT + 2;
}
