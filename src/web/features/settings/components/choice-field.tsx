import { useId } from 'react';

/** One choice of a few, as radio buttons under a legend; each change takes effect at once. */
export function ChoiceField<T extends string>({
  legend,
  name,
  choices,
  labels,
  langOf,
  value,
  onChange,
}: {
  readonly legend: string;
  readonly name: string;
  readonly choices: readonly T[];
  readonly labels: Readonly<Record<T, string>>;
  /** A label's language where it is not the page's (a language named in its own words). */
  readonly langOf?: (choice: T) => string;
  readonly value: T;
  readonly onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <fieldset className="choice">
      <legend>{legend}</legend>
      <div className="choice__options">
        {choices.map((choice) => (
          <label key={choice} htmlFor={`${id}-${choice}`} className="choice__option">
            <input
              id={`${id}-${choice}`}
              type="radio"
              className="choice-box"
              name={name}
              value={choice}
              checked={value === choice}
              onChange={() => onChange(choice)}
            />
            <span lang={langOf?.(choice)}>{labels[choice]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
