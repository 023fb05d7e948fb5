import { nextThemePreference, setThemePreference, useThemePreference, type ThemePreference } from '../theme/theme';

const LABELS: Readonly<Record<ThemePreference, string>> = {
  system: 'پوسته: هماهنگ با سیستم',
  light: 'پوسته: روشن',
  dark: 'پوسته: تیره',
};

const ICONS: Readonly<Record<ThemePreference, string>> = { system: '◐', light: '☀', dark: '☾' };

/** One button that walks system → light → dark; its name says the current state. */
export function ThemeToggle() {
  const preference = useThemePreference();
  return (
    <button
      type="button"
      className="theme-toggle"
      title={LABELS[preference]}
      onClick={() => setThemePreference(nextThemePreference(preference))}
    >
      <span aria-hidden="true">{ICONS[preference]}</span>
      <span className="visually-hidden">{LABELS[preference]}</span>
    </button>
  );
}
