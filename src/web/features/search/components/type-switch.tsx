import { useId } from 'react';
import { SEARCH_TYPES, searchTypeInfo, type SearchType } from '../../../../shared/search-types';
import { useMessages } from '../../../i18n/language-context';

/** «واژگان دقیق» → «دقیق»: the switch sits under a legend that already says «جست‌وجوی واژگان». */
export function shortTypeLabel(type: SearchType): string {
  return searchTypeInfo(type).label.replace(/^واژگان\s+/, '');
}

/** The four search types as a radio group drawn as a segmented control. */
export function TypeSwitch({
  value,
  onChange,
}: {
  readonly value: SearchType;
  readonly onChange: (type: SearchType) => void;
}) {
  const m = useMessages();
  const name = useId();
  return (
    <fieldset className="type-switch">
      <legend className="type-switch__legend">{m.search.searchType}</legend>
      <div className="type-switch__options">
        {SEARCH_TYPES.map((type) => (
          <label key={type} className="type-switch__option">
            <input
              type="radio"
              name={name}
              value={type}
              checked={type === value}
              onChange={() => onChange(type)}
              className="type-switch__input"
            />
            <span className="type-switch__label">{shortTypeLabel(type)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
