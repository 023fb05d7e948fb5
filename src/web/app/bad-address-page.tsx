import { NotFoundPanel } from '../components/not-found-panel';
import { usePageTitle } from '../components/page-title';
import { SuggestBox } from '../features/search/components/suggest-box';

/** An address that cannot be read at all (`/word/moein/%E0%A4%A/1`): a link cut short or mangled. */
export function BadAddressPage() {
  usePageTitle('نشانی نادرست');
  return (
    <NotFoundPanel
      title="این نشانی خوانده نشد"
      detail="نشانی‌ای که باز کردید درست نوشته نشده است؛ شاید هنگام رونوشت، بخشی از آن افتاده باشد. واژه‌ای را که می‌خواستید از اینجا جست‌وجو کنید."
      searchBox={<SuggestBox size="compact" landmarkLabel="جست‌وجوی واژه" />}
    />
  );
}
