/** The Persian words of the reading page (features/read) and of the listen button (components). */
export const readFa = {
  /** Between the synonyms the popover shows. */
  wordsBetween: '، ',
  title: 'خواندن متن',
  intro: 'متنی فارسی بچسبانید، از خبر و کتاب تا شعر: هر واژه‌اش پیوندی به معنی‌اش در فرهنگ‌ها می‌شود.',
  textLabel: 'متن فارسی',
  submit: 'خواندن',
  file: 'پروندهٔ \u200e.txt\u200e یا تصویر',
  camera: 'عکس از متن',
  recognising: 'خواندن متن تصویر',
  recognisingDone: ({ percent }: { percent: string }) => `متن تصویر، در همین مرورگر، خوانده می‌شود… ${percent}٪`,
  noWasm:
    'این مرورگر نمی‌تواند متن تصویر را بخواند (WebAssembly ندارد). متن را بنویسید یا بچسبانید، یا با مرورگری تازه‌تر بیایید.',
  notImage: 'این تصویر باز نشد. عکسی PNG، JPEG یا WebP برگزینید.',
  imageTooLarge: 'این تصویر بزرگ‌تر از آن است که در مرورگر خوانده شود. آن را ببُرید یا کوچک کنید و دوباره برگزینید.',
  noPersian: 'در این تصویر متن فارسی پیدا نشد. عکسی روشن‌تر و نزدیک‌تر از متن بگیرید، یا متن را بنویسید.',
  ocrFailed: 'خوانندهٔ تصویر بار نشد. به اینترنت وصل شوید و دوباره تصویر را برگزینید.',
  tooLong: ({ limit }: { limit: string }) =>
    `این متن بیش از ${limit} کیلوبایت است. بخشی از آن را بچسبانید و بقیه را جداگانه بخوانید.`,
  notText: 'این پرونده متن سادهٔ UTF-8 نیست. آن را با پسوند \u200e.txt\u200e ذخیره کنید یا متنش را در کادر بچسبانید.',
  empty: 'کادر خالی است. متنی بچسبانید یا بنویسید، یا پرونده‌ای \u200e.txt\u200e برگزینید.',
  waiting: 'متن خوانده می‌شود…',
  stopped: 'این متن بلند است: تا این‌جا خوانده شد. بقیه‌اش را جداگانه بخوانید.',
  readRest: 'خواندن بقیهٔ متن',
  readingRest: 'بقیهٔ متن خوانده می‌شود…',
  region: 'متن خوانده‌شده',
  summary: ({ n: _n, words, known }: { n: number; words: string; known: string }) =>
    `${words} واژه، ${known} در فرهنگ‌ها.`,
  hintTouch: 'روی هر واژه بزنید تا معنی‌اش را ببینید.',
  hintPointer: 'روی هر واژه کلیک کنید تا معنی‌اش را ببینید؛ با ← و → از واژه‌ای به واژهٔ دیگر بروید.',
  inLibrary: 'در کتابخانهٔ شما',
  pronAbove: 'آوانویسی بالای واژه‌ها',
  close: 'بستن',
  wordPage: 'صفحهٔ واژه',
  saveWithSentence: 'ذخیره با جمله',
  savedWithSentence: 'با جمله‌اش در کتابخانه ذخیره شد',
  notSaved: 'ذخیره نشد: مرورگر جای خالی ندارد',
};

export const listenFa = {
  button: 'شنیدن',
  name: ({ word }: { word: string }) => `شنیدن «${word}»`,
  /** The device has no voice for the headword's language: why there is no button, and the way to one. */
  noVoice: {
    fa: 'این دستگاه صدای فارسی برای خواندن واژه ندارد؛ در تنظیمات گفتار دستگاه می‌توان آن را افزود.',
    ar: 'این دستگاه صدای عربی برای خواندن واژه ندارد؛ در تنظیمات گفتار دستگاه می‌توان آن را افزود.',
    en: 'این دستگاه صدای انگلیسی برای خواندن واژه ندارد؛ در تنظیمات گفتار دستگاه می‌توان آن را افزود.',
  },
};
