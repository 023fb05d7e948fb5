import { nextThemePreference, setThemePreference, useThemePreference, type ThemePreference } from '../theme/theme';
import { useMessages } from '../i18n/language-context';

const ICONS: Readonly<Record<ThemePreference, string>> = { system: '◐', light: '☀', dark: '☾' };

/** One button that walks system → light → dark; its name says the current state. */
export function ThemeToggle() {
  const preference = useThemePreference();
  const label = useMessages().theme[preference];
  return (
    <button
      type="button"
      className="theme-toggle"
      title={label}
      onClick={() => setThemePreference(nextThemePreference(preference))}
    >
      <span aria-hidden="true">{ICONS[preference]}</span>
      <span className="visually-hidden">{label}</span>
    </button>
  );
}
