/**
 * The interface's languages and how a request picks one, in one place for the service (which
 * draws a page in the reader's language) and the app (which switches it): a `?lang=` on the
 * address wins, then the reader's choice kept in the `lang` cookie, then Accept-Language; Persian
 * when none of them names a language we have.
 */
export const INTERFACE_LANGUAGES = ['fa', 'en'] as const;
export type InterfaceLanguage = (typeof INTERFACE_LANGUAGES)[number];
export const DEFAULT_LANGUAGE: InterfaceLanguage = 'fa';

/** The query parameter of an address that names its language, and the cookie that keeps the choice. */
export const LANGUAGE_PARAM = 'lang';
export const LANGUAGE_COOKIE = 'lang';

export function isInterfaceLanguage(value: unknown): value is InterfaceLanguage {
  return value === 'fa' || value === 'en';
}

/** The interface's direction: Persian right to left, English left to right. */
export function directionOf(language: InterfaceLanguage): 'rtl' | 'ltr' {
  return language === 'fa' ? 'rtl' : 'ltr';
}

/** The first language of ours an Accept-Language header asks for, by its q weights; undefined if none. */
export function languageFromAcceptLanguage(header: string | undefined): InterfaceLanguage | undefined {
  if (header === undefined) return undefined;
  const asked = header
    .split(',')
    .map((part, index) => {
      const [range = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { primary: range.trim().toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.q > 0 && !Number.isNaN(entry.q))
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return asked.map((entry) => entry.primary).find(isInterfaceLanguage);
}

/** The value of the language cookie in a Cookie header (or `document.cookie`), if it names one of ours. */
export function languageFromCookie(cookie: string | undefined): InterfaceLanguage | undefined {
  if (cookie === undefined) return undefined;
  for (const pair of cookie.split(';')) {
    const [name, value] = pair.trim().split('=');
    if (name === LANGUAGE_COOKIE && isInterfaceLanguage(value)) return value;
  }
  return undefined;
}

export interface LanguageSignals {
  /** The address's `?lang=` value. */
  readonly param?: string | null | undefined;
  /** The request's Cookie header. */
  readonly cookie?: string | undefined;
  readonly acceptLanguage?: string | undefined;
}

/** The language a page is drawn in: the address's, else the kept choice, else the browser's, else Persian. */
export function chooseLanguage({ param, cookie, acceptLanguage }: LanguageSignals): InterfaceLanguage {
  if (isInterfaceLanguage(param)) return param;
  return languageFromCookie(cookie) ?? languageFromAcceptLanguage(acceptLanguage) ?? DEFAULT_LANGUAGE;
}

/**
 * A query string without its `?lang=`: the page is drawn in that language, then stands at its own
 * address (the app, its canonical link and its plans never see the parameter). Null when there is none.
 */
export function searchWithoutLanguage(search: string): string | null {
  const params = new URLSearchParams(search);
  if (!params.has(LANGUAGE_PARAM)) return null;
  params.delete(LANGUAGE_PARAM);
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}
