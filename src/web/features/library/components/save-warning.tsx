import '../library.css';
import { Link } from 'react-router';
import { useLibrary } from '../model/library-store';
import { ROUTE_PATTERNS } from '../../../../shared/routes';

/**
 * Said while the last change to the library could not be saved, whichever part of the page made
 * it: why, what is at stake, and the two ways to keep it. Away from the library page it leads there,
 * where «دریافت همه (JSON)» is.
 */
export function SaveWarning({ elsewhere = false }: { readonly elsewhere?: boolean }) {
  const { unsaved } = useLibrary();
  if (!unsaved) return null;
  return (
    <section className="notice library-notice" aria-label="کتابخانه ذخیره نشد">
      <p className="library-notice__text" role="alert">
        کتابخانه ذخیره نشد: جای مرورگر پر است، یا مرورگر به این سایت اجازهٔ ذخیره نمی‌دهد. تغییرهای تازه تا این صفحه باز
        است می‌مانند و با بستن آن از دست می‌روند. برای نگه داشتنشان در کتابخانه «دریافت همه (JSON)» را بزنید، یا با پاک
        کردن جست‌وجوها و واژه‌های کهنه جا باز کنید: نخستین تغییری که ذخیره شود همه را نگه می‌دارد.
      </p>
      {elsewhere ? (
        <div className="library-notice__actions">
          <Link className="button" to={ROUTE_PATTERNS.library}>
            کتابخانهٔ من
          </Link>
        </div>
      ) : null}
    </section>
  );
}
