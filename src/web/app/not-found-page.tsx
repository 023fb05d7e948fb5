import { NotFoundPanel } from '../components/not-found-panel';
import { usePageTitle } from '../components/page-title';
import { SuggestBox } from '../features/search/components/suggest-box';

/** Any address the app does not know. */
export function NotFoundPage() {
  usePageTitle('صفحه پیدا نشد');
  return (
    <NotFoundPanel
      title="این صفحه پیدا نشد"
      detail="نشانی‌ای که باز کردید در فرهنگ نیست. شاید واژه‌ای را که می‌خواستید بتوانید از اینجا پیدا کنید."
      searchBox={<SuggestBox size="compact" landmarkLabel="جست‌وجوی واژهٔ دیگر" />}
    />
  );
}
