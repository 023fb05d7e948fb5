/**
 * The reader's theme as stored and as written to <html data-theme> (CSS reads it): the part of
 * theme.ts that needs no React, so the boot script can apply it before the first frame.
 */
import { readStored } from '../storage/local-storage';

export const THEME_PREFERENCES = ['system', 'light', 'dark'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];

export const THEME_STORAGE_KEY = 'farhang.theme.v1';

function isThemePreference(value: unknown): value is ThemePreference {
  return THEME_PREFERENCES.some((pref) => pref === value);
}

/** The stored choice; 'system' when none (it is never stored) or when storage is refused. */
export function readThemePreference(): ThemePreference {
  const stored = readStored(THEME_STORAGE_KEY);
  return isThemePreference(stored) ? stored : 'system';
}

/** Writes the preference to <html data-theme>; 'system' leaves the colours to the media query. */
export function applyTheme(preference: ThemePreference, root = globalThis.document?.documentElement): void {
  if (root) root.dataset['theme'] = preference;
}
