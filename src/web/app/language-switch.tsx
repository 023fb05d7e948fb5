import { useLanguage, useMessages, useSetLanguage } from '../i18n/language-context';
import { directionOf } from '../../shared/interface-language';

/**
 * One tap to the other interface language. The button names that language in its own words and
 * carries its `lang` and `dir`, so a screen reader says «فارسی» as Persian on an English page; the
 * choice is kept in the `lang` cookie (language-choice.ts) for the pages the service draws next.
 */
export function LanguageSwitch() {
  const m = useMessages();
  const other = useLanguage() === 'fa' ? 'en' : 'fa';
  const setLanguage = useSetLanguage();
  return (
    <button
      type="button"
      className="language-switch"
      lang={other}
      dir={directionOf(other)}
      title={m.language.switchLabel}
      onClick={() => void setLanguage(other)}
    >
      {m.language.switchTo}
    </button>
  );
}
