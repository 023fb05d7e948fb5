import { useId } from 'react';

/** One choice of a few, as radio buttons under a legend; each change takes effect at once. */
export function ChoiceField<T extends string>({
  legend,
  name,
  choices,
  labels,
  value,
  onChange,
}: {
  readonly legend: string;
  readonly name: string;
  readonly choices: readonly T[];
  readonly labels: Readonly<Record<T, string>>;
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
              name={name}
              value={choice}
              checked={value === choice}
              onChange={() => onChange(choice)}
            />
            {labels[choice]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
