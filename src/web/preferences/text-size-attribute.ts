/**
 * The reader's text size as stored and as written to <html data-text-size> (base.css scales the
 * root font from it, and every size in rem follows): the part that needs no React, so the boot
 * script applies it before the first frame and a larger text never jumps in after the page.
 */
import { readStored } from '../storage/local-storage';

export const TEXT_SIZES = ['normal', 'large', 'larger'] as const;
export type TextSize = (typeof TEXT_SIZES)[number];

export const TEXT_SIZE_STORAGE_KEY = 'farhang.text-size.v1';

export function isTextSize(value: unknown): value is TextSize {
  return TEXT_SIZES.some((size) => size === value);
}

/** The stored size; 'normal' when none (it is never stored) or when storage is refused. */
export function readTextSize(): TextSize {
  const stored = readStored(TEXT_SIZE_STORAGE_KEY);
  return isTextSize(stored) ? stored : 'normal';
}

/** 'normal' removes the attribute, so a page drawn without one is already right. */
export function applyTextSize(size: TextSize, root = globalThis.document?.documentElement): void {
  if (!root) return;
  if (size === 'normal') delete root.dataset['textSize'];
  else root.dataset['textSize'] = size;
}
