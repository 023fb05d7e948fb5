import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { applyLoadedFont } from '../theme/page-font';

/**
 * The app's font, fetched after a first visit's paint, is put in use when the reader moves to
 * another page of the app: the page changes whole then, so the change of font moves nothing the
 * reader was looking at. Never on the page as hydrated.
 */
export function useFontOnNavigation(): void {
  const { pathname } = useLocation();
  const first = useRef(pathname);
  useEffect(() => {
    if (pathname !== first.current) applyLoadedFont();
  }, [pathname]);
}
