/** The extension's interface language: the browser's, as the app's first visit reads Accept-Language. */
import { DEFAULT_LANGUAGE, languageFromAcceptLanguage, type InterfaceLanguage } from '../shared/interface-language';

export function readerLanguage(): InterfaceLanguage {
  return languageFromAcceptLanguage(navigator.languages.join(',')) ?? DEFAULT_LANGUAGE;
}
