import { DEFAULT_PRODUCT } from '../../../connection/settings-store';
import { useMessages } from '../../../i18n/language-context';
import '../../../i18n/settings-section';

/** The product name the app sends; empty means the default. */
export function ProductField({
  id,
  value,
  onChange,
}: {
  readonly id: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
}) {
  const m = useMessages();
  return (
    <div className="field">
      <label htmlFor={id}>{m.settings.product}</label>
      <input
        id={id}
        name="product"
        type="text"
        dir="ltr"
        autoComplete="off"
        spellCheck={false}
        placeholder={DEFAULT_PRODUCT}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  );
}
