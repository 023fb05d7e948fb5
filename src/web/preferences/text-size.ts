/** The reader's text size across the app: remembered, applied to <html>, read by the settings page. */
import { storedPreference } from '../storage/stored-preference';
import { applyTextSize, readTextSize, TEXT_SIZE_STORAGE_KEY, type TextSize } from './text-size-attribute';

const textSize = storedPreference<TextSize>({
  key: TEXT_SIZE_STORAGE_KEY,
  fallback: 'normal',
  read: readTextSize,
  apply: applyTextSize,
});

export const setTextSize = textSize.set;
/** Reads the stored size again and applies it (tests that clear storage). */
export const initTextSize = textSize.reload;
export const useTextSize = textSize.useValue;
