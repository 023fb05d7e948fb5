/**
 * Which language (and so direction) a dictionary's headwords and meanings are written in, so each
 * is marked with `lang` and isolated: English and Arabic never disturb the Persian around them.
 */
import { dbInfo, toDbName } from '../../shared/catalog';

export type TextLang = 'fa' | 'en' | 'ar';

/** en2fa headwords are English, quran and ar2fa Arabic, the rest Persian. */
export function headwordLang(db: string): TextLang {
  const name = toDbName(db);
  return name ? dbInfo(name).headwords : 'fa';
}

/** Meanings are Persian except in the Persian → English and Persian → Arabic dictionaries. */
export function meaningLang(db: string): TextLang {
  const name = toDbName(db);
  if (name === 'fa2en') return 'en';
  if (name === 'fa2ar') return 'ar';
  return 'fa';
}

export function dirOf(lang: TextLang): 'rtl' | 'ltr' {
  return lang === 'en' ? 'ltr' : 'rtl';
}

/**
 * An entry's headword: `title || title_en`. The public service sends en2fa headwords only in
 * `title_en`, and `/v3/word` then takes that as the title too, so links are built from this.
 */
export function displayTitle(entry: { readonly title: string; readonly title_en: string }): string {
  return entry.title || entry.title_en;
}
