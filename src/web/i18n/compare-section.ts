/** The compare's words in both languages, added to the table by the modules that read them (feature-sections.ts). */
import { addSection } from './feature-sections';
import { compareEn } from './compare-en';
import { compareFa } from './compare-fa';

addSection('compare', { fa: compareFa, en: compareEn });
