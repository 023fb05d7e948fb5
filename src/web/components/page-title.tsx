import { createContext, useContext, useEffect } from 'react';
import { pageTitle } from '../../shared/site';
import { useLanguage } from '../i18n/language-context';

/** While the server renders a page: where the page's title is written for the page's <title>. */
export const RenderedTitle = createContext<((title: string) => void) | null>(null);

/** Names the page in the tab and in history; the page (not the layout) sets it. */
export function usePageTitle(page?: string): void {
  const rendered = useContext(RenderedTitle);
  const language = useLanguage();
  // The server runs no effects: the title of the page it renders is taken during the render.
  rendered?.(pageTitle(page, language));
  useEffect(() => {
    document.title = pageTitle(page, language);
  }, [page, language]);
}
