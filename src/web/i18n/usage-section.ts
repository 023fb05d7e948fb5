/** How a word is used, in both languages, added to the table by the modules that read it (feature-sections.ts). */
import { addSection } from './feature-sections';
import { usageEn } from './usage-en';
import { usageFa } from './usage-fa';

addSection('usage', { fa: usageFa, en: usageEn });
