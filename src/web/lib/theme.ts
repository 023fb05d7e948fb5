/**
 * Light, dark or the system's choice. The choice is remembered in localStorage and written to
 * `data-theme` on <html> (CSS reads it); main.tsx applies it before the first render, without an
 * inline script, which the CSP forbids.
 */
import { useSyncExternalStore } from 'react';
import { readStored, writeStored } from './storage';

export const THEME_PREFERENCES = ['system', 'light', 'dark'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];

const STORAGE_KEY = 'farhang.theme.v1';

function isThemePreference(value: unknown): value is ThemePreference {
  return THEME_PREFERENCES.some((pref) => pref === value);
}

let current: ThemePreference = readPreference();
const listeners = new Set<() => void>();

function readPreference(): ThemePreference {
  const stored = readStored(STORAGE_KEY);
  return isThemePreference(stored) ? stored : 'system';
}

export function getThemePreference(): ThemePreference {
  return current;
}

/** Writes the preference to <html data-theme>; 'system' leaves the colours to the media query. */
export function applyTheme(preference: ThemePreference, root = globalThis.document?.documentElement): void {
  if (root) root.dataset['theme'] = preference;
}

export function setThemePreference(preference: ThemePreference): void {
  current = preference;
  writeStored(STORAGE_KEY, preference === 'system' ? undefined : preference);
  applyTheme(preference);
  for (const listener of listeners) listener();
}

/** The next state of the three-way toggle: system → light → dark → system. */
export function nextThemePreference(preference: ThemePreference): ThemePreference {
  const index = THEME_PREFERENCES.indexOf(preference);
  return THEME_PREFERENCES[(index + 1) % THEME_PREFERENCES.length] ?? 'system';
}

/** Reads the stored choice again and applies it (start-up, and tests that clear storage). */
export function initTheme(): ThemePreference {
  current = readPreference();
  applyTheme(current);
  return current;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useThemePreference(): ThemePreference {
  // A server-rendered page is drawn for the system's choice; the stored one follows on hydration.
  return useSyncExternalStore(subscribe, getThemePreference, () => 'system');
}
