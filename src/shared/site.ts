/**
 * The site's name and description in each interface language: one source, so a search result, a
 * shared link, the shell and the installed app all say the same (the app's message tables take
 * their `site` words from here).
 */
// Types only: the build's config loads this file through Node, which takes no extensionless import.
import type { InterfaceLanguage } from './interface-language';

export interface SiteText {
  readonly name: string;
  /** What the site does, in a line: the installed app's and OpenSearch's description. */
  readonly purpose: string;
  /** A page's description when it has none of its own. */
  readonly description: string;
}

const NAMES = { fa: 'فرهنگ', en: 'Farhang' } as const;
const PURPOSES = {
  fa: 'جست‌وجوی واژه در فرهنگ‌های فارسی',
  en: 'Look up words in Persian dictionaries',
} as const;

export const SITE_TEXT: Readonly<Record<InterfaceLanguage, SiteText>> = {
  fa: { name: NAMES.fa, purpose: PURPOSES.fa, description: `${NAMES.fa}: ${PURPOSES.fa}` },
  en: { name: NAMES.en, purpose: PURPOSES.en, description: `${NAMES.en}: ${PURPOSES.en}` },
};

/** The Persian interface's, the default: the static shell's and the manifest's. */
export const SITE_NAME = SITE_TEXT.fa.name;
export const SITE_PURPOSE = SITE_TEXT.fa.purpose;
export const SITE_DESCRIPTION = SITE_TEXT.fa.description;

/** «<page> | فرهنگ» («<page> | Farhang»), or just the site's name for the home page. */
export function pageTitle(page?: string, language: InterfaceLanguage = 'fa'): string {
  const name = SITE_TEXT[language].name;
  return page ? `${page} | ${name}` : name;
}
