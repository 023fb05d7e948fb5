import { expect, test } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { setPronAbove, usePronAbove } from '../../../src/web/preferences/pron-above';
import { setTextSize } from '../../../src/web/preferences/text-size';
import { TEXT_SIZE_STORAGE_KEY } from '../../../src/web/preferences/text-size-attribute';
import { setThemePreference } from '../../../src/web/theme/theme';
import { THEME_STORAGE_KEY } from '../../../src/web/theme/theme-attribute';
import { storageChanged, storageCleared } from '../../support/web/storage-events';

const root = document.documentElement;

test('a theme and a text size chosen in another tab are what this tab shows next', () => {
  setThemePreference('light');
  setTextSize('normal');
  localStorage.setItem(THEME_STORAGE_KEY, JSON.stringify('dark'));
  storageChanged(THEME_STORAGE_KEY);
  localStorage.setItem(TEXT_SIZE_STORAGE_KEY, JSON.stringify('larger'));
  storageChanged(TEXT_SIZE_STORAGE_KEY);
  expect(root.dataset['theme']).toBe('dark');
  expect(root.dataset['textSize']).toBe('larger');
});

test("another tab clearing the site's data brings this tab back to the defaults it would start with", () => {
  setThemePreference('dark');
  setTextSize('large');
  setPronAbove(true);
  const { result: pronAbove } = renderHook(() => usePronAbove());
  expect(pronAbove.current).toBe(true);
  localStorage.clear();
  act(() => storageCleared());
  expect(root.dataset['theme']).toBe('system');
  expect(root.dataset['textSize']).toBeUndefined();
  expect(pronAbove.current).toBe(false);
});
