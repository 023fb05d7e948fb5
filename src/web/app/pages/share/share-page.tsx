import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { shareTarget } from '../share-target';
import { ShownAt } from '../shown-at';
import { ROUTE_PATTERNS } from '../../../../shared/routes';

interface SharePageProps {
  readonly search: ReactNode;
  readonly read: ReactNode;
}

/** `/share?text=…` (the share target of an app installed before it posted to `/read`): the search or the reading. */
export function SharePage({ search, read }: SharePageProps) {
  const [params] = useSearchParams();
  const target = shareTarget(params);
  return (
    <ShownAt target={target}>
      {new URL(target, 'http://x.invalid').pathname === ROUTE_PATTERNS.search ? search : read}
    </ShownAt>
  );
}
