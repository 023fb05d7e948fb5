import type { InterfaceLanguage } from '../../shared/interface-language';
import type { CoreMessages } from './messages-fa';

/** The source module of each language's table, as Vite's manifest names its chunk: a drawn page has the service preload it. */
export const MESSAGES_MODULES: Readonly<Record<InterfaceLanguage, string>> = {
  fa: 'src/web/i18n/messages-fa.ts',
  en: 'src/web/i18n/messages-en.ts',
};

/**
 * The table of a language. Each is a chunk of its own (Persian too: nothing in the main chunk
 * imports a table's values), fetched with the page's parts before the app hydrates or when the
 * reader switches, so each reader downloads only the table of the interface they read.
 */
export async function loadMessages(language: InterfaceLanguage): Promise<CoreMessages> {
  if (language === 'fa') return (await import('./messages-fa')).messagesFa;
  return (await import('./messages-en')).messagesEn;
}
