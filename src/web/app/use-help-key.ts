import { useEffect, useState } from 'react';
import { isHelpKey, isShortcut } from '../lib/keys';

/** Whether the shortcut sheet is open: `?` (or `؟`) anywhere but a text field opens it. */
export function useHelpKey(): readonly [boolean, (open: boolean) => void] {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    function onKeyDown(event: KeyboardEvent): void {
      if (!isHelpKey(event) || event.altKey || !isShortcut(event)) return;
      event.preventDefault();
      setOpen(true);
    }
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);
  return [open, setOpen];
}
