import './thesaurus.css';
import { useQuery } from '@tanstack/react-query';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { searchPath } from '../../../../shared/routes';
import { parseThesaurus } from '../../../../shared/thesaurus';
import { BidiText } from '../../../components/bidi-text';
import type { ThesaurusSense } from '../../../../shared/wire/thesaurus';
import { headwordOptions } from '../../../api/headword-query';
import { wordOptions } from '../../../api/word-query';
import { useSettings } from '../../../connection/settings-store';
import { useMessages } from '../../../i18n/language-context';
import { thesaurusRef } from '../api/thesaurus-entry';
import { EntryCredit } from './entry-credit';
import '../../../i18n/word-section';

/** Words as links to their own search, «، » between them. */
function WordLinks({ words }: { readonly words: readonly string[] }) {
  const m = useMessages();
  return words.map((word, index) => (
    <Fragment key={word}>
      {index > 0 ? m.word.wordsBetween : null}
      <Link to={searchPath(word)}>
        <BidiText text={word} lang="fa" />
      </Link>
    </Fragment>
  ));
}

function Sense({ sense }: { readonly sense: ThesaurusSense }) {
  const m = useMessages();
  return (
    <li className="thesaurus__sense">
      {sense.gloss === '' ? null : (
        <p className="thesaurus__gloss" lang="en" dir="ltr">
          {sense.gloss}
        </p>
      )}
      {sense.synonyms.length === 0 ? null : (
        <p>
          <span className="thesaurus__kind">{m.word.synonyms}</span>
          <WordLinks words={sense.synonyms} />
        </p>
      )}
      {sense.antonyms.length === 0 ? null : (
        <p>
          <span className="thesaurus__kind">{m.word.antonyms}</span>
          <WordLinks words={sense.antonyms} />
        </p>
      )}
    </li>
  );
}

/**
 * The headword's synonyms and opposites from the thesaurus (motaradef), under any of its entries,
 * grouped by the sense they share with the English gloss of that sense, each word a link. Nothing
 * when the thesaurus lacks the word; an entry without senses (another service's) is read from its text.
 */
export function ThesaurusSection({ title }: { readonly title: string }) {
  const m = useMessages();
  const { baseUrl } = useSettings();
  const ref = thesaurusRef(useQuery(headwordOptions(baseUrl, title)).data);
  const entry = useQuery({
    ...wordOptions(baseUrl, ref ?? { db: 'motaradef', title, num: 1 }),
    enabled: ref !== undefined,
  });
  if (ref === undefined || entry.data === undefined) return null;
  const senses = entry.data.thesaurus ?? parseThesaurus(entry.data.text);
  if (senses.length === 0) return null;
  return (
    <section className="card thesaurus" aria-labelledby="thesaurus-heading">
      <h2 id="thesaurus-heading">{m.word.thesaurus}</h2>
      <ul className="thesaurus__senses">
        {senses.map((sense) => (
          <Sense key={`${sense.gloss}|${sense.synonyms.join()}|${sense.antonyms.join()}`} sense={sense} />
        ))}
      </ul>
      <EntryCredit db="motaradef" />
    </section>
  );
}
