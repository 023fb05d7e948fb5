/** The extension area's words in both languages, added to the table by the modules that read them (feature-sections.ts). */
import { addSection } from './feature-sections';
import { extensionEn } from './extension-en';
import { extensionFa } from './extension-fa';

addSection('extension', { fa: extensionFa, en: extensionEn });
