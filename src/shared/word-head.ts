/**
 * The head text of a word page, the same in the app's rendered page and the service's link
 * preview. Apart from site.ts, which the app's first chunk carries: this needs the meaning's
 * plain text, which only a drawn word page does.
 */
import { dbInfo, dbSource } from './catalog';
import { persianDigitsInText } from './digits';
import { firstLine } from './plain-text';
import type { WordRoute } from './routes';
import { shownHeadword } from './shown-headword';
import { firstSense } from './reading/first-sense';
import { SITE_TEXT } from './site';
import type { InterfaceLanguage } from './interface-language';

/** The longest description a head carries: longer ones are cut by search engines and previews anyway. */
const MAX_DESCRIPTION = 200;
const LIST_ITEM_RE = /<li[\s>]/i;

/**
 * A word page's description (its meaning's first line; of a meaning that lists its senses, the
 * first of them: the grammar line above a list, «noun», tells a reader nothing) and the title a
 * link preview shows.
 */
export function wordHeadText(
  entry: { readonly title: string; readonly title_en: string; readonly text: string },
  route: WordRoute,
  language: InterfaceLanguage = 'fa',
): { readonly description: string; readonly previewTitle: string } {
  const word = shownHeadword(entry.title.trim() || entry.title_en.trim() || route.title, route.db);
  const listed = LIST_ITEM_RE.test(entry.text);
  const line = listed ? firstSense(entry.text, MAX_DESCRIPTION) : firstLine(entry.text, MAX_DESCRIPTION);
  // A shared link reads as the page does: a Persian meaning's numbers in Persian digits.
  const description = dbInfo(route.db).meanings === 'fa' ? persianDigitsInText(line) : line;
  return {
    description: description || SITE_TEXT[language].description,
    // The word stays as written; the dictionary is named in the reader's language.
    previewTitle: `${word} — ${dbSource(route.db, language)}`,
  };
}
