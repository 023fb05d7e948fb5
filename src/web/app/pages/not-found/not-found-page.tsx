import { NotFoundPanel } from '../../../components/not-found-panel';
import { usePageTitle } from '../../../components/page-title';
import { useMessages } from '../../../i18n/language-context';
import { SuggestBox } from '../../../features/search/components/suggest-box';

/** Any address the app does not know. */
export function NotFoundPage() {
  const m = useMessages();
  usePageTitle(m.notFound.pageTitle);
  return (
    <NotFoundPanel
      title={m.notFound.title}
      detail={m.notFound.detail}
      searchBox={<SuggestBox size="compact" landmarkLabel={m.notFound.searchLabel} />}
    />
  );
}
