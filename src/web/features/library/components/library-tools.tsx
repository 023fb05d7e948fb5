import { useId, useState, type ChangeEvent } from 'react';
import { EMPTY_LIBRARY, type LibraryDoc } from '../model/library-doc';
import { getLibrary, updateLibrary } from '../model/library-store';
import { ankiTsv } from '../model/anki-tsv';
import { datedFileName, downloadText } from '../model/download';
import { readChosenFile } from '../model/import-file';
import { mergeLibraries } from '../model/merge-library';
import { BackupControls } from './backup-controls';
import { useFormat, useMessages } from '../../../i18n/language-context';
import '../../../i18n/library-section';

type Message = { readonly kind: 'ok' | 'error'; readonly text: string } | undefined;

/** Export (JSON, Anki TSV), import (JSON, merged into what is here) and clearing everything. */
export function LibraryTools({ doc }: { readonly doc: LibraryDoc }) {
  const m = useMessages();
  const f = useFormat();
  const headingId = useId();
  const [message, setMessage] = useState<Message>();
  const [confirming, setConfirming] = useState(false);

  function exportJson(): void {
    downloadText(datedFileName('library', 'json'), `${JSON.stringify(doc, null, 2)}\n`, 'application/json');
  }

  function exportAnki(): void {
    if (doc.bookmarks.length === 0) {
      setMessage({ kind: 'error', text: m.library.noBookmarksForAnki });
      return;
    }
    downloadText(
      datedFileName('bookmarks', 'tsv'),
      ankiTsv(doc.bookmarks, { messages: m, format: f }),
      'text/tab-separated-values',
    );
  }

  async function importFile(event: ChangeEvent<HTMLInputElement>): Promise<void> {
    const input = event.currentTarget;
    const file = input.files?.[0];
    if (!file) return;
    const result = await readChosenFile(file, { messages: m, format: f });
    input.value = ''; // the same file can be chosen again
    if (!result.ok) {
      setMessage({ kind: 'error', text: m.library.importRefused({ reason: result.error }) });
      return;
    }
    const { doc: merged, added } = mergeLibraries(getLibrary().doc, result.doc);
    const counted = (n: number) => ({ n, count: f.count(n) });
    const counts = m.library.added({
      bookmarks: counted(added.bookmarks),
      lookups: counted(added.lookups),
      searches: counted(added.searches),
    });
    // Unsaved, the merge is only in this page; the page's warning says how to keep it.
    setMessage(
      updateLibrary(() => merged)
        ? { kind: 'ok', text: m.library.addedSaved({ counts }) }
        : { kind: 'error', text: m.library.addedUnsaved({ counts }) },
    );
  }

  function clearAll(): void {
    const saved = updateLibrary(() => EMPTY_LIBRARY);
    setConfirming(false);
    setMessage(saved ? { kind: 'ok', text: m.library.cleared } : { kind: 'error', text: m.library.clearedUnsaved });
  }

  return (
    <section className="library-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{m.library.transfer}</h2>
      <div className="actions">
        <button type="button" className="button" onClick={exportJson}>
          {m.library.exportAll}
        </button>
        <button type="button" className="button" onClick={exportAnki}>
          {m.library.exportAnki}
        </button>
        <label className="button library-file">
          {m.library.importJson}
          <input
            type="file"
            accept="application/json,.json"
            className="visually-hidden"
            onChange={(event) => void importFile(event)}
          />
        </label>
        <button type="button" className="button" onClick={() => setConfirming(true)}>
          {m.library.clearAll}
        </button>
      </div>
      <BackupControls />
      {confirming ? (
        <div className="library-confirm" role="alert">
          <p>{m.library.confirmClear}</p>
          <div className="actions">
            <button type="button" className="button button--primary" onClick={clearAll}>
              {m.library.yesClear}
            </button>
            <button type="button" className="button" onClick={() => setConfirming(false)}>
              {m.library.no}
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
