/**
 * The 22 dictionaries of the v3 API, in the contract's order (docs/v3-contract.md §8),
 * which is also the default priority.
 * Adding a dictionary is one row here; everything else (filter parsing, chips, defaults) derives from it.
 */
import { SAMPLE, SHIPPED, type DbCredit } from './credit-sources';
import type { InterfaceLanguage } from './interface-language';

export const DB_GROUPS = ['general', 'special', 'dialect', 'bilingual'] as const;
export type DbGroup = (typeof DB_GROUPS)[number];

/** A language a dictionary's headwords or meanings are written in: drives `dir` and `lang` in the app. */
export type TextLang = 'fa' | 'en' | 'ar';

export interface DbInfo {
  readonly name: string;
  /** The `source` string sent with every entry: the dictionary's Persian name. */
  readonly source: string;
  /** A short Persian label for chips and tabs. */
  readonly label: string;
  /** Its label in the English interface (dbLabel picks by language). */
  readonly labelEn: string;
  readonly group: DbGroup;
  readonly headwords: TextLang;
  /** Persian but in the Persian → English and Persian → Arabic dictionaries. */
  readonly meanings: TextLang;
  /** Where the data we ship for it comes from, and under what licences; an operator's import may name another. */
  readonly credit: DbCredit;
}

