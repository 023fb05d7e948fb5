/**
 * Every failure the reader can meet, in Persian, with a way forward. The client throws typed
 * errors (errors.ts); this is the one table that turns them into words, so the search and word
 * pages, the route boundaries and the settings page's connection test all say the same thing
 * about the same fault. The connection test tries a base URL and token not yet saved, so for some
 * faults it says more about the URL (docs/v3-contract.md §6 lists the statuses).
 */
import { HttpError, NetworkError, ResponseValidationError, TimeoutError } from './errors';
import { toPersianDigits } from '../text/persian-digits';
import { MAX_READ_BYTES } from '../../shared/wire/read';

/** What the reader can do next; the panel turns each into a button or a link. */
export type ErrorAction = 'retry' | 'settings' | 'home';

/**
 * Where the fault is told: a page the reader was using, the reading page (whose text box, right
 * below, is the way forward from a text refused), or the connection test in settings.
 */
export type FaultSetting = 'page' | 'reading' | 'connection-test';

export interface ErrorMessage {
  readonly title: string;
  readonly detail: string;
  /** The service's own words (403): shown as they came, isolated, because the reason matters. */
  readonly reason?: string;
  readonly actions: readonly ErrorAction[];
  /** Set when the app will try again by itself after this many milliseconds (503 Retry-After). */
  readonly autoRetryMs?: number;
}

interface Wording {
  readonly title: string;
  readonly detail: string;
}

interface Fault {
  readonly actions: readonly ErrorAction[];
  /** What is said of the fault, wherever it is told. */
  readonly words: Wording;
  /** What the connection test says instead, where it differs. */
  readonly test?: Partial<Wording>;
  /** What the reading page says instead, where it differs. */
  readonly reading?: Partial<Wording>;
}

/** Numbers a message quotes, in Persian digits. */
interface Quoted {
  readonly code: string;
  readonly seconds: string;
}

const DEFAULT_503_WAIT_MS = 10_000;
const NOT_V3 = 'این نشانی یک سرویس v3 نیست';
const READ_LIMIT = `${toPersianDigits(MAX_READ_BYTES / 1024)} کیلوبایت`;

const FAULTS = {
  badRequest: () => ({
    actions: ['home'],
    words: {
      title: 'درخواست فهمیده نشد',
      detail: 'سرویس این درخواست را نفهمید. جست‌وجو را تغییر دهید یا به صفحهٔ نخست بروید.',
    },
    reading: {
      title: 'متن خوانده نشد',
      detail:
        'سرویس این متن را نپذیرفت: خالی بود یا نویسه‌هایی داشت که متن نیستند. متن را در کادر زیر بازبینی کنید و دوباره بفرستید.',
    },
  }),
  tooLarge: () => ({
    actions: ['home'],
    words: { title: 'درخواست بزرگ‌تر از اندازه است', detail: 'سرویس درخواستی به این بزرگی را نمی‌پذیرد.' },
    reading: {
      title: 'متن بلندتر از اندازه است',
      detail: `سرویس متن را تا ${READ_LIMIT} می‌خواند. بخشی از آن را در کادر زیر بگذارید و بقیه را جداگانه بخوانید.`,
    },
  }),
  tooMany: ({ seconds }) => ({
    actions: ['retry'],
    words: {
      title: 'درخواست‌ها بیش از اندازه شد',
      detail: `سرویس فعلاً درخواست بیشتری از شما نمی‌پذیرد. پس از ${seconds} خودمان دوباره تلاش می‌کنیم.`,
    },
  }),
  tokenUnknown: () => ({
    actions: ['settings'],
    words: { title: 'توکن پذیرفته نشد', detail: 'سرویس این توکن را نمی‌شناسد. توکن را در تنظیمات بررسی کنید.' },
    test: { detail: 'سرویس پاسخ داد، اما این توکن را نمی‌شناسد. توکن را بررسی کنید.' },
  }),
  tokenRefused: () => ({
    actions: ['settings'],
    words: { title: 'سرویس درخواست را نپذیرفت', detail: 'سرویس به این توکن پاسخ نمی‌دهد. دلیلی که خود سرویس گفت:' },
    test: {
      title: 'سرویس این توکن را نپذیرفت',
      detail: 'سرویس توکن را می‌شناسد اما به آن پاسخ نمی‌دهد. دلیلی که خود سرویس گفت:',
    },
  }),
  notFound: () => ({ actions: ['home'], words: { title: 'پیدا نشد', detail: 'آنچه خواستید در این سرویس نیست.' } }),
  unavailable: ({ code, seconds }) => ({
    actions: ['retry'],
    words: {
      title: 'سرویس فعلاً در دسترس نیست',
      detail: `سرویس موقتاً پاسخ نمی‌دهد. پس از ${seconds} خودمان دوباره تلاش می‌کنیم.`,
    },
    test: { detail: `سرویس با کد ${code} پاسخ داد. کمی بعد دوباره آزمایش کنید.` },
  }),
  serviceError: ({ code }) => ({
    actions: ['retry'],
    words: { title: 'سرویس دچار خطا شد', detail: 'سرویس نتوانست پاسخ دهد. کمی بعد دوباره تلاش کنید.' },
    test: { detail: `سرویس با کد ${code} پاسخ داد. کمی بعد دوباره آزمایش کنید.` },
  }),
  otherStatus: ({ code }) => ({
    actions: ['settings', 'home'],
    words: {
      title: 'پاسخ ناآشنا از سرویس',
      detail: `سرویس با کد ${code} پاسخ داد. نشانی سرویس را در تنظیمات بررسی کنید.`,
    },
    test: { title: 'سرویس درخواست آزمایشی را نپذیرفت', detail: `سرویس با کد ${code} پاسخ داد.` },
  }),
  // A status without the v3 envelope: only the connection test tells it apart (a page says otherStatus,
  // or notFound, or badRequest).
  statusNotV3: ({ code }) => ({
    actions: ['settings'],
    words: {
      title: NOT_V3,
      detail: `در این نشانی چیزی با کد ${code} پاسخ داد، اما نه مانند یک سرویس v3. نشانی پایه را بدون بخش /v3 در پایانش بنویسید.`,
    },
  }),
  offline: () => ({
    actions: ['retry', 'settings'],
    words: { title: 'به اینترنت وصل نیستید', detail: 'اتصال اینترنت را بررسی کنید و دوباره تلاش کنید.' },
  }),
  unreachable: () => ({
    actions: ['retry', 'settings'],
    words: { title: 'به سرویس نرسیدیم', detail: 'اتصال اینترنت و نشانی سرویس را بررسی کنید و دوباره تلاش کنید.' },
    test: {
      detail:
        'پاسخی نیامد: نشانی نادرست است، سرویس خاموش است، اینترنت قطع است، یا سرویس درخواست از این صفحه را نمی‌پذیرد (CORS).',
    },
  }),
  timeout: ({ seconds }) => ({
    actions: ['retry'],
    words: { title: 'پاسخ سرویس دیر شد', detail: `سرویس در ${seconds} پاسخی نداد. دوباره تلاش کنید.` },
    test: { detail: `در ${seconds} پاسخی نیامد. سرویس کند است یا نشانی درست نیست.` },
  }),
  bodyNotV3: () => ({
    actions: ['settings', 'retry'],
    words: {
      title: 'پاسخ سرویس نامعتبر است',
      detail: 'آنچه این نشانی فرستاد پاسخ یک سرویس v3 نیست. نشانی سرویس را در تنظیمات بررسی کنید.',
    },
    test: { title: NOT_V3, detail: 'در این نشانی چیزی پاسخ داد، اما پاسخش پاسخ یک سرویس v3 نبود.' },
  }),
  unknown: () => ({
    actions: ['retry', 'home'],
    words: {
      title: 'چیزی درست کار نکرد',
      detail: 'این بخش نتوانست نمایش داده شود. دوباره تلاش کنید یا به صفحهٔ نخست بروید.',
    },
    test: { title: 'آزمایش انجام نشد', detail: 'خطایی پیش‌بینی‌نشده رخ داد. دوباره تلاش کنید.' },
  }),
} satisfies Record<string, (quoted: Quoted) => Fault>;

