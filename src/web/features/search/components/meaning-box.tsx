import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { SLASH_TARGET_ATTR } from '../../../shortcuts/keys';
import { searchHref } from '../model/search-url';
import '../search.css';

/**
 * The reverse dictionary's box: describe the meaning, find the word (`type=text`). No headword
 * suggestions — the reader does not know the headword; that is the point.
 */
export function MeaningBox({ autoFocus = false }: { readonly autoFocus?: boolean }) {
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
      aria-label="یافتن واژه از روی معنی"
      className="suggest-box suggest-box--large"
      onSubmit={submit}
    >
      <label htmlFor="meaning-box" className="visually-hidden">
        معنی یا توصیف واژه
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
          placeholder="معنی را بنویسید؛ مثلاً: درود هنگام دیدار"
          aria-describedby={empty ? 'meaning-box-empty' : undefined}
          {...{ [SLASH_TARGET_ATTR]: 'large' }}
        />
      </div>
      <button type="submit" className="suggest-box__submit">
        یافتن واژه
      </button>
      {empty ? (
        <p id="meaning-box-empty" className="meaning-box__empty" role="alert">
          چند واژه از معنی را بنویسید تا واژه‌هایی را که چنین معنایی دارند بیابیم.
        </p>
      ) : null}
    </form>
  );
}
