import { useId, useState } from 'react';
import { Link } from 'react-router';
import type { Lookup } from '../model/library-doc';
import { removeLookup, wordKey } from '../model/library-words';
import { wordPath } from '../../../../shared/routes';
import { dbSource } from '../../../../shared/catalog';
import { headwordLang } from '../../../text/text-lang';
import { ShowMore } from './show-more';
import { useFormat, useLanguage, useMessages } from '../../../i18n/language-context';
import '../../../i18n/library-section';

type Order = 'recent' | 'count';

/** Words the reader opened, with how often: newest first, or most looked-up first. */
export function LookupList({ lookups }: { readonly lookups: readonly Lookup[] }) {
  const m = useMessages();
  const f = useFormat();
  const language = useLanguage();
  const headingId = useId();
  const [order, setOrder] = useState<Order>('recent');
  const sorted = order === 'count' ? [...lookups].sort((a, b) => b.count - a.count || b.at - a.at) : lookups;
  return (
    <section className="library-section" aria-labelledby={headingId}>
      <div className="library-section__head">
        <h2 id={headingId}>{m.library.seenWords}</h2>
        {lookups.length > 1 ? (
          <label className="library-section__order">
            {m.library.order}{' '}
            <select
              className="library-select"
              value={order}
              onChange={(event) => setOrder(event.target.value === 'count' ? 'count' : 'recent')}
            >
              <option value="recent">{m.library.newest}</option>
              <option value="count">{m.library.mostSeen}</option>
            </select>
          </label>
        ) : null}
      </div>
      {lookups.length === 0 ? (
        <p className="library-empty">{m.library.noLookups}</p>
      ) : (
        <ShowMore
          items={sorted}
          render={(lookup) => (
            <li key={wordKey(lookup)} className="library-item">
              <div className="library-item__main">
                <Link
                  to={wordPath(lookup.db, lookup.title, lookup.num)}
                  className="library-item__word"
                  lang={headwordLang(lookup.db)}
                  dir="auto"
                >
                  {lookup.title}
                </Link>{' '}
                <span className="chip chip--quiet">{dbSource(lookup.db, language)}</span>{' '}
                <span className="library-item__count">
                  {m.library.times({ n: lookup.count, count: f.count(lookup.count) })}
                </span>
              </div>
              <button
                type="button"
                className="button button--quiet"
                aria-label={m.library.removeLookupOf({ title: lookup.title })}
                onClick={() => removeLookup(lookup)}
              >
                {m.library.remove}
              </button>
            </li>
          )}
        />
      )}
    </section>
  );
}
