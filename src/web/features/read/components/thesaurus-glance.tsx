import { parseThesaurus } from '../../../../shared/thesaurus';
import { useMessages } from '../../../i18n/language-context';
import '../../../i18n/read-section';

/** As many synonyms as a glance takes in; the word page has the rest, each a link. */
const SYNONYMS_SHOWN = 4;
const ANTONYMS_SHOWN = 2;

/**
 * A thesaurus entry's first sense in the reading popover: its first few synonyms, and after «≠» its
 * first opposites. Words, not links: the popover keeps its few thumb-sized controls, and its link
 * to the word page leads to all of them, linked.
 */
export function ThesaurusGlance({ meaning }: { readonly meaning: string }) {
  const m = useMessages();
  const [sense] = parseThesaurus(meaning);
  if (sense === undefined) return <span lang="fa">{meaning}</span>;
  const synonyms = sense.synonyms.slice(0, SYNONYMS_SHOWN).join(m.read.wordsBetween);
  const antonyms = sense.antonyms.slice(0, ANTONYMS_SHOWN).join(m.read.wordsBetween);
  return (
    <span lang="fa" dir="rtl">
      {synonyms}
      {antonyms === '' ? null : `${synonyms === '' ? '' : ' '}≠ ${antonyms}`}
    </span>
  );
}
