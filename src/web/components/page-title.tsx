import { useEffect } from 'react';

export const APP_NAME = 'فرهنگ';

/** «<page> | فرهنگ», or just the app's name for the home page. */
export function formatPageTitle(page?: string): string {
  return page ? `${page} | ${APP_NAME}` : APP_NAME;
}

/** Names the page in the tab and in history; the page (not the layout) sets it. */
export function usePageTitle(page?: string): void {
  useEffect(() => {
    document.title = formatPageTitle(page);
  }, [page]);
}
