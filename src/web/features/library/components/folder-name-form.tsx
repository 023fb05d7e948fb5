import { useId, type FormEvent } from 'react';
import { MAX_FOLDER } from '../model/library-doc';
import { cleanFolderName } from '../model/library-words';
import { useMessages } from '../../../i18n/language-context';
import '../../../i18n/bookmark-section';

interface FolderNameFormProps {
  /** The form's layout class, as where it sits needs. */
  readonly className: string;
  readonly label: string;
  readonly submitLabel: string;
  /** The name as cleanFolderName leaves it; never empty. */
  readonly onName: (name: string) => void;
  /**
   * For a form the reader just opened: it gets a «Cancel» button calling this, and the field takes
   * the focus. Without it the form is always on the page and leaves the focus alone.
   */
  readonly onCancel?: () => void;
  readonly defaultValue?: string;
}

/**
 * A folder's name, to make or rename one. The field takes at most MAX_FOLDER characters (what the
 * stored library allows); the name is cleaned before use, and one that cleans to nothing (only
 * spaces) is not taken. The field empties once a name is taken.
 */
export function FolderNameForm({ className, label, submitLabel, onName, onCancel, defaultValue }: FolderNameFormProps) {
  const m = useMessages();
  const inputId = useId();

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const form = event.currentTarget;
    const name = cleanFolderName(String(new FormData(form).get('name') ?? ''));
    if (name === '') return;
    onName(name);
    form.reset();
  }

  return (
    <form className={className} onSubmit={submit}>
      <label htmlFor={inputId}>{label}</label>
      <input
        id={inputId}
        name="name"
        className="library-input"
        defaultValue={defaultValue}
        maxLength={MAX_FOLDER}
        required
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only in a form the reader just opened
        autoFocus={onCancel !== undefined}
      />
      <button type="submit" className="button">
        {submitLabel}
      </button>
      {onCancel ? (
        <button type="button" className="button button--quiet" onClick={onCancel}>
          {m.bookmark.cancel}
        </button>
      ) : null}
    </form>
  );
}
