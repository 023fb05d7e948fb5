import { Spinner } from '../../../components/spinner';

/** The shape of an entry while it loads; it fades in only if the wait passes ~200 ms. */
export function WordSkeleton({ note }: { readonly note?: string }) {
  return (
    <div className="card entry entry--skeleton">
      <div className="skeleton skeleton--title" aria-hidden="true" />
      <div className="skeleton" aria-hidden="true" />
      <div className="skeleton" aria-hidden="true" />
      <div className="skeleton skeleton--short" aria-hidden="true" />
      <Spinner label={note ?? 'در حال آوردن معنی…'} />
    </div>
  );
}
