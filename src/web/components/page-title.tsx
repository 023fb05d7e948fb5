import { createContext, useContext, useEffect } from 'react';

export const APP_NAME = 'فرهنگ';

/** «<page> | فرهنگ», or just the app's name for the home page. */
export function formatPageTitle(page?: string): string {
  return page ? `${page} | ${APP_NAME}` : APP_NAME;
}

/** While the server renders a page: where the page's title is written for the page's <title>. */
export const RenderedTitle = createContext<((title: string) => void) | null>(null);

/** Names the page in the tab and in history; the page (not the layout) sets it. */
export function usePageTitle(page?: string): void {
  const rendered = useContext(RenderedTitle);
  // The server runs no effects: the title of the page it renders is taken during the render.
  rendered?.(formatPageTitle(page));
  useEffect(() => {
    document.title = formatPageTitle(page);
  }, [page]);
}
