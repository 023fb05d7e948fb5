/**
 * Every failure the reader can meet, in Persian, with a way forward. The client throws typed
 * errors (errors.ts); this is the one place that turns them into words, so the search and word
 * pages, the settings page and the route boundaries all say the same thing about the same fault.
 */
import { HttpError, NetworkError, ResponseValidationError, TimeoutError } from './errors';
import { toPersianDigits } from '../text/persian-digits';

/** What the reader can do next; the panel turns each into a button or a link. */
export type ErrorAction = 'retry' | 'settings' | 'home';

export interface ErrorMessage {
  readonly title: string;
  readonly detail: string;
  /** The service's own words (403): shown as they came, isolated, because the reason matters. */
  readonly reason?: string;
  readonly actions: readonly ErrorAction[];
  /** Set when the app will try again by itself after this many milliseconds (503 Retry-After). */
  readonly autoRetryMs?: number;
}

const DEFAULT_503_WAIT_MS = 10_000;

function secondsText(ms: number): string {
  return `${toPersianDigits(Math.max(1, Math.ceil(ms / 1000)))} ثانیه`;
}

function describeHttp(error: HttpError): ErrorMessage {
  const { status } = error;
  if (status === 400) {
    return {
      title: 'درخواست فهمیده نشد',
      detail: 'سرویس این درخواست را نفهمید. جست‌وجو را تغییر دهید یا به صفحهٔ نخست بروید.',
      actions: ['home'],
    };
  }
  if (status === 401) {
    return {
      title: 'توکن پذیرفته نشد',
      detail: 'سرویس این توکن را نمی‌شناسد. توکن را در تنظیمات بررسی کنید.',
      actions: ['settings'],
    };
  }
  if (status === 403) {
    return {
      title: 'سرویس درخواست را نپذیرفت',
      detail: 'سرویس به این توکن پاسخ نمی‌دهد. دلیلی که خود سرویس گفت:',
      ...(error.serviceMessage ? { reason: error.serviceMessage } : {}),
      actions: ['settings'],
    };
  }
  if (status === 404) {
    return {
      title: 'پیدا نشد',
      detail: 'آنچه خواستید در این سرویس نیست.',
      actions: ['home'],
    };
  }
  if (status === 503) {
    const wait = error.retryAfterMs ?? DEFAULT_503_WAIT_MS;
    return {
      title: 'سرویس فعلاً در دسترس نیست',
      detail: `سرویس موقتاً پاسخ نمی‌دهد. پس از ${secondsText(wait)} خودمان دوباره تلاش می‌کنیم.`,
      actions: ['retry'],
      autoRetryMs: wait,
    };
  }
  if (status >= 500) {
    return {
      title: 'سرویس دچار خطا شد',
      detail: 'سرویس نتوانست پاسخ دهد. کمی بعد دوباره تلاش کنید.',
      actions: ['retry'],
    };
  }
  return {
    title: 'پاسخ ناآشنا از سرویس',
    detail: `سرویس با کد ${toPersianDigits(status)} پاسخ داد. نشانی سرویس را در تنظیمات بررسی کنید.`,
    actions: ['settings', 'home'],
  };
}

export function describeError(error: unknown): ErrorMessage {
  if (error instanceof HttpError) return describeHttp(error);
  if (error instanceof NetworkError) {
    const offline = globalThis.navigator?.onLine === false;
    return {
      title: offline ? 'به اینترنت وصل نیستید' : 'به سرویس نرسیدیم',
      detail: offline
        ? 'اتصال اینترنت را بررسی کنید و دوباره تلاش کنید.'
        : 'اتصال اینترنت و نشانی سرویس را بررسی کنید و دوباره تلاش کنید.',
      actions: ['retry', 'settings'],
    };
  }
  if (error instanceof TimeoutError) {
    return {
      title: 'پاسخ سرویس دیر شد',
      detail: `سرویس در ${secondsText(error.ms)} پاسخی نداد. دوباره تلاش کنید.`,
      actions: ['retry'],
    };
  }
  if (error instanceof ResponseValidationError) {
    return {
      title: 'پاسخ سرویس نامعتبر است',
      detail: 'آنچه این نشانی فرستاد پاسخ یک سرویس v3 نیست. نشانی سرویس را در تنظیمات بررسی کنید.',
      actions: ['settings', 'retry'],
    };
  }
  return {
    title: 'چیزی درست کار نکرد',
    detail: 'این بخش نتوانست نمایش داده شود. دوباره تلاش کنید یا به صفحهٔ نخست بروید.',
    actions: ['retry', 'home'],
  };
}