type FaultName = keyof typeof FAULTS;

function httpFault({ status, errorWord }: HttpError, setting: FaultSetting): FaultName {
  if (status === 401) return 'tokenUnknown';
  if (status === 403) return 'tokenRefused';
  if (status === 503) return 'unavailable';
  if (status === 429) return 'tooMany';
  if (status >= 500) return 'serviceError';
  if (setting === 'connection-test') return errorWord ? 'otherStatus' : 'statusNotV3';
  if (status === 400) return 'badRequest';
  if (status === 404) return 'notFound';
  if (status === 413) return 'tooLarge';
  return 'otherStatus';
}

function faultOf(error: unknown, setting: FaultSetting): FaultName {
  if (error instanceof HttpError) return httpFault(error, setting);
  if (error instanceof NetworkError) {
    return setting !== 'connection-test' && globalThis.navigator?.onLine === false ? 'offline' : 'unreachable';
  }
  if (error instanceof TimeoutError) return 'timeout';
  if (error instanceof ResponseValidationError) return 'bodyNotV3';
  return 'unknown';
}

function waitOf(error: unknown): number | undefined {
  if (error instanceof TimeoutError) return error.ms;
  if (error instanceof HttpError && (error.status === 503 || error.status === 429)) {
    return error.retryAfterMs ?? DEFAULT_503_WAIT_MS;
  }
  return undefined;
}

export function describeError(error: unknown, setting: FaultSetting = 'page'): ErrorMessage {
  const wait = waitOf(error);
  const quoted: Quoted = {
    code: error instanceof HttpError ? toPersianDigits(error.status) : '',
    seconds: `${toPersianDigits(Math.max(1, Math.ceil((wait ?? 0) / 1000)))} ثانیه`,
  };
  const name = faultOf(error, setting);
  const fault: Fault = FAULTS[name](quoted);
  const reason = error instanceof HttpError && name === 'tokenRefused' ? error.serviceMessage : undefined;
  const autoRetry = setting !== 'connection-test' && (name === 'unavailable' || name === 'tooMany') ? wait : undefined;
  return {
    ...fault.words,
    ...(setting === 'connection-test' ? fault.test : {}),
    ...(setting === 'reading' ? fault.reading : {}),
    actions: fault.actions,
    ...(reason ? { reason } : {}),
    ...(autoRetry === undefined ? {} : { autoRetryMs: autoRetry }),
  };
}
