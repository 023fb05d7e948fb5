/**
 * Numbers as each interface shows them: Persian digits and the Persian thousands separator in
 * Persian (the rules of shared/digits.ts), Latin digits and commas in English; and the
 * English plural, which Persian does not need (the noun stays singular after a number).
 */
import type { InterfaceLanguage } from '../../shared/interface-language';
import { formatCount as persianCount, persianDigitsInText, toPersianDigits } from '../../shared/digits';

const englishRules = new Intl.PluralRules('en');

/** `one` or `other` by English's plural rule for n. */
export function englishPlural(n: number, one: string, other: string): string {
  return englishRules.select(n) === 'one' ? one : other;
}

/** A count with the interface's digits and thousands separator (۱٬۲۳۴ or 1,234). */
export function formatCount(value: number, language: InterfaceLanguage): string {
  return language === 'fa' ? persianCount(value) : value.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** A number or text's digits as the interface shows them (a page number, «۳ از ۱۰»). */
export function formatDigits(value: number | string, language: InterfaceLanguage): string {
  return language === 'fa' ? toPersianDigits(value) : String(value);
}

/** Digits inside running text, Latin words left alone (persianDigitsInText) in Persian; as written in English. */
export function digitsInText(text: string, language: InterfaceLanguage): string {
  return language === 'fa' ? persianDigitsInText(text) : text;
}

/**
 * A Persian word (a headword, a query) as a parameter of a message in the other direction: wrapped
 * in Unicode's first-strong isolate and its pop, which do in a string what `<bdi>` does in markup —
 * the word keeps its own direction and never pulls the quotes or the number beside it into it.
 */
export function isolated(text: string): string {
  return `\u2068${text}\u2069`;
}

/** A date, as a reader of the interface writes it (the Persian calendar in Persian). */
export function formatDate(date: Date, language: InterfaceLanguage): string {
  return new Intl.DateTimeFormat(language === 'fa' ? 'fa-IR' : 'en-GB', { dateStyle: 'medium' }).format(date);
}

/** What useFormat hands a component: the formatters bound to the interface's language. */
export interface Formatters {
  readonly count: (value: number) => string;
  readonly digits: (value: number | string) => string;
  readonly inText: (text: string) => string;
  readonly date: (date: Date) => string;
}

export function formattersFor(language: InterfaceLanguage): Formatters {
  return {
    count: (value) => formatCount(value, language),
    digits: (value) => formatDigits(value, language),
    inText: (text) => digitsInText(text, language),
    date: (date) => formatDate(date, language),
  };
}
