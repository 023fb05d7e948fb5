import { setPronAbove, usePronAbove } from '../../../preferences/pron-above';
import { setTextSize, useTextSize } from '../../../preferences/text-size';
import { TEXT_SIZES, type TextSize } from '../../../preferences/text-size-attribute';
import { setThemePreference, THEME_PREFERENCES, useThemePreference, type ThemePreference } from '../../../theme/theme';
import { ChoiceField } from './choice-field';

const THEME_LABELS: Readonly<Record<ThemePreference, string>> = {
  system: 'هماهنگ با سیستم',
  light: 'روشن',
  dark: 'تیره',
};

const SIZE_LABELS: Readonly<Record<TextSize, string>> = {
  normal: 'معمولی',
  large: 'درشت',
  larger: 'درشت‌تر',
};

/**
 * What a reader changes, each taking effect at once and remembered in this browser: the theme
 * (the header's ◐ button walks the same three), the text size, romanisation on the reading page.
 */
export function ReaderSettings() {
  const theme = useThemePreference();
  const size = useTextSize();
  const pronAbove = usePronAbove();
  return (
    <section className="card settings__section" aria-labelledby="reader-settings-heading">
      <h2 id="reader-settings-heading">نمایش</h2>
      <ChoiceField
        legend="پوسته"
        name="theme"
        choices={THEME_PREFERENCES}
        labels={THEME_LABELS}
        value={theme}
        onChange={setThemePreference}
      />
      <ChoiceField
        legend="اندازهٔ متن"
        name="text-size"
        choices={TEXT_SIZES}
        labels={SIZE_LABELS}
        value={size}
        onChange={setTextSize}
      />
      <label className="settings__switch">
        <input
          type="checkbox"
          role="switch"
          checked={pronAbove}
          onChange={(event) => setPronAbove(event.target.checked)}
        />
        آوانویسی بالای واژه‌ها در صفحهٔ خواندن
      </label>
    </section>
  );
}
