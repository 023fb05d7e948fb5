/**
 * Inflected forms a reader meets in a text, each with the headword it comes from and the rules
 * that apply (from the headword outward). Written by hand, not generated from the analyser.
 * Lines are `form|headword|rules`; a space inside a form is a space a reader typed.
 */
const NOUNS = `
آب‌ها|آب|plural
آبها|آب|plural
آب ها|آب|plural
کتاب‌ها|کتاب|plural
کتابها|کتاب|plural
کتاب ها|کتاب|plural
دریاها|دریا|plural
خانه‌ها|خانه|plural
خانه ها|خانه|plural
دل‌ها|دل|plural
دلها|دل|plural
درخت‌ها|درخت|plural
درختها|درخت|plural
دوست‌ها|دوست|plural
نان‌ها|نان|plural
شب‌ها|شب|plural
روزها|روز|plural
شهرها|شهر|plural
راه‌ها|راه|plural
کوه‌ها|کوه|plural
ستاره‌ها|ستاره|plural
گل‌ها|گل|plural
گلها|گل|plural
نامه‌ها|نامه|plural
مدرسه‌ها|مدرسه|plural
شعرها|شعر|plural
پرسش‌ها|پرسش|plural
پاسخ‌ها|پاسخ|plural
رایانه‌ها|رایانه|plural
خودروها|خودرو|plural
ماه‌ها|ماه|plural
برادرها|برادر|plural
خواهرها|خواهر|plural
فیلم‌نامه‌ها|فیلم‌نامه|plural
آزمون‌ها|آزمون|plural
شیران|شیر|plural
درختان|درخت|plural
دوستان|دوست|plural
مردان|مرد|plural
زنان|زن|plural
کودکان|کودک|plural
اسبان|اسب|plural
گرگان|گرگ|plural
سگان|سگ|plural
پدران|پدر|plural
مادران|مادر|plural
برادران|برادر|plural
خواهران|خواهر|plural
دختران|دختر|plural
پسران|پسر|plural
یاران|یار|plural
دلیران|دلیر|plural
بندگان|بنده|plural
ستارگان|ستاره|plural
پرندگان|پرنده|plural
نویسندگان|نویسنده|plural
خوانندگان|خواننده|plural
رزمندگان|رزمنده|plural
آهوان|آهو|plural
بانوان|بانو|plural
بازوان|بازو|plural
دانایان|دانا|plural
گدایان|گدا|plural
تحقیقات|تحقیق|plural
اطلاعات|اطلاع|plural
امکانات|امکان|plural
مطالعات|مطالعه|plural
ملاحظات|ملاحظه|plural
مکاتبات|مکاتبه|plural
تعلیقات|تعلیق|plural
میوه‌جات|میوه|plural
میوه جات|میوه|plural
سبزیجات|سبزی|plural
شیرینی‌جات|شیرینی|plural
ترشیجات|ترشی|plural
معلمین|معلم|plural
مسلمین|مسلم|plural
مهاجرین|مهاجر|plural
حاضرین|حاضر|plural
انقلابیون|انقلابی|plural
روحانیون|روحانی|plural
اخبار|خبر|broken-plural
افکار|فکر|broken-plural
قواعد|قاعده|broken-plural
مساجد|مسجد|broken-plural
کتب|کتاب|broken-plural
علوم|علم|broken-plural
آثار|اثر|broken-plural
اشعار|شعر|broken-plural
مدارس|مدرسه|broken-plural
مسائل|مسئله|broken-plural
اوقات|وقت|broken-plural
اشخاص|شخص|broken-plural
قلوب|قلب|broken-plural
حقوق|حق|broken-plural
دلایل|دلیل|broken-plural
ابیات|بیت|broken-plural
اجزا|جزء|broken-plural
منابع|منبع|broken-plural
مناطق|منطقه|broken-plural
قوانین|قانون|broken-plural
اخبارش|خبر|broken-plural+possessive
افکارمان|فکر|broken-plural+possessive
کتبی|کتاب|broken-plural+indefinite
دلم|دل|possessive
دلت|دل|possessive
دلش|دل|possessive
دلمان|دل|possessive
دلتان|دل|possessive
دلشان|دل|possessive
دانشم|دانش|possessive
دانشت|دانش|possessive
کتابم|کتاب|possessive
کتابت|کتاب|possessive
کتابش|کتاب|possessive
کتابمان|کتاب|possessive
کتابتان|کتاب|possessive
کتابشان|کتاب|possessive
دوستم|دوست|possessive
دوستش|دوست|possessive
دوستشان|دوست|possessive
پدرم|پدر|possessive
مادرم|مادر|possessive
مادرت|مادر|possessive
برادرش|برادر|possessive
شهرمان|شهر|possessive
امیدم|امید|possessive
نامم|نام|possessive
دریایم|دریا|possessive
دریایت|دریا|possessive
دریایش|دریا|possessive
دریایمان|دریا|possessive
دریایشان|دریا|possessive
آهویش|آهو|possessive
بازویم|بازو|possessive
خانه‌ام|خانه|possessive
خانه‌ات|خانه|possessive
خانه‌اش|خانه|possessive
خانه‌مان|خانه|possessive
خانه‌تان|خانه|possessive
خانه‌شان|خانه|possessive
خانه ام|خانه|possessive
نامه‌ام|نامه|possessive
نامه‌اش|نامه|possessive
ستاره‌ام|ستاره|possessive
صندلی‌ام|صندلی|possessive
صندلی‌اش|صندلی|possessive
کتاب‌هایم|کتاب|plural+possessive
کتاب‌هایت|کتاب|plural+possessive
کتاب‌هایش|کتاب|plural+possessive
کتاب‌هایمان|کتاب|plural+possessive
کتاب‌هایتان|کتاب|plural+possessive
کتاب‌هایشان|کتاب|plural+possessive
کتابهایم|کتاب|plural+possessive
دریاهایشان|دریا|plural+possessive
دریاهایم|دریا|plural+possessive
خانه‌هایمان|خانه|plural+possessive
دل‌هایمان|دل|plural+possessive
دوستانم|دوست|plural+possessive
دوستانت|دوست|plural+possessive
دوستانش|دوست|plural+possessive
دوستانمان|دوست|plural+possessive
دوستانشان|دوست|plural+possessive
فرزندانم|فرزند|plural+possessive
یارانش|یار|plural+possessive
کتابی|کتاب|indefinite
دلی|دل|indefinite
درختی|درخت|indefinite
دوستی|دوست|indefinite
زمانی|زمان|indefinite
شبی|شب|indefinite
روزی|روز|indefinite
مردی|مرد|indefinite
شهری|شهر|indefinite
گلی|گل|indefinite
خانه‌ای|خانه|indefinite
نامه‌ای|نامه|indefinite
ستاره‌ای|ستاره|indefinite
مدرسه‌ای|مدرسه|indefinite
خانه‌ی|خانه|indefinite
دریایی|دریا|indefinite
آهویی|آهو|indefinite
کتاب‌هایی|کتاب|plural+indefinite
دریاهایی|دریا|plural+indefinite
درختانی|درخت|plural+indefinite
دوستانی|دوست|plural+indefinite
خانه‌هایی|خانه|plural+indefinite
بزرگ‌تر|بزرگ|comparative
بزرگتر|بزرگ|comparative
بزرگ تر|بزرگ|comparative
کوچک‌تر|کوچک|comparative
زیباتر|زیبا|comparative
روشن‌تر|روشن|comparative
تندتر|تند|comparative
آسان‌تر|آسان|comparative
شادتر|شاد|comparative
دلیرتر|دلیر|comparative
دانا‌تر|دانا|comparative
بزرگ‌ترین|بزرگ|superlative
بزرگترین|بزرگ|superlative
کوچک‌ترین|کوچک|superlative
زیباترین|زیبا|superlative
روشن‌ترین|روشن|superlative
آسان‌ترین|آسان|superlative
شادترین|شاد|superlative
بزرگ‌ترها|بزرگ|comparative+plural
کوچک‌ترها|کوچک|comparative+plural
بزرگ‌ترم|بزرگ|comparative+possessive
زیباترین‌ها|زیبا|superlative+plural
کوچک‌تری|کوچک|comparative+indefinite
`;

