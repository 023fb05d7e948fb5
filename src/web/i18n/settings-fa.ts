/** The Persian words of the settings page (features/settings); the theme's names are the core table's. */
export const settingsFa = {
  title: 'تنظیمات',
  display: 'نمایش',
  language: 'زبان',
  /** Each language in its own words, the same in both tables. */
  languages: { fa: 'فارسی', en: 'English' },
  theme: 'پوسته',
  textSize: 'اندازهٔ متن',
  textSizes: { normal: 'معمولی', large: 'درشت', larger: 'درشت‌تر' },
  pronAbove: 'آوانویسی بالای واژه‌ها در صفحهٔ خواندن',
  defaultDbs: 'فرهنگ‌های پیش‌فرض',
  defaultDbsHint:
    'جست‌وجویی که در آن فرهنگی برنگزینید، این فرهنگ‌ها را به همین ترتیب می‌پرسد؛ نتیجه‌های فرهنگِ بالاتر زودتر می‌آیند. هیچ‌کدام یعنی همهٔ فرهنگ‌ها.',
  allDbs: 'همهٔ فرهنگ‌ها، به ترتیب خودشان.',
  allDbsSamplesLast: 'همهٔ فرهنگ‌ها، نخست آن‌ها که متن خودشان را دارند و پس از آن‌ها آن‌ها که نمونهٔ ما را.',
  dbOrder: 'ترتیب فرهنگ‌های پیش‌فرض',
  moveUp: ({ name }: { name: string }) => `بالاتر بردن ${name}`,
  moveDown: ({ name }: { name: string }) => `پایین‌تر بردن ${name}`,
  movedTo: ({ name, place, count }: { name: string; place: string; count: string }) => `${name}: ${place} از ${count}`,
  advanced: 'پیشرفته: سرویس، توکن و نام محصول',
  advancedIntro:
    'وب‌گاهِ فرهنگ از یک سرویس v3 می‌پرسد. اگر سرویس دیگری دارید، نشانی آن و توکن خود را اینجا بنویسید. اگر پس از تغییری چیزی کار نکرد، «بازگشت به پیش‌فرض» همه را به حال نخست برمی‌گرداند.',
  baseUrl: 'نشانی سرویس',
  baseUrlHint: 'خالی یعنی همین نشانی. سرویسی که اکنون پرسیده می‌شود:',
  baseUrlIncomplete: 'نشانی سرویس باید کامل باشد و با http:// یا https:// آغاز شود.',
  baseUrlNotAllowed: ({ origin }: { origin: string }) =>
    `این سایت برنامه را به \u2066${origin}\u2069 وصل نمی‌کند: گردانندهٔ آن فقط سرویس خودش را (و آنچه با \u2066--api-origin\u2069 نام برده) مجاز کرده است. برنامه را در سایتِ همان سرویس باز کنید، یا از گرداننده بخواهید آن را مجاز کند.`,
  token: 'توکن',
  showToken: 'نمایش توکن',
  tokenShape: ({ count }: { count: string }) =>
    `این شکل توکن نیست. توکن سرویس‌های v3 یک عدد است، یک نقطه و ${count} حرف و رقم لاتین:`,
  tokenHint: 'توکن فقط در همین مرورگر نگه داشته می‌شود و هرگز در نشانی صفحه‌ها نمی‌آید.',
  product: 'نام محصول',
  save: 'ذخیره',
  testConnection: 'آزمایش اتصال',
  restoreDefaults: 'بازگشت به پیش‌فرض',
  saved: 'تنظیمات ذخیره شد.',
  restored: 'تنظیمات به پیش‌فرض برگشت.',
  testHeading: 'نتیجهٔ آزمایش اتصال',
  testing: 'در حال آزمایش اتصال…',
  connected: 'اتصال برقرار است',
  connectedDetail: ({ word, n: _n, count }: { word: string; n: number; count: string }) =>
    `سرویس توکن را پذیرفت و برای «${word}» ${count} پیشنهاد فرستاد.`,
};
