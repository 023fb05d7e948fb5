import '../library.css';
import { Link } from 'react-router';
import { useLibrary } from '../model/library-store';
import { ROUTE_PATTERNS } from '../../../../shared/routes';
import { useMessages } from '../../../i18n/language-context';
import '../../../i18n/library-section';

/**
 * Said while the last change to the library could not be saved, whichever part of the page made
 * it: why, what is at stake, and the two ways to keep it. Away from the library page it leads there,
 * where «دریافت همه (JSON)» is.
 */
export function SaveWarning({ elsewhere = false }: { readonly elsewhere?: boolean }) {
  const m = useMessages();
  const { unsaved } = useLibrary();
  if (!unsaved) return null;
  return (
    <section className="notice library-notice" aria-label={m.library.notSavedLabel}>
      <p className="library-notice__text" role="alert">
        {m.library.notSavedDetail}
      </p>
      {elsewhere ? (
        <div className="library-notice__actions">
          <Link className="button" to={ROUTE_PATTERNS.library}>
            {m.library.title}
          </Link>
        </div>
      ) : null}
    </section>
  );
}
