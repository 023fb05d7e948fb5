import { Spinner } from '../../../components/spinner';
import { useMessages } from '../../../i18n/language-context';
import '../../../i18n/word-section';

/** The shape of an entry while it loads; it fades in only if the wait passes ~200 ms. */
export function WordSkeleton({ note }: { readonly note?: string }) {
  const m = useMessages();
  return (
    <div className="card entry entry--skeleton">
      <div className="skeleton skeleton--title" aria-hidden="true" />
      <div className="skeleton" aria-hidden="true" />
      <div className="skeleton" aria-hidden="true" />
      <div className="skeleton skeleton--short" aria-hidden="true" />
      <Spinner label={note ?? m.word.loadingMeaning} />
    </div>
  );
}
