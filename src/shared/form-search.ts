/**
 * What a word page's form links to: a search for the form. Apart from word-forms.ts, whose
 * morphology only the service runs: the page itself needs this alone.
 */

/** The tenses whose first word is «داشتن»'s, an auxiliary: «دارم می‌روم», «داشتم می‌رفتم». */
const PROGRESSIVE: ReadonlySet<string> = new Set(['progressive', 'past-progressive']);

/**
 * What a form's link searches: the form itself, but a progressive without its auxiliary, which
 * is a form of «داشتن» («دارم می‌روم» → «می‌روم»).
 */
export function searchedForm(tense: string, text: string): string {
  return PROGRESSIVE.has(tense) ? text.slice(text.indexOf(' ') + 1) : text;
}
