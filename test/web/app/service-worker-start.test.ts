/**
 * The offline worker is registered after the app has started, when the browser is idle, or at
 * the latest 5 s on where it cannot say (fake clock): never among what the first seconds load.
 */
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { registerServiceWorker } from '../../../src/web/app/service-worker-registration';

const register = vi.fn(() => Promise.resolve());

beforeEach(() => {
  vi.stubEnv('PROD', true);
  Object.defineProperty(navigator, 'serviceWorker', { value: { register }, configurable: true });
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  register.mockClear();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

test('registered once the browser says it is idle, not before', () => {
  let idle: (() => void) | undefined;
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => {
    idle = callback;
    return 1;
  });
  registerServiceWorker();
  expect(register).not.toHaveBeenCalled();
  idle?.();
  expect(register).toHaveBeenCalledWith('/sw.js');
});

test('where the browser cannot say when it is idle, registered 5 s on', () => {
  vi.useFakeTimers();
  vi.stubGlobal('requestIdleCallback', undefined);
  registerServiceWorker();
  vi.advanceTimersByTime(4_999);
  expect(register).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(register).toHaveBeenCalledWith('/sw.js');
});
