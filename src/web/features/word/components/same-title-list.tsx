import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { SearchResult } from '../../../../shared/wire/schemas';
import { BidiText } from '../../../components/bidi-text';
import { MixedText } from '../../../components/mixed-text';
import { Spinner } from '../../../components/spinner';
import { comparePath } from '../../../../shared/routes';
import { headwordOptions } from '../../../api/headword-query';
import type { WordRoute } from '../../../../shared/routes';
import { searchPath, wordPath } from '../../../../shared/routes';
import { persianDigitsInText } from '../../../../shared/digits';
import { dirOf, displayTitle, headwordLang, meaningLang, sourceName } from '../../../text/text-lang';
import { DictionarySteps } from './dictionary-steps';
import { useSamplesLast } from '../../../connection/service-credits';
import { useFormat, useLanguage, useMessages } from '../../../i18n/language-context';
import '../../../i18n/word-section';

interface Group {
  readonly db: string;
  readonly source: string;
  readonly entries: SearchResult[];
}

/** The other entries, grouped by dictionary in the service's priority order; this one left out. */
function groupOthers(results: readonly SearchResult[], self: WordRoute): Group[] {
  const groups = new Map<string, Group>();
  for (const result of results) {
    if (result.db === self.db && result.num === self.num) continue;
    const group = groups.get(result.db) ?? { db: result.db, source: result.source, entries: [] };
    group.entries.push(result);
    groups.set(result.db, group);
  }
  return [...groups.values()];
}

export function SameTitleList({ baseUrl, params }: { readonly baseUrl: string; readonly params: WordRoute }) {
  const m = useMessages();
  const query = useQuery(headwordOptions(baseUrl, params.title));
  // Real entries before our samples, whatever order the service gave.
  const samplesLast = useSamplesLast();
  const results = query.data ? samplesLast(query.data.results, (result) => result.db) : [];
  return (
    <section className="same-title" aria-labelledby="same-title-heading">
      <h2 id="same-title-heading">{m.word.elsewhere}</h2>
      {query.data ? <DictionarySteps results={results} params={params} /> : null}
      {query.data ? (
        <SameTitleGroups
          groups={groupOthers(results, params)}
          total={query.data.total}
          more={query.data.total > query.data.results.length}
          title={params.title}
        />
      ) : query.isError ? (
        <p className="quiet">
          {m.word.othersFailed}{' '}
          <button type="button" className="link-button" onClick={() => void query.refetch()}>
            {m.errors.retry}
          </button>
        </p>
      ) : (
        <Spinner label={m.word.searchingOthers} />
      )}
      {/* The comparison reads its columns from this same answer, so opening it asks no new search. */}
      {query.data ? (
        <p className="same-title__compare">
          <Link to={comparePath(params.title)}>{m.word.compare}</Link>
        </p>
      ) : null}
    </section>
  );
}

interface GroupsProps {
  readonly groups: readonly Group[];
  readonly total: number;
  readonly more: boolean;
  readonly title: string;
}

function SameTitleGroups({ groups, total, more, title }: GroupsProps) {
  const m = useMessages();
  const f = useFormat();
  const language = useLanguage();
  if (groups.length === 0) return <p className="quiet">{m.word.inNoOther}</p>;
  return (
    <>
      <ul className="same-title__groups">
        {groups.map((group) => (
          <li key={group.db} className="same-title__group">
            <h3 className="chip">{sourceName(group, language)}</h3>
            <ul className="same-title__entries">
              {group.entries.map((entry) => (
                <li key={entry.id}>
                  <Link to={wordPath(entry.db, displayTitle(entry), entry.num)}>
                    <BidiText text={displayTitle(entry)} lang={headwordLang(entry.db)} />
                    {group.entries.length > 1 ? ` (${f.digits(entry.num)})` : null}
                  </Link>
                  {entry.text ? <Snippet text={entry.text} db={entry.db} /> : null}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
      {more ? (
        <p>
          <Link to={searchPath(title, { type: 'exact' })}>
            {m.word.allEntries({ n: total, count: f.count(total) })}
          </Link>
        </p>
      ) : null}
    </>
  );
}

function Snippet({ text, db }: { readonly text: string; readonly db: string }) {
  const lang = meaningLang(db);
  // Digits as the rest of the page shows them: a Persian meaning's in Persian digits.
  return (
    <p className="same-title__snippet" lang={lang} dir={dirOf(lang)}>
      <MixedText text={lang === 'fa' ? persianDigitsInText(text) : text} dir={dirOf(lang)} />
    </p>
  );
}
