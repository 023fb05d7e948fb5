/**
 * Light, dark or the system's choice. The choice is remembered in localStorage and written to
 * `data-theme` on <html> (CSS reads it, theme-attribute.ts writes it); the boot script applies
 * it before the first frame, without an inline script, which the CSP forbids.
 */
import { storedPreference } from '../storage/stored-preference';
import {
  applyTheme,
  readThemePreference,
  THEME_PREFERENCES,
  THEME_STORAGE_KEY,
  type ThemePreference,
} from './theme-attribute';

// A server-rendered page is drawn for the system's choice; the stored one follows on hydration.
const theme = storedPreference<ThemePreference>({
  key: THEME_STORAGE_KEY,
  fallback: 'system',
  read: readThemePreference,
  apply: applyTheme,
});

export const setThemePreference = theme.set;
/** Reads the stored choice again and applies it (start-up, and tests that clear storage). */
export const initTheme = theme.reload;
export const useThemePreference = theme.useValue;

/** The next state of the three-way toggle: system → light → dark → system. */
export function nextThemePreference(preference: ThemePreference): ThemePreference {
  const index = THEME_PREFERENCES.indexOf(preference);
  return THEME_PREFERENCES[(index + 1) % THEME_PREFERENCES.length] ?? 'system';
}
