/**
 * The Persian words of the search page (features/search). A message with an element inside it (a
 * link, an isolated query) is a function giving its pieces in order (components/pieces.tsx).
 */
type Count = { n: number; count: string };

export const searchFa = {
  pageTitle: 'جست‌وجو',
  pageTitleOf: ({ q }: { q: string }) => `«${q}»`,
  headingOf: ({ q }: { q: string }) => `جست‌وجوی «${q}»`,
  prompt: 'واژه‌ای بنویسید تا در فرهنگ‌ها جست‌وجو شود.',
  // The suggest box
  searchLabel: 'جست‌وجوی واژه',
  placeholder: 'واژه‌ای بنویسید…',
  recent: 'جست‌وجوهای اخیر',
  suggestions: 'پیشنهادها',
  submit: 'جست‌وجو',
  suggestionCount: ({ n: _n, count }: Count) => `${count} پیشنهاد`,
  noSuggestions: 'پیشنهادی نیست',
  // The box for a meaning
  /** A search of the meanings narrowed to the thesaurus. */
  synonymsOnly: 'فقط مترادف‌ها: واژه‌هایی که این واژه‌ها هم‌معنی‌شان است',
  byMeaning: 'یافتن واژه از روی معنی',
  meaningField: 'معنی یا توصیف واژه',
  meaningPlaceholder: 'معنی را بنویسید…',
  // Beside the box, not in it: a placeholder is cut on a phone, and goes as the reader types.
  meaningExample: 'مثلاً: درود هنگام دیدار',
  findWords: 'یافتن واژه',
  meaningHint: 'چند واژه از معنی را بنویسید تا واژه‌هایی را که چنین معنایی دارند بیابیم.',
  // Type and dictionaries
  searchType: 'نوع جست‌وجو',
  dictionaries: 'فرهنگ‌ها',
  dictionariesCount: ({ count }: { count: string }) => `فرهنگ‌ها (${count})`,
  all: 'همه',
  chooseDictionaries: 'گزینش فرهنگ‌ها',
  myDefault: 'پیش‌فرض من',
  saveDefault: 'ذخیره به‌عنوان پیش‌فرض من',
  order: 'شمارهٔ کنار هر فرهنگ ترتیب نتیجه‌هاست: نتیجه‌های فرهنگی که زودتر برگزینید، بالاتر می‌آیند.',
  priority: 'اولویت',
  showResults: 'دیدن نتیجه‌ها',
  showResultsCount: ({ count }: { count: string }) => `دیدن نتیجه‌ها (${count})`,
  noneInThese: 'با این فرهنگ‌ها نتیجه‌ای نیست',
  // Results
  results: 'نتیجه‌ها',
  searching: 'در حال جست‌وجو…',
  fetchingPage: 'در حال آوردن صفحه…',
  findingOtherWays: 'در حال یافتن راه‌های دیگر…',
  partial: <T>({ q }: { q: T }) => [
    'هیچ معنایی همهٔ واژه‌های «',
    q,
    '» را با هم ندارد؛ معناهایی آمده‌اند که بیشترِ آن‌ها را دارند.',
  ],
  emptyPage: 'این صفحه نتیجه‌ای ندارد؛ از شماره‌های پایین صفحه‌ای دیگر را باز کنید.',
  further: 'واژه‌های جست‌وجو در ادامهٔ این معنی آمده‌اند؛ معنی کامل را باز کنید.',
  soundAlike: ({ marks }: { marks: string }) => `هم‌آوا: ${marks}`,
  soundFor: ({ letter, typed }: { letter: string; typed: string }) => `${letter} به‌جای ${typed}`,
  soundUnwritten: ({ letter }: { letter: string }) => `${letter} نانوشته`,
  listJoin: '، ',
  rowsPerPage: 'نتیجه در هر صفحه',
  pages: 'صفحه‌ها',
  pageNumber: ({ page }: { page: string }) => `صفحهٔ ${page}`,
  previous: 'قبلی',
  next: 'بعدی',
  /** The arrows point the way the pages go in the interface's direction. */
  previousArrow: '→',
  nextArrow: '←',
  // What the service did with the query
  searchedAs: <T>({ text }: { text: T }) => ['جست‌وجو شد: «', text, '»'],
  reasonJoin: '؛ ',
  foldings: {
    letters: 'حرف‌های عربی (ي، ك، …) فارسی خوانده شد',
    marks: 'اِعراب و تشدید کنار گذاشته شد',
    noise: 'کشیده و نویسه‌های نادیدنی برداشته شد',
    gaps: 'فاصله و نیم‌فاصله یکی شمرده شد',
    digits: 'رقم‌ها به هر خطی یکی شمرده شد',
    case: 'حرف‌های بزرگ و کوچک لاتین یکی شمرده شد',
  },
  // Ways forward when little or nothing is found
  noResults: <T>({ q }: { q: T }) => ['برای «', q, '» چیزی پیدا نشد'],
  tryType: ({ type }: { type: string }) => `جست‌وجوی «${type}» را بیازمایید`,
  searchAll: 'در همهٔ فرهنگ‌ها جست‌وجو کنید',
  rephrase: 'معنی را با واژه‌های دیگری توصیف کنید؛ واژه‌های ساده‌تر و کمتر بیشتر پیدا می‌شوند.',
  checkSpelling: 'املای واژه را بررسی کنید، یا بخشی از آن را بنویسید.',
  keyboardWasPersian: 'صفحه‌کلید روی فارسی مانده بود؟',
  keyboardWasEnglish: 'صفحه‌کلید روی انگلیسی مانده بود؟',
  didYouMeanWord: <T>({ asked, word, results }: { asked: string; word: T; results: string }) => [
    `${asked} منظورتان `,
    word,
    ` بود؟ (${results})`,
  ],
  finglish: <T>({ words }: { words: T }) => ['فارسی با حروف لاتین نوشته بودید؟ منظورتان ', words, ' بود؟'],
  or: ' یا ',
  findingClose: 'در حال یافتن واژه‌های نزدیک…',
  notExactly: <T>({ q }: { q: T }) => ['«', q, '» در هیچ فرهنگی همین‌گونه نیامده است.'],
  // The chosen dictionaries lack it, others have it: never «in no dictionary».
  notInChosen: <T>({ q, n: _n, count }: { q: T; n: number; count: string }) => [
    '«',
    q,
    `» در فرهنگ‌های برگزیده نیامده است، ولی در ${count} فرهنگ دیگر آمده است.`,
  ],
  showInOthers: 'دیدن آن در همهٔ فرهنگ‌ها',
  didYouMean: 'منظورتان این بود؟',
  allOfType: ({ type, count }: { type: string; count: string }) => `همهٔ نتیجه‌های «${type}» (${count})`,
  findingRoot: 'در حال یافتن ریشهٔ واژه…',
  allResultsOf: <T>({ word, count }: { word: T; count: string }) => ['همهٔ نتیجه‌های «', word, `» (${count})`],
  recognisedAs: <T>({ form, headword }: { form: T; headword: T }) => [
    '«',
    form,
    '» در فرهنگ‌ها نیامده است؛ نتیجه‌های «',
    headword,
    '» آمده است: ',
  ],
  // A dictionary lists the form among its headword's keys: it is there, under that headword.
  listedUnder: <T>({ form, headword }: { form: T; headword: T }) => [
    '«',
    form,
    '» در فرهنگ‌ها زیرِ «',
    headword,
    '» آمده است؛ نتیجه‌های آن در همهٔ فرهنگ‌ها: ',
  ],
  asTyped: <T>({ form }: { form: T }) => ['جست‌وجوی «', form, '» همان‌گونه که نوشته شد'],
};
