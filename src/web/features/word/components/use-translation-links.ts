import { useEffect, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { TRANSLATION_LINK } from '../../../components/meaning-sanitizer';

/**
 * A translation's link inside a meaning (meaning-sanitizer.ts) followed by the app, as its own
 * links are: no new page load. A click with a modifier key, or another button, is the link's own
 * (a new tab); without the app's script the link is an address like any other.
 */
export function useTranslationLinks(ref: RefObject<HTMLElement | null>): void {
  const navigate = useNavigate();
  useEffect(() => {
    const root = ref.current;
    if (root === null) return undefined;
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest(`a.${TRANSLATION_LINK}`) : null;
      const href = link?.getAttribute('href');
      if (href === null || href === undefined) return;
      event.preventDefault();
      void navigate(href);
    };
    root.addEventListener('click', onClick);
    return () => root.removeEventListener('click', onClick);
  }, [ref, navigate]);
}
