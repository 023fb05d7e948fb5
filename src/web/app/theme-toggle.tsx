import { useMessages } from '../i18n/language-context';
import { nextThemePreference, setThemePreference, useThemePreference } from '../theme/theme';
import type { ThemePreference } from '../theme/theme-attribute';

const ICONS: Readonly<Record<ThemePreference, string>> = { system: '◐', light: '☀', dark: '☾' };

/**
 * One button that walks system → light → dark. Its name says what it is, the state now and what a
 * press gives («پوسته: روشن؛ با زدن، تیره»), spoken and shown on hover, since an icon says none.
 */
export function ThemeToggle() {
  const m = useMessages();
  const preference = useThemePreference();
  const next = nextThemePreference(preference);
  const name = m.theme.toggle({ now: m.theme.names[preference], next: m.theme.names[next] });
  return (
    <button type="button" className="theme-toggle" title={name} onClick={() => setThemePreference(next)}>
      <span aria-hidden="true">{ICONS[preference]}</span>
      <span className="visually-hidden">{name}</span>
    </button>
  );
}
