import { NotFoundPanel } from '../../../components/not-found-panel';
import { usePageTitle } from '../../../components/page-title';
import { useMessages } from '../../../i18n/language-context';
import { SuggestBox } from '../../../features/search/components/suggest-box';

/** An address that cannot be read at all (`/word/moein/%E0%A4%A/1`): a link cut short or mangled. */
export function BadAddressPage() {
  const m = useMessages();
  usePageTitle(m.badAddress.pageTitle);
  return (
    <NotFoundPanel
      title={m.badAddress.title}
      detail={m.badAddress.detail}
      searchBox={<SuggestBox size="compact" landmarkLabel={m.badAddress.searchLabel} />}
    />
  );
}
