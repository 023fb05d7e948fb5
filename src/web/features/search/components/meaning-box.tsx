import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { SLASH_TARGET_ATTR } from '../../../shortcuts/keys';
import { searchHref } from '../model/search-url';
import '../search.css';
import { useMessages } from '../../../i18n/language-context';

/**
 * The reverse dictionary's box: describe the meaning, find the word (`type=text`). No headword
 * suggestions — the reader does not know the headword; that is the point.
 */
export function MeaningBox({ autoFocus = false }: { readonly autoFocus?: boolean }) {
  const m = useMessages();
  const navigate = useNavigate();
  const input = useRef<HTMLInputElement>(null);
  const [empty, setEmpty] = useState(false);
  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);

  function submit(event: FormEvent<HTMLFormElement>): void {
    event.preventDefault();
    const q = input.current?.value.trim() ?? '';
    setEmpty(q === '');
    if (q !== '') void navigate(searchHref({ q, type: 'text' }));
  }

  return (
    <form
      role="search"
      aria-label={m.search.byMeaning}
      className="suggest-box suggest-box--large meaning-box"
      onSubmit={submit}
    >
      <label htmlFor="meaning-box" className="visually-hidden">
        {m.search.meaningField}
      </label>
      <div className="suggest-box__field">
        <input
          ref={input}
          id="meaning-box"
          className="suggest-box__input"
          type="text"
          dir="auto"
          autoComplete="off"
          enterKeyHint="search"
          placeholder={m.search.meaningPlaceholder}
          aria-describedby={empty ? 'meaning-box-example meaning-box-empty' : 'meaning-box-example'}
          {...{ [SLASH_TARGET_ATTR]: 'large' }}
        />
      </div>
      <button type="submit" className="suggest-box__submit">
        {m.search.findWords}
      </button>
      <p id="meaning-box-example" className="meaning-box__example">
        {m.search.meaningExample}
      </p>
      {empty ? (
        <p id="meaning-box-empty" className="meaning-box__empty" role="alert">
          {m.search.meaningHint}
        </p>
      ) : null}
    </form>
  );
}
