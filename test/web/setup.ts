import '@testing-library/jest-dom/vitest';
import { afterEach, beforeEach } from 'vitest';
import { cleanup } from '@testing-library/react';
import { resetSettingsForTests } from '../../src/web/lib/settings-store';
import { initTheme } from '../../src/web/lib/theme';
import { startConsoleGuard, stopConsoleGuard } from './console-guard';

beforeEach(() => {
  startConsoleGuard();
});

afterEach(() => {
  cleanup();
  // Module state that outlives a test: saved settings and theme live in localStorage.
  localStorage.clear();
  resetSettingsForTests();
  initTheme();
  document.title = '';
  stopConsoleGuard();
});
