/**
 * The Persian words for every failure the reader can meet (api/error-messages.ts picks the fault
 * and its way forward; this says it). A fault's words may differ on the reading page and in the
 * settings page's connection test, where the way forward is another.
 */
export interface Wording {
  readonly title: string;
  readonly detail: string;
}

export interface FaultWording {
  /** What is said of the fault, wherever it is told. */
  readonly words: Wording;
  /** What the connection test says instead, where it differs. */
  readonly test?: Partial<Wording>;
  /** What the reading page says instead, where it differs. */
  readonly reading?: Partial<Wording>;
}

/** What a message quotes, already in the interface's digits: a status code, a wait, the reading limit. */
export interface FaultQuote {
  readonly code: string;
  readonly seconds: string;
  readonly readLimit: string;
  /** An origin the page may not ask. */
  readonly origin: string;
}

type Fault = (quote: FaultQuote) => FaultWording;

const NOT_V3 = 'این نشانی یک سرویس v3 نیست';

const faultsFa: Record<FaultName, Fault> = {
  badRequest: () => ({
    words: {
      title: 'درخواست فهمیده نشد',
      detail: 'سرویس این درخواست را نفهمید. جست‌وجو را تغییر دهید یا به صفحهٔ نخست بروید.',
    },
    reading: {
      title: 'متن خوانده نشد',
      detail:
        'سرویس این متن را نپذیرفت: یا خالی بود، یا نویسه‌هایی داشت که متن نیستند، یا به شکل متنِ فرم فرستاده نشده بود. متن را در کادر زیر بازبینی کنید و دوباره بفرستید.',
    },
  }),
  tooLarge: ({ readLimit }) => ({
    words: { title: 'درخواست بزرگ‌تر از اندازه است', detail: 'سرویس درخواستی به این بزرگی را نمی‌پذیرد.' },
    reading: {
      title: 'متن بلندتر از اندازه است',
      detail: `سرویس متن را تا ${readLimit} می‌خواند. کادر زیر آغاز آن را تا همین اندازه نگه داشته است: آن را بخوانید و بقیه را جداگانه.`,
    },
  }),
  tooMany: ({ seconds }) => ({
    words: {
      title: 'درخواست‌ها بیش از اندازه شد',
      detail: `سرویس فعلاً درخواست بیشتری از شما نمی‌پذیرد. پس از ${seconds} خودمان دوباره تلاش می‌کنیم.`,
    },
  }),
  tokenUnknown: () => ({
    words: { title: 'توکن پذیرفته نشد', detail: 'سرویس این توکن را نمی‌شناسد. توکن را در تنظیمات بررسی کنید.' },
    test: { detail: 'سرویس پاسخ داد، اما این توکن را نمی‌شناسد. توکن را بررسی کنید.' },
  }),
  tokenRefused: () => ({
    words: { title: 'سرویس درخواست را نپذیرفت', detail: 'سرویس به این توکن پاسخ نمی‌دهد. دلیلی که خود سرویس گفت:' },
    test: {
      title: 'سرویس این توکن را نپذیرفت',
      detail: 'سرویس توکن را می‌شناسد اما به آن پاسخ نمی‌دهد. دلیلی که خود سرویس گفت:',
    },
  }),
  notFound: () => ({ words: { title: 'پیدا نشد', detail: 'آنچه خواستید در این سرویس نیست.' } }),
  unavailable: ({ code, seconds }) => ({
    words: {
      title: 'سرویس فعلاً در دسترس نیست',
      detail: `سرویس موقتاً پاسخ نمی‌دهد. پس از ${seconds} خودمان دوباره تلاش می‌کنیم.`,
    },
    test: { detail: `سرویس با کد ${code} پاسخ داد. کمی بعد دوباره آزمایش کنید.` },
  }),
  serviceError: ({ code }) => ({
    words: { title: 'سرویس دچار خطا شد', detail: 'سرویس نتوانست پاسخ دهد. کمی بعد دوباره تلاش کنید.' },
    test: { detail: `سرویس با کد ${code} پاسخ داد. کمی بعد دوباره آزمایش کنید.` },
  }),
  otherStatus: ({ code }) => ({
    words: {
      title: 'پاسخ ناآشنا از سرویس',
      detail: `سرویس با کد ${code} پاسخ داد. نشانی سرویس را در تنظیمات بررسی کنید.`,
    },
    test: { title: 'سرویس درخواست آزمایشی را نپذیرفت', detail: `سرویس با کد ${code} پاسخ داد.` },
  }),
  statusNotV3: ({ code }) => ({
    words: {
      title: NOT_V3,
      detail: `در این نشانی چیزی با کد ${code} پاسخ داد، اما نه مانند یک سرویس v3. نشانی پایه را بدون بخش /v3 در پایانش بنویسید.`,
    },
  }),
  offline: () => ({
    words: { title: 'به اینترنت وصل نیستید', detail: 'اتصال اینترنت را بررسی کنید و دوباره تلاش کنید.' },
  }),
  unreachable: () => ({
    words: { title: 'به سرویس نرسیدیم', detail: 'اتصال اینترنت و نشانی سرویس را بررسی کنید و دوباره تلاش کنید.' },
    test: {
      detail:
        'پاسخی نیامد: نشانی نادرست است، سرویس خاموش است، اینترنت قطع است، یا سرویس درخواست از این صفحه را نمی‌پذیرد (CORS).',
    },
  }),
  notAllowed: ({ origin }) => ({
    words: {
      title: 'این نشانی این‌جا پذیرفته نیست',
      detail: `این سایت برنامه را فقط به سرویس خودش (و آنچه گردانندهٔ آن اجازه داده) وصل می‌کند، نه به \u2066${origin}\u2069. در تنظیمات نشانی دیگری بگذارید، یا برنامه را در سایتِ همان سرویس باز کنید.`,
    },
    test: {
      detail: `مرورگر از این صفحه به \u2066${origin}\u2069 وصل نمی‌شود: گردانندهٔ این سایت آن را مجاز نکرده است (\u2066--api-origin\u2069). برنامه را در سایتِ همان سرویس باز کنید.`,
    },
  }),
  timeout: ({ seconds }) => ({
    words: { title: 'پاسخ سرویس دیر شد', detail: `سرویس در ${seconds} پاسخی نداد. دوباره تلاش کنید.` },
    test: { detail: `در ${seconds} پاسخی نیامد. سرویس کند است یا نشانی درست نیست.` },
  }),
  bodyNotV3: () => ({
    words: {
      title: 'پاسخ سرویس نامعتبر است',
      detail: 'آنچه این نشانی فرستاد پاسخ یک سرویس v3 نیست. نشانی سرویس را در تنظیمات بررسی کنید.',
    },
    test: { title: NOT_V3, detail: 'در این نشانی چیزی پاسخ داد، اما پاسخش پاسخ یک سرویس v3 نبود.' },
  }),
  unknown: () => ({
    words: {
      title: 'چیزی درست کار نکرد',
      detail: 'این بخش نتوانست نمایش داده شود. دوباره تلاش کنید یا به صفحهٔ نخست بروید.',
    },
    test: { title: 'آزمایش انجام نشد', detail: 'خطایی پیش‌بینی‌نشده رخ داد. دوباره تلاش کنید.' },
  }),
};

export const errorsFa = {
  retry: 'تلاش دوباره',
  toSettings: 'رفتن به تنظیمات',
  home: 'صفحهٔ نخست',
  /** The stand-in panel's words while the full one loads: they fit any failure. */
  fallback: 'خطایی رخ داد؛ دوباره تلاش کنید.',
  seconds: ({ n: _n, count }: { n: number; count: string }) => `${count} ثانیه`,
  kilobytes: ({ count }: { n: number; count: string }) => `${count} کیلوبایت`,
  faults: faultsFa,
};

export type FaultName =
  | 'badRequest'
  | 'tooLarge'
  | 'tooMany'
  | 'tokenUnknown'
  | 'tokenRefused'
  | 'notFound'
  | 'unavailable'
  | 'serviceError'
  | 'otherStatus'
  | 'statusNotV3'
  | 'offline'
  | 'unreachable'
  | 'notAllowed'
  | 'timeout'
  | 'bodyNotV3'
  | 'unknown';
