import { useId, useState, type ChangeEvent } from 'react';
import { EMPTY_LIBRARY, type LibraryDoc } from '../model/library-doc';
import { getLibrary, updateLibrary } from '../model/library-store';
import { formatCount } from '../../../text/persian-digits';
import { ankiTsv } from '../model/anki-tsv';
import { datedFileName, downloadText } from '../model/download';
import { readChosenFile } from '../model/import-file';
import { mergeLibraries } from '../model/merge-library';
import { BackupControls } from './backup-controls';

type Message = { readonly kind: 'ok' | 'error'; readonly text: string } | undefined;

/** Export (JSON, Anki TSV), import (JSON, merged into what is here) and clearing everything. */
export function LibraryTools({ doc }: { readonly doc: LibraryDoc }) {
  const headingId = useId();
  const [message, setMessage] = useState<Message>();
  const [confirming, setConfirming] = useState(false);

  function exportJson(): void {
    downloadText(datedFileName('library', 'json'), `${JSON.stringify(doc, null, 2)}\n`, 'application/json');
  }

  function exportAnki(): void {
    if (doc.bookmarks.length === 0) {
      setMessage({ kind: 'error', text: 'نشانکی نیست که برای Anki بسازیم. نخست در صفحهٔ واژه‌ها نشانک بگذارید.' });
      return;
    }
    downloadText(datedFileName('bookmarks', 'tsv'), ankiTsv(doc.bookmarks), 'text/tab-separated-values');
  }

  async function importFile(event: ChangeEvent<HTMLInputElement>): Promise<void> {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const result = await readChosenFile(file);
    input.value = ''; // the same file can be chosen again
    if (!result.ok) {
      setMessage({ kind: 'error', text: `${result.error} چیزی از کتابخانهٔ شما کم نشد.` });
      return;
    }
    const { doc: merged, added } = mergeLibraries(getLibrary().doc, result.doc);
    const counts = `${formatCount(added.bookmarks)} نشانک، ${formatCount(added.lookups)} واژه و ${formatCount(added.searches)} جست‌وجو`;
    // Unsaved, the merge is only in this page; the page's warning says how to keep it.
    setMessage(
      updateLibrary(() => merged)
        ? { kind: 'ok', text: `افزوده شد: ${counts}.` }
        : { kind: 'error', text: `${counts} افزوده شد، ولی ذخیره نشد.` },
    );
  }

  function clearAll(): void {
    const saved = updateLibrary(() => EMPTY_LIBRARY);
    setConfirming(false);
    setMessage(
      saved ? { kind: 'ok', text: 'کتابخانه پاک شد.' } : { kind: 'error', text: 'کتابخانه پاک شد، ولی ذخیره نشد.' },
    );
  }

  return (
    <section className="library-section" aria-labelledby={headingId}>
      <h2 id={headingId}>پشتیبان و انتقال</h2>
      <div className="actions">
        <button type="button" className="button" onClick={exportJson}>
          دریافت همه (JSON)
        </button>
        <button type="button" className="button" onClick={exportAnki}>
          دریافت نشانک‌ها برای Anki (TSV)
        </button>
        <label className="button library-file">
          افزودن از پروندهٔ JSON
          <input
            type="file"
            accept="application/json,.json"
            className="visually-hidden"
            onChange={(event) => void importFile(event)}
          />
        </label>
        <button type="button" className="button" onClick={() => setConfirming(true)}>
          پاک کردن همه
        </button>
      </div>
      <BackupControls />
      {confirming ? (
        <div className="library-confirm" role="alert">
          <p>
            همهٔ جست‌وجوها، واژه‌ها، نشانک‌ها و پوشه‌ها پاک شوند؟ این کار بازگشت ندارد؛ اگر می‌خواهید، نخست «دریافت همه
            (JSON)» را بزنید.
          </p>
          <div className="actions">
            <button type="button" className="button button--primary" onClick={clearAll}>
              بله، همه پاک شود
            </button>
            <button type="button" className="button" onClick={() => setConfirming(false)}>
              نه
            </button>
          </div>
        </div>
      ) : null}
      {message ? (
        <p
          className={`library-message library-message--${message.kind}`}
          role={message.kind === 'error' ? 'alert' : 'status'}
        >
          {message.text}
        </p>
      ) : null}
    </section>
  );
}
