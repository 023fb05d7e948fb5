import { useEffect, useRef } from 'react';
import './shortcut-sheet.css';
import { useMessages } from '../i18n/language-context';
import '../i18n/shortcuts-section';
import type { Messages } from '../i18n/messages-fa';

const SHORTCUTS: readonly (readonly [keys: readonly string[], what: keyof Messages['shortcuts']])[] = [
  [['/'], 'focusSearch'],
  [['↓', '↑'], 'moveResults'],
  [['Alt', '↓'], 'nextDictionary'],
  [['Alt', '↑'], 'previousDictionary'],
  [['b'], 'bookmark'],
  [['c'], 'copyLink'],
  [['?'], 'help'],
  [['Esc'], 'escape'],
];

/**
 * The keyboard shortcuts, in the interface's language, as a modal dialog. A real browser gets <dialog>'s own modality
 * (the page behind is inert, Esc closes, focus returns); without showModal it opens in place.
 */
export function ShortcutSheet({ onClose }: { readonly onClose: () => void }) {
  const m = useMessages();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return undefined;
    const before = document.activeElement;
    if (typeof element.showModal === 'function') element.showModal();
    else element.setAttribute('open', '');
    element.querySelector('button')?.focus();
    return () => {
      if (before instanceof HTMLElement) before.focus();
    };
  }, []);
  return (
    <dialog
      ref={dialog}
      className="shortcut-sheet"
      aria-labelledby="shortcut-sheet-title"
      onClose={onClose}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
    >
      <h2 id="shortcut-sheet-title">{m.shortcuts.title}</h2>
      <p className="shortcut-sheet__note">{m.shortcuts.note}</p>
      <dl className="shortcut-sheet__list">
        {SHORTCUTS.map(([keys, what]) => (
          <div key={what} className="shortcut-sheet__row">
            <dt>
              {keys.map((key, index) => (
                <span key={key}>
                  {index > 0 ? ' + ' : null}
                  <kbd dir="ltr">{key}</kbd>
                </span>
              ))}
            </dt>
            <dd>{m.shortcuts[what]}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className="button" onClick={onClose}>
        {m.shortcuts.close}
      </button>
    </dialog>
  );
}
