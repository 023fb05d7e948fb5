import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { deleteLibraryBackup } from '../../../src/web/features/library/model/library-store';
import { DEFAULT_PRODUCT, releaseSavedSettings, setDefaultSettings } from '../../../src/web/connection/settings-store';
import { initTheme } from '../../../src/web/theme/theme';
import { initTextSize } from '../../../src/web/preferences/text-size';
import { initPronAbove } from '../../../src/web/preferences/pron-above';
import { startConsoleGuard, stopConsoleGuard } from './console-guard';
import { storageCleared } from './storage-events';
import { setLanguageOutsideProvider } from '../../../src/web/i18n/language-context';
import { messagesFa } from '../../../src/web/i18n/messages-fa';

// A component drawn bare (no App around it) reads Persian, the default interface.
setLanguageOutsideProvider('fa', messagesFa);

// Lazy route chunks and a real service on a busy two-core machine can take longer than the
// default second to appear; a real failure still fails, only later.
configure({ asyncUtilTimeout: 4000 });

// Every module of the app loaded before a file's tests: files share their worker's modules, and a
// lazy chunk still loading when a file ends (a prefetch on focus) would fail for every later file.
// Not the entries nor the boot script, which start the app when imported.
import.meta.glob(['/src/web/**/*.{ts,tsx}', '!/src/web/entry-*.tsx', '!/src/web/boot.ts', '!/src/web/sw/**'], {
  eager: true,
});

beforeEach(() => {
  startConsoleGuard();
});

afterEach(() => {
  cleanup();
  // Module state outlives a test (and a file: files share their worker's modules). Each test
  // starts as a first visit: storage cleared as another tab clears it, which the settings and the
  // library follow; the service's defaults as before any config arrived; the theme and the reader's
  // other preferences re-read.
  localStorage.clear();
  storageCleared();
  deleteLibraryBackup();
  setDefaultSettings({ baseUrl: '', token: '', product: DEFAULT_PRODUCT });
  releaseSavedSettings();
  initTheme();
  initTextSize();
  initPronAbove();
  document.title = '';
  stopConsoleGuard();
});
