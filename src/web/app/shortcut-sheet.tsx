import { useEffect, useRef } from 'react';
import './shortcut-sheet.css';

const SHORTCUTS: readonly (readonly [keys: readonly string[], what: string])[] = [
  [['/'], 'رفتن به کادر جست‌وجو'],
  [['↓', '↑'], 'رفتن میان نتیجه‌ها'],
  [['Alt', '↓'], 'همین واژه در فرهنگ بعدی (در صفحهٔ واژه)'],
  [['Alt', '↑'], 'همین واژه در فرهنگ پیشین (در صفحهٔ واژه)'],
  [['b'], 'نشانک گذاشتن یا برداشتن (در صفحهٔ واژه)'],
  [['c'], 'کپی پیوند واژه (در صفحهٔ واژه)'],
  [['?'], 'همین راهنما'],
  [['Esc'], 'بستن راهنما یا فهرست پیشنهادها'],
];

/**
 * The keyboard shortcuts, in Persian, as a modal dialog. A real browser gets <dialog>'s own modality
 * (the page behind is inert, Esc closes, focus returns); without showModal it opens in place.
 */
export function ShortcutSheet({ onClose }: { readonly onClose: () => void }) {
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
      <h2 id="shortcut-sheet-title">میان‌برهای صفحه‌کلید</h2>
      <p className="shortcut-sheet__note">با صفحه‌کلید فارسی هم کار می‌کنند: همان کلید را بزنید.</p>
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
            <dd>{what}</dd>
          </div>
        ))}
      </dl>
      <button type="button" className="button" onClick={onClose}>
        بستن
      </button>
    </dialog>
  );
}