// One dictionary a line, as a table reads.
// prettier-ignore
export const DATABASES = [
  { name: 'dehkhoda', source: 'لغت‌نامه دهخدا', label: 'دهخدا', labelEn: 'Dehkhoda', group: 'general', headwords: 'fa', meanings: 'fa', credit: SAMPLE },
  { name: 'moein', source: 'فرهنگ فارسی معین', label: 'معین', labelEn: 'Moein', group: 'general', headwords: 'fa', meanings: 'fa', credit: SAMPLE },
  { name: 'amid', source: 'فرهنگ فارسی عمید', label: 'عمید', labelEn: 'Amid', group: 'general', headwords: 'fa', meanings: 'fa', credit: SAMPLE },
  { name: 'motaradef', source: 'واژگان مترادف و متضاد', label: 'مترادف و متضاد', labelEn: 'Synonyms & antonyms', group: 'special', headwords: 'fa', meanings: 'fa', credit: SHIPPED.motaradef },
  { name: 'farhangestan', source: 'واژه‌های مصوّب فرهنگستان', label: 'فرهنگستان', labelEn: 'Academy terms', group: 'special', headwords: 'fa', meanings: 'fa', credit: SAMPLE },
  { name: 'sareh', source: 'فرهنگ واژه‌های سره', label: 'سره', labelEn: 'Pure Persian', group: 'special', headwords: 'fa', meanings: 'fa', credit: SAMPLE },
  { name: 'ganjvajeh', source: 'فرهنگ گنجواژه', label: 'گنجواژه', labelEn: 'Ganjvajeh', group: 'general', headwords: 'fa', meanings: 'fa', credit: SAMPLE },
  { name: 'wiki', source: 'واژه‌نامه آزاد', label: 'واژه‌نامه آزاد', labelEn: 'Free wordbook', group: 'general', headwords: 'fa', meanings: 'fa', credit: SAMPLE },
  { name: 'slang', source: 'اصطلاحات عامیانه', label: 'عامیانه', labelEn: 'Slang', group: 'special', headwords: 'fa', meanings: 'fa', credit: SHIPPED.slang },
  { name: 'quran', source: 'فرهنگ واژگان قرآن', label: 'قرآن', labelEn: 'Quran', group: 'special', headwords: 'ar', meanings: 'fa', credit: SAMPLE },
  { name: 'name', source: 'فرهنگ نام‌ها', label: 'نام‌ها', labelEn: 'Names', group: 'special', headwords: 'fa', meanings: 'fa', credit: SHIPPED.name },
  { name: 'thesis', source: 'فرهنگ لغات علمی', label: 'علمی', labelEn: 'Scientific', group: 'special', headwords: 'fa', meanings: 'fa', credit: SAMPLE },
  { name: 'isfahani', source: 'لهجه و گویش اصفهانی', label: 'اصفهانی', labelEn: 'Isfahani', group: 'dialect', headwords: 'fa', meanings: 'fa', credit: SHIPPED.citySpeech },
  { name: 'bakhtiari', source: 'لهجه و گویش بختیاری', label: 'بختیاری', labelEn: 'Bakhtiari', group: 'dialect', headwords: 'fa', meanings: 'fa', credit: SHIPPED.listedDialect },
  { name: 'tehrani', source: 'لهجه و گویش تهرانی', label: 'تهرانی', labelEn: 'Tehrani', group: 'dialect', headwords: 'fa', meanings: 'fa', credit: SHIPPED.citySpeech },
  { name: 'dezfuli', source: 'لهجه و گویش دزفولی', label: 'دزفولی', labelEn: 'Dezfuli', group: 'dialect', headwords: 'fa', meanings: 'fa', credit: SAMPLE },
  { name: 'gonabadi', source: 'لهجه و گویش گنابادی', label: 'گنابادی', labelEn: 'Gonabadi', group: 'dialect', headwords: 'fa', meanings: 'fa', credit: SAMPLE },
  { name: 'mazani', source: 'لهجه و گویش مازنی', label: 'مازنی', labelEn: 'Mazandarani', group: 'dialect', headwords: 'fa', meanings: 'fa', credit: SHIPPED.listedDialect },
  { name: 'en2fa', source: 'دیکشنری انگلیسی به فارسی', label: 'انگلیسی به فارسی', labelEn: 'English–Persian', group: 'bilingual', headwords: 'en', meanings: 'fa', credit: SHIPPED.en2fa },
  { name: 'ar2fa', source: 'دیکشنری عربی به فارسی', label: 'عربی به فارسی', labelEn: 'Arabic–Persian', group: 'bilingual', headwords: 'ar', meanings: 'fa', credit: SHIPPED.arabic },
  { name: 'fa2en', source: 'دیکشنری فارسی به انگلیسی', label: 'فارسی به انگلیسی', labelEn: 'Persian–English', group: 'bilingual', headwords: 'fa', meanings: 'en', credit: SHIPPED.fa2en },
  { name: 'fa2ar', source: 'دیکشنری فارسی به عربی', label: 'فارسی به عربی', labelEn: 'Persian–Arabic', group: 'bilingual', headwords: 'fa', meanings: 'ar', credit: SHIPPED.arabic },
] as const satisfies readonly DbInfo[];

export type DbName = (typeof DATABASES)[number]['name'];

export const DB_NAMES: readonly DbName[] = DATABASES.map((db) => db.name);

const byName = new Map<string, DbInfo & { name: DbName }>(DATABASES.map((db) => [db.name, db]));

export function isDbName(value: string): value is DbName {
  return byName.has(value);
}

/** Looks a database up by its exact (lower-case) name. */
export function dbInfo(name: DbName): DbInfo {
  const info = byName.get(name);
  if (!info) throw new Error(`not a database: ${name}`);
  return info;
}

/** Lenient name matching as clients in the wild send it: `en2Fa`, ` sareh`. */
export function toDbName(raw: string): DbName | undefined {
  const name = raw.trim().toLowerCase();
  return isDbName(name) ? name : undefined;
}

export function dbsInGroup(group: DbGroup): readonly DbName[] {
  return DATABASES.filter((db) => db.group === group).map((db) => db.name);
}

export interface FilterNames {
  /** The databases named, in the order written; empty when the filter names none. */
  readonly named: readonly DbName[];
  /** Items that name no database, as the client wrote them (trimmed). */
  readonly unknown: readonly string[];
}

