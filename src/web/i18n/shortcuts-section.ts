/** The shortcuts sheet's words in both languages, added to the table by the sheet's module (feature-sections.ts). */
import { addSection } from './feature-sections';
import { shortcutsEn } from './shortcuts-en';
import { shortcutsFa } from './shortcuts-fa';

addSection('shortcuts', { fa: shortcutsFa, en: shortcutsEn });
