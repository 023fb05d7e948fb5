/** The Persian words of the compare page (features/compare). */
type Count = { n: number; count: string };

export const compareFa = {
  pageTitle: 'مقایسه در فرهنگ‌ها',
  pageTitleOf: ({ word }: { word: string }) => `مقایسهٔ «${word}»`,
  headingOf: <T>({ word }: { word: T }) => ['«', word, '» در فرهنگ‌ها'],
  enterWord: 'واژه‌ای بنویسید تا معنی آن را در فرهنگ‌ها کنار هم ببینید.',
  tooLong: ({ count }: { count: string }) => `این واژه بلندتر از ${count} نویسه است؛ واژهٔ کوتاه‌تری بنویسید.`,
  unknownNames: 'این نام‌ها فرهنگی از این سرویس نیستند و کنار گذاشته شدند: ',
  listJoin: '، ',
  pickOne: 'دست‌کم یک فرهنگ را از فهرست «فرهنگ‌ها» برگزینید.',
  // The form and the picker
  formLabel: 'مقایسهٔ واژه‌ای دیگر',
  word: 'واژه',
  placeholder: 'واژه‌ای برای مقایسه…',
  submit: 'مقایسه',
  dictionaries: ({ chosen, all }: { chosen: string; all: string }) => `فرهنگ‌ها (${chosen} از ${all})`,
  dialectNote: 'گویش‌ها ستون نمی‌شوند: زیر «گونه‌های محلی» کنار هم می‌آیند.',
  loading: 'در حال آوردن مدخل‌ها…',
  // The columns
  firstOnly: ({ total, shown }: { total: Count; shown: Count }) =>
    `از ${total.count} مدخل این واژه، ${shown.count} مدخل نخست اینجا آمده است.`,
  allInSearch: 'همهٔ مدخل‌ها در جست‌وجو',
  notInThis: 'در این فرهنگ نیست',
  fullMeaning: 'معنی کامل',
  entryPage: 'صفحهٔ مدخل',
  inSource: ({ title, source }: { title: string; source: string }) => `${title} در ${source}`,
  fullFailed: 'معنی کامل آورده نشد.',
  nowhere: 'این واژه در فرهنگ‌های برگزیده نیامده است',
  nowhereDetail: ({ word }: { word: string }) =>
    `«${word}» در هیچ‌یک از فرهنگ‌هایی که برگزیده‌اید مدخلی ندارد. فرهنگ‌های دیگری برگزینید یا واژه را جست‌وجو کنید.`,
  searchClose: <T>({ word }: { word: T }) => ['جست‌وجوی واژه‌های نزدیک به «', word, '» در همهٔ فرهنگ‌ها'],
  // Regional forms
  regional: 'گونه‌های محلی',
  saidInDialects: ({ word }: { word: string }) => `«${word}» در گویش‌ها چنین گفته می‌شود:`,
  noRegional: ({ word }: { word: string }) => `در گویش‌های برگزیده گونهٔ محلی‌ای برای «${word}» نیامده است.`,
  sameInDialects: ({ word }: { word: string }) => `«${word}» خود در این گویش‌ها آمده است:`,
  regionalFailed: ({ fault }: { fault: string }) => `${fault}؛ گونه‌های محلی آورده نشد.`,
  searchingDialects: 'در حال جست‌وجو در گویش‌ها…',
};