/**
 * Reads a `filter` value: comma-separated names in priority order, matched case-insensitively
 * after trimming; empty and repeated items are ignored; unknown names are reported, not dropped.
 * What naming none means is the caller's to say (parseFilter: all 22).
 */
export function filterNames(raw: string | undefined): FilterNames {
  const named: DbName[] = [];
  const unknown: string[] = [];
  for (const item of (raw ?? '').split(',')) {
    const trimmed = item.trim();
    if (trimmed === '') continue;
    const name = toDbName(trimmed);
    if (name === undefined) unknown.push(trimmed);
    else if (!named.includes(name)) named.push(name);
  }
  return { named, unknown };
}

export interface ParsedFilter {
  /** The databases to search, in priority order; all 22 when the filter names none. */
  readonly dbs: readonly DbName[];
  /** Items that name no database, as the client wrote them (trimmed). */
  readonly unknown: readonly string[];
}

/** A `filter` value as the service applies it (filterNames), naming none meaning all 22. */
export function parseFilter(raw: string | undefined): ParsedFilter {
  const { named, unknown } = filterNames(raw);
  return { dbs: named.length > 0 ? named : DB_NAMES, unknown };
}

/** Persian names of the four groups, for chips and headings. */
const DB_GROUP_LABELS: Readonly<Record<DbGroup, string>> = {
  general: 'فرهنگ‌های عمومی',
  special: 'فرهنگ‌های تخصصی',
  dialect: 'گویش‌ها',
  bilingual: 'دوزبانه',
};

const DB_GROUP_LABELS_EN: Readonly<Record<DbGroup, string>> = {
  general: 'General dictionaries',
  special: 'Specialist dictionaries',
  dialect: 'Dialects',
  bilingual: 'Bilingual',
};

/**
 * Each dictionary's full name in the English interface, where the Persian one (`source`) is shown
 * in the Persian: on its entries, its word pages, the about page. Ours, not the wire's: `source`
 * stays the Persian name the v3 API sends.
 */
const SOURCES_EN: Readonly<Record<DbName, string>> = {
  dehkhoda: 'Dehkhoda Dictionary',
  moein: 'Moein Persian Dictionary',
  amid: 'Amid Persian Dictionary',
  motaradef: 'Persian Synonyms and Antonyms',
  farhangestan: 'Terms Approved by the Persian Academy',
  sareh: 'Dictionary of Pure Persian Words',
  ganjvajeh: 'Ganjvajeh Dictionary',
  wiki: 'Free Persian Wordbook',
  slang: 'Persian Slang and Colloquial Phrases',
  quran: 'Dictionary of Quranic Words',
  name: 'Dictionary of Persian Names',
  thesis: 'Dictionary of Scientific Terms',
  isfahani: 'Isfahani Dialect',
  bakhtiari: 'Bakhtiari Dialect',
  tehrani: 'Tehrani Dialect',
  dezfuli: 'Dezfuli Dialect',
  gonabadi: 'Gonabadi Dialect',
  mazani: 'Mazandarani Dialect',
  en2fa: 'English–Persian Dictionary',
  ar2fa: 'Arabic–Persian Dictionary',
  fa2en: 'Persian–English Dictionary',
  fa2ar: 'Persian–Arabic Dictionary',
};

/** A dictionary's full name in the interface's language: its Persian `source`, or its English name. */
export function dbSource(name: DbName, language: InterfaceLanguage): string {
  return language === 'en' ? SOURCES_EN[name] : dbInfo(name).source;
}

/** A dictionary's short label in the interface's language. */
export function dbLabel(name: DbName, language: InterfaceLanguage): string {
  const info = dbInfo(name);
  return language === 'en' ? info.labelEn : info.label;
}

/** A group's name in the interface's language. */
export function dbGroupLabel(group: DbGroup, language: InterfaceLanguage): string {
  return (language === 'en' ? DB_GROUP_LABELS_EN : DB_GROUP_LABELS)[group];
}
