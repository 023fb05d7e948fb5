import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { reloadLibraryForTests } from '../../src/web/features/library/model/library-store';
import { resetSettingsForTests } from '../../src/web/connection/settings-store';
import { initTheme } from '../../src/web/theme/theme';
import { startConsoleGuard, stopConsoleGuard } from './console-guard';

// Lazy route chunks and a real service on a busy two-core machine can take longer than the
// default second to appear; a real failure still fails, only later.
configure({ asyncUtilTimeout: 4000 });

beforeEach(() => {
  startConsoleGuard();
});

afterEach(() => {
  cleanup();
  // Module state that outlives a test: saved settings, theme and library live in localStorage.
  localStorage.clear();
  resetSettingsForTests();
  reloadLibraryForTests();
  initTheme();
  document.title = '';
  stopConsoleGuard();
});
