/**
 * A word's bookmark in both languages, added to the table by the modules that read them
 * (feature-sections.ts): apart from the library's, which a word page need not load.
 */
import { addSection } from './feature-sections';
import { bookmarkEn } from './bookmark-en';
import { bookmarkFa } from './bookmark-fa';

addSection('bookmark', { fa: bookmarkFa, en: bookmarkEn });