const VERBS = `
می‌روم|رفتن|present
میروم|رفتن|present
می روم|رفتن|present
می‌روی|رفتن|present
می‌رود|رفتن|present
می‌رویم|رفتن|present
می‌روید|رفتن|present
می‌روند|رفتن|present
نمی‌روم|رفتن|present+negative
نمی‌رود|رفتن|present+negative
می‌گیرم|گرفتن|present
می‌گیرند|گرفتن|present
نمی‌گیرم|گرفتن|present+negative
می‌شکنم|شکستن|present
می‌شکند|شکستن|present
می‌پزم|پختن|present
می‌پزد|پختن|present
می‌کنم|کردن|present
می‌کنند|کردن|present
می‌شوم|شدن|present
می‌شود|شدن|present
می‌دهم|دادن|present
می‌دهند|دادن|present
می‌زنم|زدن|present
می‌بینم|دیدن|present
می‌بینند|دیدن|present
می‌گویم|گفتن|present
می‌گوید|گفتن|present
می‌گویند|گفتن|present
می‌گویی|گفتن|present
می‌آیم|آمدن|present
می‌آید|آمدن|present
می‌آورم|آوردن|present
می‌خورم|خوردن|present
می‌خوریم|خوردن|present
می‌برم|بردن|present
می‌نویسم|نوشتن|present
می‌نویسند|نوشتن|present
میخواهم|خواستن|present
می‌خواهم|خواستن|present
می‌دانم|دانستن|present
نمی‌دانم|دانستن|present+negative
می‌توانم|توانستن|present
نمی‌توانیم|توانستن|present+negative
می‌نشینم|نشستن|present
می‌بندم|بستن|present
می‌گذارم|گذاشتن|present
می‌سازند|ساختن|present
می‌فروشم|فروختن|present
می‌آموزم|آموختن|present
می‌شناسم|شناختن|present
می‌یابم|یافتن|present
می‌پذیرم|پذیرفتن|present
می‌ریزد|ریختن|present
می‌افتد|افتادن|present
می‌فرستم|فرستادن|present
می‌شمارم|شمردن|present
می‌شنوم|شنیدن|present
می‌خوانم|خواندن|present
می‌خوانند|خواندن|present
می‌مانم|ماندن|present
می‌رانم|راندن|present
می‌پرسم|پرسیدن|present
می‌پرسند|پرسیدن|present
می‌رسم|رسیدن|present
می‌خرم|خریدن|present
می‌ترسم|ترسیدن|present
می‌خوابم|خوابیدن|present
می‌کشم|کشیدن|present
می‌خندم|خندیدن|present
می‌پوشم|پوشیدن|present
می‌بخشم|بخشیدن|present
می‌رقصند|رقصیدن|present
دارم|داشتن|present
داریم|داشتن|present
ندارم|داشتن|present+negative
بروم|رفتن|subjunctive
بروی|رفتن|subjunctive
برویم|رفتن|subjunctive
بروند|رفتن|subjunctive
برو|رفتن|subjunctive
بگیرم|گرفتن|subjunctive
بگیر|گرفتن|subjunctive
بشکنم|شکستن|subjunctive
بپزم|پختن|subjunctive
بکنم|کردن|subjunctive
بکن|کردن|subjunctive
بشوم|شدن|subjunctive
بدهم|دادن|subjunctive
بده|دادن|subjunctive
بزنم|زدن|subjunctive
بزن|زدن|subjunctive
ببینم|دیدن|subjunctive
ببین|دیدن|subjunctive
بگویم|گفتن|subjunctive
بگو|گفتن|subjunctive
بگویید|گفتن|subjunctive
بخورم|خوردن|subjunctive
بخور|خوردن|subjunctive
بنویسم|نوشتن|subjunctive
بنویس|نوشتن|subjunctive
بخوانم|خواندن|subjunctive
بخوان|خواندن|subjunctive
بپرسم|پرسیدن|subjunctive
بپرس|پرسیدن|subjunctive
بخرم|خریدن|subjunctive
بیایم|آمدن|subjunctive
بیا|آمدن|subjunctive
بیاورم|آوردن|subjunctive
بیاور|آوردن|subjunctive
بیاموزم|آموختن|subjunctive
نروم|رفتن|subjunctive+negative
نرو|رفتن|subjunctive+negative
نگیرم|گرفتن|subjunctive+negative
نگو|گفتن|subjunctive+negative
نخور|خوردن|subjunctive+negative
نکن|کردن|subjunctive+negative
نترس|ترسیدن|subjunctive+negative
رفتم|رفتن|past
رفتی|رفتن|past
رفت|رفتن|past
رفتیم|رفتن|past
رفتید|رفتن|past
رفتند|رفتن|past
گفتم|گفتن|past
گفتند|گفتن|past
گرفتم|گرفتن|past
گرفتند|گرفتن|past
شکستم|شکستن|past
پختم|پختن|past
پختند|پختن|past
کردم|کردن|past
کردند|کردن|past
شدم|شدن|past
شدند|شدن|past
دادم|دادن|past
دادند|دادن|past
زدم|زدن|past
دیدم|دیدن|past
دیدند|دیدن|past
آمدم|آمدن|past
آمدند|آمدن|past
آوردم|آوردن|past
خوردم|خوردن|past
بردم|بردن|past
نوشتم|نوشتن|past
نوشتند|نوشتن|past
خواندم|خواندن|past
خواندند|خواندن|past
خواستم|خواستن|past
دانستم|دانستن|past
توانستم|توانستن|past
نشستم|نشستن|past
ساختند|ساختن|past
فروختم|فروختن|past
شناختم|شناختن|past
یافتم|یافتن|past
پرسیدم|پرسیدن|past
پرسیدند|پرسیدن|past
رسیدم|رسیدن|past
خریدم|خریدن|past
ترسیدم|ترسیدن|past
خوابیدم|خوابیدن|past
خندیدند|خندیدن|past
بودم|بودن|past
بودند|بودن|past
داشتم|داشتن|past
داشتند|داشتن|past
می‌رفتم|رفتن|past
می‌رفتند|رفتن|past
می‌گفتم|گفتن|past
می‌خواندم|خواندن|past
می‌خوردیم|خوردن|past
نمی‌رفتم|رفتن|past+negative
نمی‌دانستم|دانستن|past+negative
نرفتم|رفتن|past+negative
نرفت|رفتن|past+negative
نگفتم|گفتن|past+negative
نخوردم|خوردن|past+negative
ندیدم|دیدن|past+negative
نداشتم|داشتن|past+negative
نیامدم|آمدن|past+negative
نیامد|آمدن|past+negative
رفته‌ام|رفتن|perfect
رفته‌ای|رفتن|perfect
رفته‌است|رفتن|perfect
رفته است|رفتن|perfect
رفته‌ایم|رفتن|perfect
رفته‌اید|رفتن|perfect
رفته‌اند|رفتن|perfect
رفته اند|رفتن|perfect
گفته‌ام|گفتن|perfect
گفته‌اند|گفتن|perfect
دیده‌ام|دیدن|perfect
دیده‌ای|دیدن|perfect
خوانده‌ام|خواندن|perfect
نوشته‌اند|نوشتن|perfect
آمده‌ام|آمدن|perfect
آمده است|آمدن|perfect
خورده‌ایم|خوردن|perfect
شنیده‌ام|شنیدن|perfect
پرسیده‌اند|پرسیدن|perfect
نرفته‌ام|رفتن|perfect+negative
ندیده‌ام|دیدن|perfect+negative
نخوانده‌ام|خواندن|perfect+negative
رفته بودم|رفتن|pluperfect
گفته بودند|گفتن|pluperfect
دیده بود|دیدن|pluperfect
نرفته بودم|رفتن|pluperfect+negative
ندیده بودند|دیدن|pluperfect+negative
نگفته باشد|گفتن|subjunctive+negative
نیفتاده‌ام|افتادن|perfect+negative
رفته بودین|رفتن|pluperfect+colloquial
رفته|رفتن|participle
گفته|گفتن|participle
شکسته|شکستن|participle
پخته|پختن|participle
نوشته|نوشتن|participle
خوانده|خواندن|participle
خواهم رفت|رفتن|future
خواهی رفت|رفتن|future
خواهد رفت|رفتن|future
خواهیم رفت|رفتن|future
خواهید رفت|رفتن|future
خواهند رفت|رفتن|future
خواهند گفت|گفتن|future
خواهم گفت|گفتن|future
خواهد گرفت|گرفتن|future
خواهیم دید|دیدن|future
خواهد آمد|آمدن|future
خواهند نوشت|نوشتن|future
خواهم خواند|خواندن|future
خواهد پرسید|پرسیدن|future
خواهم‌رفت|رفتن|future
نخواهم رفت|رفتن|future+negative
نخواهند گفت|گفتن|future+negative
نخواهد آمد|آمدن|future+negative
`;

