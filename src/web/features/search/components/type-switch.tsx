import { useId } from 'react';
import { SEARCH_TYPES, searchTypeLabel, type SearchType } from '../../../../shared/search-types';
import { useLanguage, useMessages } from '../../../i18n/language-context';
import type { InterfaceLanguage } from '../../../../shared/interface-language';

/**
 * «واژگان دقیق» → «دقیق»: the switch sits under a legend that already says «جست‌وجوی واژگان». The
 * English labels are short already.
 */
export function shortTypeLabel(type: SearchType, language: InterfaceLanguage): string {
  return searchTypeLabel(type, language).replace(/^واژگان\s+/, '');
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
  const language = useLanguage();
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
            <span className="type-switch__label">{shortTypeLabel(type, language)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
