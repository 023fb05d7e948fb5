/**
 * Light, dark or the system's choice. The choice is remembered in localStorage and written to
 * `data-theme` on <html> (CSS reads it, theme-attribute.ts writes it); the boot script applies
 * it before the first frame, without an inline script, which the CSP forbids.
 */
import { writeStored } from '../storage/local-storage';
import { createExternalStore, useExternalStore } from '../storage/external-store';
import {
  applyTheme,
  readThemePreference,
  THEME_PREFERENCES,
  THEME_STORAGE_KEY,
  type ThemePreference,
} from './theme-attribute';

export { applyTheme, THEME_PREFERENCES, type ThemePreference };

let current: ThemePreference = readThemePreference();
const store = createExternalStore(() => current);

export function setThemePreference(preference: ThemePreference): void {
  current = preference;
  writeStored(THEME_STORAGE_KEY, preference === 'system' ? undefined : preference);
  applyTheme(preference);
  store.changed();
}

/** The next state of the three-way toggle: system → light → dark → system. */
export function nextThemePreference(preference: ThemePreference): ThemePreference {
  const index = THEME_PREFERENCES.indexOf(preference);
  return THEME_PREFERENCES[(index + 1) % THEME_PREFERENCES.length] ?? 'system';
}

/** Reads the stored choice again and applies it (start-up, and tests that clear storage). */
export function initTheme(): ThemePreference {
  current = readThemePreference();
  applyTheme(current);
  return current;
}

export function useThemePreference(): ThemePreference {
  // A server-rendered page is drawn for the system's choice; the stored one follows on hydration.
  return useExternalStore(store, 'system');
}
