/**
 * Whether the reading page shows each linked word's romanisation above it, as furigana is shown
 * over Japanese: off until the reader turns it on (on the page or in settings), then remembered.
 * A page drawn on the server knows no reader's choice: plain text, the romanisation on hydration.
 */
import { readStored } from '../storage/local-storage';
import { storedPreference } from '../storage/stored-preference';

const STORAGE_KEY = 'farhang.read.pron-above.v1';

const pronAbove = storedPreference({ key: STORAGE_KEY, fallback: false, read: () => readStored(STORAGE_KEY) === true });

export const setPronAbove = pronAbove.set;
/** Reads the stored choice again (tests that clear storage). */
export const initPronAbove = pronAbove.reload;
export const usePronAbove = pronAbove.useValue;
