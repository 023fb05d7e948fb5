/** The settings page's words in both languages, added to the table by the modules that read them (feature-sections.ts). */
import { addSection } from './feature-sections';
import { settingsEn } from './settings-en';
import { settingsFa } from './settings-fa';

addSection('settings', { fa: settingsFa, en: settingsEn });
