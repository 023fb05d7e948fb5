import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { useSettings } from '../../../connection/settings-store';
import { wordPath } from '../../../../shared/routes';
import { closeWordsOptions } from '../api/close-words-options';
import { dirOf, headwordLang } from '../../../text/text-lang';
import { useMessages } from '../../../i18n/language-context';
import '../../../i18n/word-section';

/**
 * Headwords close to a missing title, each a link to its word page. Drawn by the service with the
 * 404 page and read from the handed-over cache after hydration; nothing while it is unknown or
 * when nothing is close (the panel's search link stays the way on).
 */
export function CloseWords({ title }: { readonly title: string }) {
  const m = useMessages();
  const { baseUrl } = useSettings();
  const query = useQuery(closeWordsOptions(baseUrl, title));
  const words = query.data ?? [];
  if (words.length === 0) return null;
  return (
    <nav className="close-words" aria-labelledby="close-words-heading">
      <h2 id="close-words-heading">{m.word.closeWords}</h2>
      <ul>
        {words.map((word) => (
          <li key={word.title}>
            <Link to={wordPath(word.db, word.title, word.num)}>
              <bdi lang={headwordLang(word.db)} dir={dirOf(headwordLang(word.db))}>
                {word.title}
              </bdi>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
