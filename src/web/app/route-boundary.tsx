import { QueryErrorResetBoundary } from '@tanstack/react-query';
import { Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { ErrorPanel } from '../components/error-panel';
import { Spinner } from '../components/spinner';
import { ErrorBoundary } from './error-boundary';
import { PageHydratedMark } from './page-hydrated';

/**
 * Every route sits in one of these: a failure shows its Persian message and a way forward (retry
 * also resets failed queries), a lazy chunk shows a spinner, and a new address starts afresh. Its
 * content hydrating, or failing, is the page having hydrated (page-hydrated.tsx).
 */
export function RouteBoundary({ children }: { readonly children: ReactNode }) {
  const location = useLocation();
  return (
    <QueryErrorResetBoundary>
      {({ reset }) => (
        <ErrorBoundary
          resetKey={`${location.pathname}${location.search}`}
          onReset={reset}
          fallback={(error, retry) => (
            <>
              <ErrorPanel error={error} onRetry={retry} headingLevel={1} />
              <PageHydratedMark />
            </>
          )}
        >
          <Suspense fallback={<Spinner />}>
            {children}
            <PageHydratedMark />
          </Suspense>
        </ErrorBoundary>
      )}
    </QueryErrorResetBoundary>
  );
}
