/** The word's words in both languages, added to the table by the modules that read them (feature-sections.ts). */
import { addSection } from './feature-sections';
import { wordEn } from './word-en';
import { wordFa } from './word-fa';

addSection('word', { fa: wordFa, en: wordEn });
