import { useEffect, type ReactNode } from 'react';
import { NavigationType, UNSAFE_LocationContext, useNavigate, type Location } from 'react-router';

/**
 * Draws a page as if at `target` — on the server too: no blank page, no redirect to wait for —
 * then puts that address in the bar once the page runs, so Back, reload and bookmarks meet the
 * page itself. The page reads the target through the router's location context, as
 * `<Routes location>` hands one down.
 */
export function ShownAt({ target, children }: { readonly target: string; readonly children: ReactNode }) {
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(target, { replace: true });
  }, [navigate, target]);
  const url = new URL(target, 'http://page.invalid');
  const location: Location = { pathname: url.pathname, search: url.search, hash: '', state: null, key: 'default' };
  return (
    <UNSAFE_LocationContext.Provider value={{ location, navigationType: NavigationType.Replace }}>
      {children}
    </UNSAFE_LocationContext.Provider>
  );
}
