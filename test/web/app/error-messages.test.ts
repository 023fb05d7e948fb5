import { afterEach, expect, test, vi } from 'vitest';
import { describeError as describeIn, type FaultSetting } from '../../../src/web/api/error-messages';
import { HttpError, NetworkError, ResponseValidationError, TimeoutError } from '../../../src/web/api/errors';
import { PERSIAN } from '../../support/persian-telling';
import { WAIT_APP_RETRY_S } from '../../../src/shared/wire/waits';

const describeError = (error: unknown, setting: FaultSetting = 'page') => describeIn(error, setting, PERSIAN);

afterEach(() => {
  vi.unstubAllGlobals();
});

test('each status has its own Persian title and way forward', () => {
  expect(describeError(new HttpError(400, 'invalid_parameter', ''))).toMatchObject({
    title: 'درخواست فهمیده نشد',
    actions: ['home'],
  });
  expect(describeError(new HttpError(401, 'invalid_token', ''))).toMatchObject({ actions: ['settings'] });
  expect(describeError(new HttpError(403, 'token_denied', 'suspended'))).toMatchObject({
    reason: 'suspended',
    actions: ['settings'],
  });
  expect(describeError(new HttpError(404, 'not_found', ''))).toMatchObject({ title: 'پیدا نشد' });
  expect(describeError(new HttpError(502, '', ''))).toMatchObject({ title: 'سرویس دچار خطا شد', actions: ['retry'] });
  expect(describeError(new HttpError(405, 'method_not_allowed', '')).detail).toContain('۴۰۵');
});

test('503 promises an automatic retry after Retry-After, or after the app’s own wait without one', () => {
  expect(describeError(new HttpError(503, 'unavailable', '', 2500))).toMatchObject({ autoRetryMs: 2500 });
  expect(describeError(new HttpError(503, 'unavailable', '', 2500)).detail).toContain('۳ ثانیه');
  expect(describeError(new HttpError(503, 'unavailable', ''))).toMatchObject({ autoRetryMs: WAIT_APP_RETRY_S * 1000 });
});

test('network failures tell offline apart from an unreachable service', () => {
  expect(describeError(new NetworkError()).title).toBe('به سرویس نرسیدیم');
  vi.stubGlobal('navigator', { onLine: false });
  expect(describeError(new NetworkError()).title).toBe('به اینترنت وصل نیستید');
});

test('timeouts, bodies that are not v3, and unknown failures', () => {
  expect(describeError(new TimeoutError(10_000)).detail).toContain('۱۰ ثانیه');
  expect(describeError(new ResponseValidationError(['data: missing'])).actions).toContain('settings');
  expect(describeError(new Error('render crash'))).toMatchObject({ title: 'چیزی درست کار نکرد' });
});

test('the connection test names the same fault with the same title, and says more about the address it tried', () => {
  const page = describeError(new HttpError(500, 'internal', ''));
  const tested = describeError(new HttpError(500, 'internal', ''), 'connection-test');
  expect(tested.title).toBe(page.title);
  expect(tested.detail).toContain('کد ۵۰۰');
  // A 404 without the v3 envelope: on a page "not found", in the test "this address is not v3".
  expect(describeError(new HttpError(404, '', '')).title).toBe('پیدا نشد');
  expect(describeError(new HttpError(404, '', ''), 'connection-test').title).toBe('این نشانی یک سرویس v3 نیست');
  // The test never promises to retry by itself: the reader is still filling in the form.
  expect(describeError(new HttpError(503, 'unavailable', '', 2000), 'connection-test').autoRetryMs).toBeUndefined();
});
