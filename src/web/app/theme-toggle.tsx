import { nextThemePreference, setThemePreference, useThemePreference, type ThemePreference } from '../theme/theme';

const STATES: Readonly<Record<ThemePreference, string>> = {
  system: 'هماهنگ با سیستم',
  light: 'روشن',
  dark: 'تیره',
};

const ICONS: Readonly<Record<ThemePreference, string>> = { system: '◐', light: '☀', dark: '☾' };

/**
 * One button that walks system → light → dark. Its name says what it is, the state now and what a
 * press does («پوسته: روشن؛ با زدن، تیره»), spoken and shown on hover, since an icon alone says none.
 */
export function ThemeToggle() {
  const preference = useThemePreference();
  const name = `پوسته: ${STATES[preference]}؛ با زدن، ${STATES[nextThemePreference(preference)]}`;
  return (
    <button
      type="button"
      className="theme-toggle"
      title={name}
      onClick={() => setThemePreference(nextThemePreference(preference))}
    >
      <span aria-hidden="true">{ICONS[preference]}</span>
      <span className="visually-hidden">{name}</span>
    </button>
  );
}
