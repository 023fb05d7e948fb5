import { expect, test } from 'vitest';
import { getSettings, saveSettings } from '../../../src/web/connection/settings-store';
import { storageChanged, storageCleared } from '../../support/web/storage-events';

const SETTINGS_KEY = 'farhang.settings.v1';

test('a token saved in another tab is the one this tab sends next', () => {
  saveSettings({ token: 'this-tab' });
  localStorage.setItem(SETTINGS_KEY, JSON.stringify({ token: 'other-tab' }));
  storageChanged(SETTINGS_KEY);
  expect(getSettings().token).toBe('other-tab');
});

test("another tab clearing the site's data leaves this tab on the service's defaults, not a token it no longer holds", () => {
  saveSettings({ token: 'gone', baseUrl: 'https://dict.example' });
  localStorage.clear();
  storageCleared();
  expect(getSettings()).toMatchObject({ token: '', baseUrl: '' });
});
