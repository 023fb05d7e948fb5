import { Fragment } from 'react';
import { Link } from 'react-router';
import { searchPath } from '../../../../shared/routes';
import { parseThesaurus } from '../../../../shared/thesaurus';
import { useMessages } from '../../../i18n/language-context';
import '../../../i18n/read-section';

/** As many synonyms as a glance takes in; the word page has the rest. */
const SYNONYMS_SHOWN = 4;
const ANTONYMS_SHOWN = 2;

function Links({ words }: { readonly words: readonly string[] }) {
  const m = useMessages();
  return words.map((word, index) => (
    <Fragment key={word}>
      {index > 0 ? m.read.wordsBetween : null}
      <Link to={searchPath(word)}>{word}</Link>
    </Fragment>
  ));
}

/**
 * A thesaurus entry's first sense in the reading popover: its first few synonyms, and after «≠» its
 * first opposites, each a link to its own search. The sense as the service gave it when it lists none.
 */
export function ThesaurusGlance({ meaning }: { readonly meaning: string }) {
  const [sense] = parseThesaurus(meaning);
  if (sense === undefined) return <span lang="fa">{meaning}</span>;
  const antonyms = sense.antonyms.slice(0, ANTONYMS_SHOWN);
  return (
    <span lang="fa" dir="rtl" className="word-popover__thesaurus">
      <Links words={sense.synonyms.slice(0, SYNONYMS_SHOWN)} />
      {antonyms.length === 0 ? null : (
        <>
          {sense.synonyms.length === 0 ? '≠ ' : ' ≠ '}
          <Links words={antonyms} />
        </>
      )}
    </span>
  );
}
