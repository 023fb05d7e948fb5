/**
 * The reader's language in the browser: which one a page starts in, and how a choice is kept (the
 * `lang` cookie, which the service reads to draw the next page in it) and shown (`<html lang dir>`).
 */
import {
  chooseLanguage,
  languageFromCookie,
  directionOf,
  LANGUAGE_COOKIE,
  LANGUAGE_PARAM,
  type InterfaceLanguage,
} from '../../shared/interface-language';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * The language the page was drawn in (the service chose it) or, on a page not drawn by the service
 * (the offline shell, a static host), the one the service would have chosen.
 */
export function startingLanguage(doc: Document = document): InterfaceLanguage {
  if (doc.documentElement.dataset['lang'] !== undefined) {
    const drawn = doc.documentElement.lang;
    if (drawn === 'fa' || drawn === 'en') return drawn;
  }
  return chooseLanguage({
    param: new URLSearchParams(doc.location.search).get(LANGUAGE_PARAM),
    cookie: doc.cookie,
    acceptLanguage: navigator.languages.join(','),
  });
}

/**
 * On a first visit the service chose from Accept-Language, which the browser's `navigator.languages`
 * may not match: the choice is kept, so the offline shell (which has no server to ask) starts in the
 * same language. Not when the address named it (`?lang=`): a link's language is the sender's, not
 * the reader's.
 */
export function keepFirstLanguage(language: InterfaceLanguage, doc: Document = document): void {
  const drawn = doc.documentElement.dataset['lang'] !== undefined;
  const named = new URLSearchParams(doc.location.search).has(LANGUAGE_PARAM);
  if (drawn && !named && languageFromCookie(doc.cookie) === undefined) rememberLanguage(language, doc);
}

/** Keeps the reader's choice for the pages the service draws next, and turns the page's direction. */
export function rememberLanguage(language: InterfaceLanguage, doc: Document = document): void {
  doc.cookie = `${LANGUAGE_COOKIE}=${language}; path=/; max-age=${YEAR_SECONDS}; samesite=lax`;
  showLanguage(language, doc);
}

/** `<html lang dir>` for the language. */
export function showLanguage(language: InterfaceLanguage, doc: Document = document): void {
  doc.documentElement.lang = language;
  doc.documentElement.dir = directionOf(language);
}
