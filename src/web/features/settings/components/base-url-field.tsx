import { BidiText } from '../../../components/bidi-text';
import type { baseUrlProblem } from './settings-form-values';
import { useMessages } from '../../../i18n/language-context';
import '../../../i18n/settings-section';

/**
 * The service's base URL, with the one now asked beside it and the problem with the typed one
 * once a save or a test has asked for it.
 */
export function BaseUrlField({
  id,
  value,
  current,
  problem,
  onChange,
}: {
  readonly id: string;
  readonly value: string;
  /** The base URL the app asks now ('' = this origin). */
  readonly current: string;
  /** Why the typed address is no usable one (said once a save or a test has asked). */
  readonly problem: ReturnType<typeof baseUrlProblem>;
  readonly onChange: (value: string) => void;
}) {
  const m = useMessages();
  return (
    <div className="field">
      <label htmlFor={id}>{m.settings.baseUrl}</label>
      <input
        id={id}
        name="baseUrl"
        type="url"
        dir="ltr"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
        placeholder={globalThis.location.origin}
        value={value}
        aria-invalid={problem === undefined ? undefined : true}
        aria-describedby={`${id}-hint${problem === undefined ? '' : ` ${id}-problem`}`}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={`${id}-hint`} className="field__hint">
        {m.settings.baseUrlHint} <BidiText text={current || globalThis.location.origin} lang="en" />
      </p>
      {problem === undefined ? null : (
        <p id={`${id}-problem`} className="field__problem">
          {problem === 'incomplete'
            ? m.settings.baseUrlIncomplete
            : m.settings.baseUrlNotAllowed({ origin: problem.notAllowed })}
        </p>
      )}
    </div>
  );
}
