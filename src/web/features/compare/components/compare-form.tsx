import { useId, type FormEvent } from 'react';
import { useMessages } from '../../../i18n/language-context';
import '../../../i18n/compare-section';

interface CompareFormProps {
  readonly word: string;
  readonly onSubmit: (word: string) => void;
}

/** Another word to compare, in the same dictionaries. Uncontrolled: the address holds the word. */
export function CompareForm({ word, onSubmit }: CompareFormProps) {
  const m = useMessages();
  const inputId = useId();

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const value = new FormData(event.currentTarget).get('word');
    if (typeof value === 'string' && value.trim() !== '') onSubmit(value.trim());
  }

  return (
    <form className="compare-form" role="search" aria-label={m.compare.formLabel} onSubmit={submit}>
      <label htmlFor={inputId} className="compare-form__label">
        {m.compare.word}
      </label>
      {/* Keyed by the word, so Back and Forward show the word of the address. */}
      <input
        key={word}
        id={inputId}
        name="word"
        type="search"
        className="compare-form__input"
        defaultValue={word}
        dir="auto"
        autoComplete="off"
        enterKeyHint="search"
        placeholder={m.compare.placeholder}
      />
      <button type="submit" className="button button--primary">
        {m.compare.submit}
      </button>
    </form>
  );
}
