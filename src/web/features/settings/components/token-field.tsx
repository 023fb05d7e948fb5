import { useId, useState } from 'react';

/** The token, masked unless the reader asks to see it. Never autocompleted or spell-checked. */
export function TokenField({
  value,
  onChange,
}: {
  readonly value: string;
  readonly onChange: (value: string) => void;
}) {
  const [shown, setShown] = useState(false);
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>توکن</label>
      <div className="field__row">
        <input
          id={id}
          name="token"
          type={shown ? 'text' : 'password'}
          dir="ltr"
          autoComplete="off"
          spellCheck={false}
          value={value}
          aria-describedby={`${id}-hint`}
          onChange={(event) => onChange(event.target.value)}
        />
        <button type="button" className="button" aria-pressed={shown} onClick={() => setShown((s) => !s)}>
          نمایش توکن
        </button>
      </div>
      <p id={`${id}-hint`} className="field__hint">
        توکن فقط در همین مرورگر نگه داشته می‌شود و هرگز در نشانی صفحه‌ها نمی‌آید.
      </p>
    </div>
  );
}
