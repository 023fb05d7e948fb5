import { useId, useState } from 'react';
import { toPersianDigits } from '../../../text/persian-digits';
import { tokenLooksWrong } from './settings-form-values';

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
  // Said while typing: a token pasted short or with a space is the usual cause of a 401 later.
  const wrongShape = tokenLooksWrong(value);
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
          aria-invalid={wrongShape || undefined}
          aria-describedby={`${id}-hint${wrongShape ? ` ${id}-shape` : ''}`}
          onChange={(event) => onChange(event.target.value)}
        />
        <button type="button" className="button" aria-pressed={shown} onClick={() => setShown((s) => !s)}>
          نمایش توکن
        </button>
      </div>
      {wrongShape ? (
        <p id={`${id}-shape`} className="field__problem">
          این شکل توکن نیست. توکن سرویس‌های v3 یک عدد است، یک نقطه و {toPersianDigits(40)} حرف و رقم لاتین:{' '}
          <bdi dir="ltr" lang="en">
            12345.{'x'.repeat(40)}
          </bdi>
        </p>
      ) : null}
      <p id={`${id}-hint`} className="field__hint">
        توکن فقط در همین مرورگر نگه داشته می‌شود و هرگز در نشانی صفحه‌ها نمی‌آید.
      </p>
    </div>
  );
}
