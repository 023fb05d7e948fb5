/** The read area's words in both languages, added to the table by the modules that read them (feature-sections.ts). */
import { addSection } from './feature-sections';
import { readEn } from './read-en';
import { readFa } from './read-fa';

addSection('read', { fa: readFa, en: readEn });
