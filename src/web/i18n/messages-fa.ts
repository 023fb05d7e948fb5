/**
 * The Persian interface's words: the source of the message keys (messages-en.ts must have every
 * one). Areas are sections, one per part of the app, so two engineers' keys never touch. A value
 * is a string, or a small function of typed parameters where a number or name goes inside it;
 * numbers arrive already formatted (useFormat), so a message never chooses digits itself. A
 * language that does not need a parameter still names it (`{ n: _n, count }`): the parity test
 * (test/unit/web/i18n/messages.test.ts) reads the names each table's function takes.
 */
import { SITE_TEXT } from '../../shared/site';
import { errorsFa } from './errors-fa';
import { searchFa } from './search-fa';
import { componentsFa } from './components-fa';
import { inflectionFa } from './inflection-fa';
import type { FeatureSections } from './feature-section-types';

export const messagesFa = {
  site: SITE_TEXT.fa,
  shell: {
    skipToContent: 'پرش به محتوا',
    skipToResults: 'پرش به نتیجه‌ها',
    mainLinks: 'پیوندهای اصلی',
    library: 'کتابخانه',
    settings: 'تنظیمات',
    shortcuts: 'میان‌برهای صفحه‌کلید',
    shortcutsTitle: 'میان‌برهای صفحه‌کلید (?)',
    about: 'دربارهٔ فرهنگ‌ها و منبع‌هایشان',
  },
  language: {
    /** The switch's text: the other language, in its own words. */
    switchTo: 'English',
    switchLabel: 'Switch the interface to English',
    name: 'فارسی',
  },
  /** The theme's names, and the header's ◐ button (the settings page reads them too). */
  theme: {
    names: { system: 'هماهنگ با سیستم', light: 'روشن', dark: 'تیره' },
    /** The header's ◐ button: the theme now and what a press gives. */
    toggle: ({ now, next }: { now: string; next: string }) => `پوسته: ${now}؛ با زدن، ${next}`,
  },
  home: {
    byMeaningTitle: 'یافتن واژه از روی معنی',
    intro: ({ count }: { count: string }) =>
      `${count} فرهنگ فارسی، گویش‌ها و فرهنگ‌های دوزبانه: از واژه به معنی برسید، یا از معنی به واژه.`,
    whereFrom: 'این فرهنگ‌ها از کجا آمده‌اند؟',
    modes: 'شیوهٔ جست‌وجو',
    wordToMeaning: 'از واژه به معنی',
    meaningToWord: 'از معنی به واژه',
    readPrompt: 'متنی فارسی برای خواندن دارید؟',
    readLink: 'هر واژه‌اش را پیوندی به معنی‌اش کنید',
  },
  notFound: {
    pageTitle: 'صفحه پیدا نشد',
    title: 'این صفحه پیدا نشد',
    detail: 'نشانی‌ای که باز کردید در وب‌گاهِ فرهنگ نیست. شاید واژه‌ای را که می‌خواستید بتوانید از اینجا پیدا کنید.',
    searchLabel: 'جست‌وجوی واژهٔ دیگر',
  },
  badAddress: {
    pageTitle: 'نشانی نادرست',
    title: 'این نشانی خوانده نشد',
    detail:
      'نشانی‌ای که باز کردید درست نوشته نشده است؛ شاید هنگام رونوشت، بخشی از آن افتاده باشد. واژه‌ای را که می‌خواستید از اینجا جست‌وجو کنید.',
    searchLabel: 'جست‌وجوی واژه',
  },
  heads: {
    searchDescription: ({ q, count }: { q: string; count: string }) => `«${q}» در فرهنگ‌های فارسی: ${count} نتیجه`,
    searchPreviewTitle: ({ q, site }: { q: string; site: string }) => `«${q}» — ${site}`,
  },
  /** Counts with their noun; Persian keeps the noun singular after a number. */
  counts: {
    results: ({ n, count }: { n: number; count: string }) => (n === 0 ? 'بی‌نتیجه' : `${count} نتیجه`),
    words: ({ n: _n, count }: { n: number; count: string }) => `${count} واژه`,
    dictionaries: ({ n: _n, count }: { n: number; count: string }) => `${count} فرهنگ`,
  },
  // The areas the first page draws (search, errors, shared components); the others are feature
  // sections (feature-sections.ts), each in its part's chunk.
  errors: errorsFa,
  search: searchFa,
  components: componentsFa,
  /** What an inflected form is of its headword: search's line, suggest's notes, the popover. */
  inflection: inflectionFa,
};

/** What loadMessages gives: the areas the first page draws. Every language has this shape. */
export type CoreMessages = typeof messagesFa;
/** The whole table a component reads: the core and the feature sections (feature-sections.ts). */
export type Messages = CoreMessages & FeatureSections;