/** Arabic letter forms, marks and a missing ZWNJ, which the normaliser folds before the rules. */
const SPELLINGS = `
كتاب‌ها|کتاب|plural
كتابهاي|کتاب|plural+indefinite
كتابم|کتاب|possessive
درياها|دریا|plural
مي‌روم|رفتن|present
ميگويند|گفتن|present
بُزُرگ‌تَر|بزرگ|comparative
کِتاب‌ها|کتاب|plural
خانۀ|خانه|indefinite
`;

export interface InflectedForm {
  readonly form: string;
  readonly headword: string;
  readonly rules: string;
}

function rows(text: string): InflectedForm[] {
  return text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [form = '', headword = '', rules = ''] = line.split('|');
      return { form, headword, rules };
    });
}

export const INFLECTED_FORMS: readonly InflectedForm[] = [...rows(NOUNS), ...rows(VERBS), ...rows(SPELLINGS)];

/**
 * Headwords that merely look inflected: a plural «ان», a possessive «م/ت/ش», an «ی», a «تر», a
 * verb's «می» or «ب». Each must come back as itself.
 */
export const LOOK_ALIKES: readonly string[] = `
باران زمان دندان پستان گرگان خیابان ایران تهران جوان آسمان انسان دیوان میدان باغبان
زبان کاروان گیلان کرمان زمستان تابستان بیابان دامان پایان آغاز
بام گام کلام سلام بادام اندام پیغام آرام کدام انجام
دست پوست گوشت راست شست هشت بهشت کشت زشت گشت
خورش کوشش آتش ارتش بالش کاهش روش منش بینش دانش
صندلی مهربانی زندگی آزادی شادی تاریکی روشنی ماهی ساقی
دختر کبوتر بستر کمتر دفتر اختر چتر شتر انگشتر
بیمار بیدار بهار برادر بلند بنفشه بیشه
میوه میز میخ میش میهن میراث
نان نادان نامه نرگس نمک نیما
عملیات ادبیات کلمات سادات
`
  .split(/\s+/)
  .filter((word) => word !== '');
