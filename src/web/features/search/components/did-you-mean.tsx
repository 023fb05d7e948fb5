import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { SearchResult } from '../../../../shared/wire/schemas';
import { Spinner } from '../../../components/spinner';
import { dirOf, displayTitle, headwordLang } from '../../../text/text-lang';
import { searchQueryOptions, type SearchData } from '../api/search-options';
import { searchHref, type SearchView } from '../model/search-url';
import { NoResults } from './no-results';
import { ElsewhereNote } from './elsewhere-note';
import { shortTypeLabel } from './type-switch';
import { useFormat, useLanguage, useMessages } from '../../../i18n/language-context';

const SHOWN = 5;

/** Distinct headwords, first seen first, with the dictionary that gives their script. */
function headwords(results: readonly SearchResult[], skip: ReadonlySet<string>) {
  const seen = new Map<string, string>();
  for (const result of results) {
    const title = displayTitle(result);
    if (!seen.has(title) && !skip.has(title)) seen.set(title, result.db);
  }
  return [...seen].slice(0, SHOWN).map(([title, db]) => ({ title, lang: headwordLang(db) }));
}

/**
 * An exact search found nothing: show what sounds the same (ava) and what looks close (like), each
 * headword a link to its own exact search. If those find nothing too, the empty state.
 */
export function DidYouMean({
  view,
  filter,
  filtered,
}: {
  readonly view: SearchView;
  readonly filter: string;
  /** The reader chose dictionaries (the filter is theirs, not every dictionary's). */
  readonly filtered: boolean;
}) {
  const m = useMessages();
  const language = useLanguage();
  const headingId = useId();
  const near = { q: view.q, filter, start: 0, rows: 20 };
  const ava = useQuery(searchQueryOptions({ ...near, type: 'ava' }));
  const like = useQuery(searchQueryOptions({ ...near, type: 'like' }));
  if (ava.isPending || like.isPending) return <Spinner label={m.search.findingClose} />;

  const avaWords = headwords(ava.data?.results ?? [], new Set());
  const likeWords = headwords(like.data?.results ?? [], new Set(avaWords.map((word) => word.title)));
  if (avaWords.length === 0 && likeWords.length === 0) {
    return <NoResults view={view} filtered={filtered} tried={['exact', 'ava', 'like']} />;
  }
  const groups = [
    { type: 'ava', words: avaWords, data: ava.data },
    { type: 'like', words: likeWords, data: like.data },
  ] as const;
  return (
    <section className="did-you-mean" aria-labelledby={headingId}>
      <ElsewhereNote view={view} filtered={filtered} />
      <h2 id={headingId}>{m.search.didYouMean}</h2>
      {groups.map(({ type, words, data }) =>
        words.length === 0 ? null : (
          <div key={type} className="did-you-mean__group">
            <h3>{shortTypeLabel(type, language)}</h3>
            <ul className="did-you-mean__words">
              {words.map(({ title, lang }) => (
                <li key={title}>
                  <Link to={searchHref({ q: title, type: 'exact', db: view.db })}>
                    <bdi lang={lang} dir={dirOf(lang)}>
                      {title}
                    </bdi>
                  </Link>
                </li>
              ))}
            </ul>
            <AllOfType view={view} type={type} data={data} />
          </div>
        ),
      )}
    </section>
  );
}

function AllOfType({ view, type, data }: { view: SearchView; type: 'ava' | 'like'; data: SearchData | undefined }) {
  const m = useMessages();
  const language = useLanguage();
  const f = useFormat();
  if (data === undefined) return null;
  return (
    <Link className="did-you-mean__all" to={searchHref({ ...view, type, page: 1 })}>
      {m.search.allOfType({ type: shortTypeLabel(type, language), count: f.count(data.num_found) })}
    </Link>
  );
}
