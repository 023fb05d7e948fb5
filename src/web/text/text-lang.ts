/**
 * Which language (and so direction) a dictionary's headwords and meanings are written in, so each
 * is marked with `lang` and isolated: English and Arabic never disturb the Persian around them.
 */
import { dbInfo, dbSource, toDbName, type TextLang } from '../../shared/catalog';
import type { InterfaceLanguage } from '../../shared/interface-language';
import { shownHeadword } from '../../shared/shown-headword';

/** As the catalog says (en2fa English, quran and ar2fa Arabic); Persian for a name it does not know. */
export function headwordLang(db: string): TextLang {
  const name = toDbName(db);
  return name ? dbInfo(name).headwords : 'fa';
}

/** As the catalog says; Persian for a name it does not know. */
export function meaningLang(db: string): TextLang {
  const name = toDbName(db);
  return name ? dbInfo(name).meanings : 'fa';
}

/**
 * An entry's dictionary named in the interface's language: the catalog's full name for one of the
 * 22 (the English one in the English interface), else the `source` the service sent.
 */
export function sourceName(
  entry: { readonly db: string; readonly source: string },
  language: InterfaceLanguage,
): string {
  const name = toDbName(entry.db);
  return name ? dbSource(name, language) : entry.source;
}

const ARABIC_SCRIPT_RE = /[\u0600-\u06FF]/;

/** What a reader typed (a search kept in the library): Persian when it holds Arabic-script letters. */
export function typedLang(text: string): TextLang {
  return ARABIC_SCRIPT_RE.test(text) ? 'fa' : 'en';
}

export function dirOf(lang: TextLang): 'rtl' | 'ltr' {
  return lang === 'en' ? 'ltr' : 'rtl';
}

/**
 * An entry's headword: `title || title_en`, in Persian letters for a Persian dictionary
 * (shown-headword.ts). The public service sends en2fa headwords only in `title_en`, and
 * `/v3/word` then takes that as the title too (and reads Arabic and Persian letters alike, §9.6),
 * so links are built from this.
 */
export function displayTitle(entry: {
  readonly title: string;
  readonly title_en: string;
  readonly db: string;
}): string {
  return shownHeadword(entry.title || entry.title_en, entry.db);
}
