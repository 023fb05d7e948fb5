import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { headwordOptions } from '../../../api/headword-query';
import { useSettings } from '../../../connection/settings-store';
import { wordPath } from '../../../../shared/routes';
import { displayTitle, headwordLang, sourceName } from '../../../text/text-lang';
import { useFormat, useLanguage, useMessages } from '../../../i18n/language-context';
import { Pieces } from '../../../components/pieces';
import '../../../i18n/word-section';

/**
 * The entries a missing entry's headword does have (`/word/moein/کتاب/99`: «کتاب» in Moein 1 and 2,
 * in Amid 1…), each a link: the headword's exact search, which the page asked with the entry and
 * the service drew with its 404. Nothing when the headword has none.
 */
export function TitleEntries({ title }: { readonly title: string }) {
  const m = useMessages();
  const f = useFormat();
  const language = useLanguage();
  const { baseUrl } = useSettings();
  const query = useQuery(headwordOptions(baseUrl, title));
  const entries = query.data?.results ?? [];
  if (entries.length === 0) return null;
  return (
    <nav className="close-words" aria-labelledby="title-entries-heading">
      <h2 id="title-entries-heading">
        <Pieces of={m.word.entriesOf({ title: <bdi lang={headwordLang(entries[0]?.db ?? '')}>{title}</bdi> })} />
      </h2>
      <ul>
        {entries.map((entry) => (
          <li key={entry.id}>
            <Link to={wordPath(entry.db, displayTitle(entry), entry.num)}>
              {m.word.entryIn({ source: sourceName(entry, language), num: f.digits(entry.num) })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
