import { useId, useState } from 'react';
import { tokenLooksWrong } from './settings-form-values';
import { useFormat, useMessages } from '../../../i18n/language-context';
import '../../../i18n/settings-section';

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
  const m = useMessages();
  const format = useFormat();
  // Said while typing: a token pasted short or with a space is the usual cause of a 401 later.
  const wrongShape = tokenLooksWrong(value);
  return (
    <div className="field">
      <label htmlFor={id}>{m.settings.token}</label>
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
          {m.settings.showToken}
        </button>
      </div>
      {wrongShape ? (
        <p id={`${id}-shape`} className="field__problem">
          {m.settings.tokenShape({ count: format.digits(40) })}{' '}
          <bdi dir="ltr" lang="en">
            12345.{'x'.repeat(40)}
          </bdi>
        </p>
      ) : null}
      <p id={`${id}-hint`} className="field__hint">
        {m.settings.tokenHint}
      </p>
    </div>
  );
}
