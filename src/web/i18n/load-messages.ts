import type { InterfaceLanguage } from '../../shared/interface-language';
import { messagesFa, type Messages } from './messages-fa';

/** The source module of a table loaded on its own: a drawn English page has the service preload it. */
export const ENGLISH_MESSAGES_MODULE = 'src/web/i18n/messages-en.ts';

/**
 * The table of a language. Persian, the default, is in the main chunk; English is a chunk of its
 * own, fetched before the app hydrates or when the reader switches, so each reader downloads only
 * the table of the interface they read.
 */
export async function loadMessages(language: InterfaceLanguage): Promise<Messages> {
  if (language === 'fa') return messagesFa;
  const { messagesEn } = await import('./messages-en');
  return messagesEn;
}
