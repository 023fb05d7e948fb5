import { Suspense } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePageTitle } from '../components/page-title';
import { lazyPart } from '../parts/lazy-part';
import { toPersianDigits } from '../text/persian-digits';
import { DATABASES } from '../../shared/catalog';
import { SuggestBox } from '../features/search/components/suggest-box';
import { ROUTE_PATTERNS } from '../../shared/routes';

// Most visits start from a word; the meaning box loads when the reader turns to it.
const MeaningBox = lazyPart('src/web/features/search/components/meaning-box.tsx', () =>
  import('../features/search/components/meaning-box').then((m) => m.MeaningBox),
);

/**
 * Two ways in, each its own address: from a word to its meaning (`/`), and the reverse dictionary,
 * from a meaning to the word (`/?by=meaning`, searching `type=text`).
 */
export function HomePage() {
  const [params] = useSearchParams();
  const byMeaning = params.get('by') === 'meaning';
  usePageTitle(byMeaning ? 'یافتن واژه از روی معنی' : undefined);
  return (
    <div className="home">
      <h1 className="home__title">فرهنگ</h1>
      <p className="home__intro">
        {toPersianDigits(DATABASES.length)} فرهنگ فارسی، گویش‌ها و فرهنگ‌های دوزبانه: از واژه به معنی برسید، یا از معنی
        به واژه. <Link to={ROUTE_PATTERNS.about}>این فرهنگ‌ها از کجا آمده‌اند؟</Link>
      </p>
      <nav className="home__modes" aria-label="شیوهٔ جست‌وجو">
        <Link to="/" aria-current={byMeaning ? undefined : 'page'}>
          از واژه به معنی
        </Link>
        <Link to="/?by=meaning" aria-current={byMeaning ? 'page' : undefined}>
          از معنی به واژه
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
        متنی فارسی برای خواندن دارید؟ <Link to={ROUTE_PATTERNS.read}>هر واژه‌اش را پیوندی به معنی‌اش کنید</Link>.
      </p>
    </div>
  );
}
