import { Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../../../components/page-title';
import { lazyPart } from '../../../parts/lazy-part';
import { useFormat, useMessages } from '../../../i18n/language-context';
import { DATABASES } from '../../../../shared/catalog';
import { SuggestBox } from '../../../features/search/components/suggest-box';
import { ROUTE_PATTERNS } from '../../../../shared/routes';

// Most visits start from a word; the meaning box loads when the reader turns to it.
const MeaningBox = lazyPart('src/web/features/search/components/meaning-box.tsx', () =>
  import('../../../features/search/components/meaning-box').then((m) => m.MeaningBox),
);

/**
 * Two ways in, each its own address: from a word to its meaning (`/`), and the reverse dictionary,
 * from a meaning to the word (`/?by=meaning`, searching `type=text`).
 */
export function HomePage() {
  const [params] = useSearchParams();
  const byMeaning = params.get('by') === 'meaning';
  const m = useMessages();
  const format = useFormat();
  usePageTitle(byMeaning ? m.home.byMeaningTitle : undefined);
  return (
    <div className="home">
      <h1 className="home__title">{m.site.name}</h1>
      <p className="home__intro">
        {m.home.intro({ count: format.count(DATABASES.length) })}{' '}
        <Link to={ROUTE_PATTERNS.about}>{m.home.whereFrom}</Link>
      </p>
      <nav className="home__modes" aria-label={m.home.modes}>
        <Link to="/" aria-current={byMeaning ? undefined : 'page'}>
          {m.home.wordToMeaning}
        </Link>
        <Link to="/?by=meaning" aria-current={byMeaning ? 'page' : undefined}>
          {m.home.meaningToWord}
        </Link>
      </nav>
      {byMeaning ? (
        <Suspense fallback={null}>
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- as the word box: this mode exists to take a meaning */}
          <MeaningBox autoFocus />
        </Suspense>
      ) : (
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the home page exists to take a word, as a search engine's does
        <SuggestBox autoFocus size="large" />
      )}
      <p className="home__read">
        {m.home.readPrompt} <Link to={ROUTE_PATTERNS.read}>{m.home.readLink}</Link>.
      </p>
    </div>
  );
}
