import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { OfflineBanner } from '../components/offline-banner';
import { libraryUnreadable, onLibraryReset } from '../features/library/model/search-trail';
import { SuggestBox } from '../features/search/components/suggest-box';
import { ThemeToggle } from './theme-toggle';
import { LanguageSwitch } from './language-switch';
import { useMessages } from '../i18n/language-context';
import { RouteBoundary } from './route-boundary';
import { RESULTS_ID } from '../shortcuts/keys';
import { skipTo } from './skip-link';
import { useLinkPrefetch } from './use-link-prefetch';
import { useShortcutKeys } from './use-shortcut-keys';
import { useNewPageTop } from './use-new-page-top';
import { ROUTE_PATTERNS } from '../../shared/routes';

const ShortcutSheet = lazy(() => import('./shortcut-sheet').then((m) => ({ default: m.ShortcutSheet })));

// Loaded only when the stored library was unreadable; if even that fails, the shell goes on without it.
const LibraryNotice = lazy(() =>
  import('../features/library/components/library-notice').then(
    (m) => ({ default: m.ShellLibraryNotice }),
    () => ({ default: NoNotice }),
  ),
);

function NoNotice(): ReactNode {
  return null;
}

/** The shell every page shares: skip link, header (brand, search, settings, theme), `main` and the footer. */
export function Layout() {
  const { pathname } = useLocation();
  const m = useMessages();
  // Home and search pages have their own big search box; a second one would only compete with it.
  const onSearch = pathname === ROUTE_PATTERNS.search;
  const ownBox = pathname === ROUTE_PATTERNS.home || onSearch;
  const [helpOpen, setHelpOpen] = useShortcutKeys();
  useLinkPrefetch();
  useNewPageTop();
  // Checked after the first paint (it reads the whole stored library). The library itself loads
  // only when it is unreadable: it resets the store and keeps the notice up.
  const [unreadable, setUnreadable] = useState(false);
  useEffect(() => {
    const check = () => setUnreadable(libraryUnreadable());
    check();
    return onLibraryReset(check);
  }, []);
  return (
    <>
      {/* On a search page the skip link goes straight to the results (Tab, Enter, Tab: the first
          result); while there are none, to the main content. */}
      <a
        className="skip-link"
        href="#main"
        onClick={(event) => skipTo(event, onSearch ? [RESULTS_ID, 'main'] : ['main'])}
      >
        {onSearch ? m.shell.skipToResults : m.shell.skipToContent}
      </a>
      <header className="site-header">
        <div className="site-header__inner">
          <Link to="/" className="brand">
            {m.site.name}
          </Link>
          {ownBox ? null : (
            <div className="site-header__search">
              <SuggestBox size="compact" />
            </div>
          )}
          <nav className="site-nav" aria-label={m.shell.mainLinks}>
            <NavLink to={ROUTE_PATTERNS.library}>{m.shell.library}</NavLink>
            <NavLink to={ROUTE_PATTERNS.settings}>{m.shell.settings}</NavLink>
            <button
              type="button"
              className="site-nav__help"
              aria-label={m.shell.shortcuts}
              title={m.shell.shortcutsTitle}
              onClick={() => setHelpOpen(true)}
            >
              ?
            </button>
            <ThemeToggle />
            <LanguageSwitch />
          </nav>
        </div>
      </header>
      <OfflineBanner />
      <main id="main" className="site-main" tabIndex={-1}>
        {unreadable && pathname !== ROUTE_PATTERNS.library ? (
          <Suspense fallback={null}>
            <LibraryNotice />
          </Suspense>
        ) : null}
        <RouteBoundary>
          <Outlet />
        </RouteBoundary>
      </main>
      {/* Home says it in its intro: there the footer would sit under the suggestion list. */}
      {pathname === ROUTE_PATTERNS.home ? null : (
        <footer className="site-footer">
          <Link to={ROUTE_PATTERNS.about}>{m.shell.about}</Link>
        </footer>
      )}
      {helpOpen ? (
        <Suspense fallback={null}>
          <ShortcutSheet onClose={() => setHelpOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
