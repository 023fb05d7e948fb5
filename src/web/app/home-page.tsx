import { Link } from 'react-router';
import { usePageTitle } from '../components/page-title';
import { toPersianDigits } from '../lib/persian-digits';
import { DATABASES } from '../../shared/catalog';
import { SuggestBox } from '../features/search/components/suggest-box';

export function HomePage() {
  usePageTitle();
  return (
    <div className="home">
      <h1 className="home__title">فرهنگ</h1>
      <p className="home__intro">
        واژه را بنویسید تا معنایش را در {toPersianDigits(DATABASES.length)} فرهنگ فارسی، گویش‌ها و فرهنگ‌های دوزبانه
        ببینید.
      </p>
      {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the home page exists to take a word, as a search engine's does */}
      <SuggestBox autoFocus size="large" />
      <p className="home__reverse">
        واژه‌ای را به یاد نمی‌آورید؟{' '}
        <Link to="/search?type=text">در معنی‌ها جست‌وجو کنید و واژه را از روی معنایش بیابید</Link>.
      </p>
    </div>
  );
}
