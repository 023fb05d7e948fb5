/** The about's words in both languages, added to the table by the modules that read them (feature-sections.ts). */
import { addSection } from './feature-sections';
import { aboutEn } from './about-en';
import { aboutFa } from './about-fa';

addSection('about', { fa: aboutFa, en: aboutEn });
