import { useState, useSyncExternalStore } from 'react';
import { KEY_ATTR } from '../../../shortcuts/keys';
import { absoluteAppUrl, readableAppUrl } from '../../../paths/paths';
import { useMessages } from '../../../i18n/language-context';
import '../../../i18n/word-section';

type CopyState = 'idle' | 'copied' | 'failed';

function canShare(): boolean {
  return typeof navigator.share === 'function';
}

const never = () => () => undefined;

/**
 * Copy the entry's address (the app's own link — route state only, never a token) as a reader
 * reads it, its Persian letters unescaped, and share it where the browser can.
 */
export function EntryActions({ path, shareTitle }: { readonly path: string; readonly shareTitle: string }) {
  const m = useMessages();
  const [copy, setCopy] = useState<CopyState>('idle');
  // The server cannot tell: its page offers no share button, and the browser adds it on hydration.
  const sharing = useSyncExternalStore(never, canShare, () => false);

  async function copyLink(): Promise<void> {
    try {
      await navigator.clipboard.writeText(readableAppUrl(path));
      setCopy('copied');
    } catch {
      setCopy('failed');
    }
  }

  async function share(): Promise<void> {
    try {
      await navigator.share({ title: shareTitle, url: absoluteAppUrl(path) });
    } catch {
      // The reader closed the share sheet, or the browser refused: nothing to report.
    }
  }

  return (
    <div className="entry-actions">
      <button
        type="button"
        className="button"
        onClick={() => void copyLink()}
        aria-keyshortcuts="C"
        {...{ [KEY_ATTR]: 'KeyC' }}
      >
        {m.word.copyLink}
      </button>
      {sharing ? (
        <button type="button" className="button" onClick={() => void share()}>
          {m.word.share}
        </button>
      ) : null}
      <p className="entry-actions__status" role="status">
        {copy === 'copied' ? m.word.copied : null}
        {copy === 'failed' ? m.word.copyFailed : null}
      </p>
    </div>
  );
}
