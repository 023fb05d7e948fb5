import { useEffect, type ReactNode } from 'react';
import { NavigationType, UNSAFE_LocationContext, useNavigate, useSearchParams, type Location } from 'react-router';
import { shareTarget } from './share-target';

interface ShareRouteProps {
  readonly search: ReactNode;
  readonly read: ReactNode;
}

/**
 * `/share`: draws the page the shared text opens — search or reading — as if at its own address
 * (the server draws it too: no blank page, no redirect to wait for), then puts that address in
 * the bar once the page runs, so Back, reload and bookmarks meet the page itself. The page reads
 * the target through the router's location context, as `<Routes location>` hands one down.
 */
export function ShareRoute({ search, read }: ShareRouteProps) {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const target = shareTarget(params);
  useEffect(() => {
    void navigate(target, { replace: true });
  }, [navigate, target]);
  const url = new URL(target, 'http://share.invalid');
  const location: Location = { pathname: url.pathname, search: url.search, hash: '', state: null, key: 'default' };
  return (
    <UNSAFE_LocationContext.Provider value={{ location, navigationType: NavigationType.Replace }}>
      {url.pathname === '/search' ? search : read}
    </UNSAFE_LocationContext.Provider>
  );
}
