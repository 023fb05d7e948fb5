/**
 * Each language's whole table, every feature section added, for a test that reads messages outside
 * the app (the app adds a section when the part that draws it loads).
 */
import '../../src/web/i18n/about-section';
import '../../src/web/i18n/bookmark-section';
import '../../src/web/i18n/compare-section';
import '../../src/web/i18n/library-section';
import '../../src/web/i18n/listen-section';
import '../../src/web/i18n/read-section';
import '../../src/web/i18n/settings-section';
import '../../src/web/i18n/shortcuts-section';
import '../../src/web/i18n/word-section';
import { withSections } from '../../src/web/i18n/feature-sections';
import { messagesEn } from '../../src/web/i18n/messages-en';
import { messagesFa } from '../../src/web/i18n/messages-fa';

export const WHOLE_FA = withSections(messagesFa, 'fa');
export const WHOLE_EN = withSections(messagesEn, 'en');
