/** The listen area's words in both languages, added to the table by the modules that read them (feature-sections.ts). */
import { addSection } from './feature-sections';
import { listenEn } from './read-en';
import { listenFa } from './read-fa';

addSection('listen', { fa: listenFa, en: listenEn });
