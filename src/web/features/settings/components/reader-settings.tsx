import { INTERFACE_LANGUAGES } from '../../../../shared/interface-language';
import { useLanguage, useMessages, useSetLanguage } from '../../../i18n/language-context';
import { setPronAbove, usePronAbove } from '../../../preferences/pron-above';
import { setTextSize, useTextSize } from '../../../preferences/text-size';
import { TEXT_SIZES } from '../../../preferences/text-size-attribute';
import { setThemePreference, useThemePreference } from '../../../theme/theme';
import { THEME_PREFERENCES } from '../../../theme/theme-attribute';
import { ChoiceField } from './choice-field';
import '../../../i18n/settings-section';

/**
 * What a reader changes, each taking effect at once and remembered in this browser: the
 * interface's language (the header's switch sets the same), the theme (the header's ◐ button walks
 * the same three), the text size, romanisation on the reading page.
 */
export function ReaderSettings() {
  const m = useMessages();
  const language = useLanguage();
  const setLanguage = useSetLanguage();
  const theme = useThemePreference();
  const size = useTextSize();
  const pronAbove = usePronAbove();
  return (
    <section className="card settings__section" aria-labelledby="reader-settings-heading">
      <h2 id="reader-settings-heading">{m.settings.display}</h2>
      <ChoiceField
        legend={m.settings.language}
        name="language"
        choices={INTERFACE_LANGUAGES}
        labels={m.settings.languages}
        langOf={(choice) => choice}
        value={language}
        onChange={(choice) => void setLanguage(choice)}
      />
      <ChoiceField
        legend={m.settings.theme}
        name="theme"
        choices={THEME_PREFERENCES}
        labels={m.theme.names}
        value={theme}
        onChange={setThemePreference}
      />
      <ChoiceField
        legend={m.settings.textSize}
        name="text-size"
        choices={TEXT_SIZES}
        labels={m.settings.textSizes}
        value={size}
        onChange={setTextSize}
      />
      <label className="settings__switch">
        <input
          type="checkbox"
          role="switch"
          className="choice-box"
          checked={pronAbove}
          onChange={(event) => setPronAbove(event.target.checked)}
        />
        {m.settings.pronAbove}
      </label>
    </section>
  );
}
