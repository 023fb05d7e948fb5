/** The library's words in both languages, added to the table by the modules that read them (feature-sections.ts). */
import { addSection } from './feature-sections';
import { libraryEn } from './library-en';
import { libraryFa } from './library-fa';

addSection('library', { fa: libraryFa, en: libraryEn });
