/**
 * "Test connection": one `suggest` call with the values still in the form (unsaved), and a report
 * in Persian of what the service answered — or why nothing answered.
 */
import { suggestBodySchema } from '../../../../shared/wire/schemas';
import { v3Get } from '../../../api/api-client';
import { HttpError, NetworkError, ResponseValidationError, TimeoutError } from '../../../api/errors';
import { toPersianDigits } from '../../../text/persian-digits';
import type { ApiSettings } from '../../../connection/settings-store';

export const PROBE_WORD = 'آب';
const PROBE_TIMEOUT_MS = 8_000;

export interface ConnectionReport {
  readonly ok: boolean;
  readonly title: string;
  readonly detail: string;
  /** The service's own words, when it gave a reason (403). */
  readonly reason?: string;
}

export async function testConnection(settings: ApiSettings): Promise<ConnectionReport> {
  try {
    const body = await v3Get('suggest', { q: PROBE_WORD }, suggestBodySchema, {
      settings,
      timeoutMs: PROBE_TIMEOUT_MS,
    });
    const count = toPersianDigits(body.data.suggestion.length);
    return {
      ok: true,
      title: 'اتصال برقرار است',
      detail: `سرویس توکن را پذیرفت و برای «${PROBE_WORD}» ${count} پیشنهاد فرستاد.`,
    };
  } catch (error) {
    return failureReport(error);
  }
}

const NOT_V3 = 'این نشانی یک سرویس v3 نیست';

function failureReport(error: unknown): ConnectionReport {
  if (error instanceof HttpError) return httpReport(error);
  if (error instanceof TimeoutError) {
    return {
      ok: false,
      title: 'سرویس دیر پاسخ داد',
      detail: `در ${toPersianDigits(Math.ceil(error.ms / 1000))} ثانیه پاسخی نیامد. سرویس کند است یا نشانی درست نیست.`,
    };
  }
  if (error instanceof NetworkError) {
    return {
      ok: false,
      title: 'به سرویس نرسیدیم',
      detail:
        'پاسخی نیامد: نشانی نادرست است، سرویس خاموش است، اینترنت قطع است، یا سرویس درخواست از این صفحه را نمی‌پذیرد (CORS).',
    };
  }
  if (error instanceof ResponseValidationError) {
    return { ok: false, title: NOT_V3, detail: 'در این نشانی چیزی پاسخ داد، اما پاسخش پاسخ یک سرویس v3 نبود.' };
  }
  return { ok: false, title: 'آزمایش انجام نشد', detail: 'خطایی پیش‌بینی‌نشده رخ داد. دوباره تلاش کنید.' };
}

function httpReport(error: HttpError): ConnectionReport {
  const code = toPersianDigits(error.status);
  if (error.status === 401) {
    return {
      ok: false,
      title: 'توکن پذیرفته نشد',
      detail: 'سرویس پاسخ داد، اما این توکن را نمی‌شناسد. توکن را بررسی کنید.',
    };
  }
  if (error.status === 403) {
    return {
      ok: false,
      title: 'سرویس این توکن را نپذیرفت',
      detail: 'سرویس توکن را می‌شناسد اما به آن پاسخ نمی‌دهد. دلیلی که خود سرویس گفت:',
      ...(error.serviceMessage ? { reason: error.serviceMessage } : {}),
    };
  }
  if (error.status >= 500) {
    return {
      ok: false,
      title: error.status === 503 ? 'سرویس فعلاً در دسترس نیست' : 'سرویس دچار خطا شد',
      detail: `سرویس با کد ${code} پاسخ داد. کمی بعد دوباره آزمایش کنید.`,
    };
  }
  if (!error.errorWord) {
    return {
      ok: false,
      title: NOT_V3,
      detail: `در این نشانی چیزی با کد ${code} پاسخ داد، اما نه مانند یک سرویس v3. نشانی پایه را بدون بخش /v3 در پایانش بنویسید.`,
    };
  }
  return { ok: false, title: 'سرویس درخواست آزمایشی را نپذیرفت', detail: `سرویس با کد ${code} پاسخ داد.` };
}
