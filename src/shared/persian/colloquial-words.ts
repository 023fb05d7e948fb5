/**
 * What spoken Tehrani Persian, as people type it, changes of the written language: the present
 * stems the spoken verbs shorten («می‌خوام», «میگه», «میاد»), and the everyday words no rule
 * restores («یه», «اگه», «واسه»). Our own lists, from the descriptions of colloquial Tehrani
 * Persian in the grammars (Lambton's «Persian Grammar», Thackston's «An Introduction to
 * Persian», their chapters on the spoken language) and a speaker's knowledge.
 */

/**
 * A spoken present stem → the written one. The «ان → ون» stems («دون», «مون», «تون», «خون»)
 * are read by the sound change and need no line; «ا» is «آی» after «می» («میاد») and the glide
 * of «ب» or «ن» («بیاد», «نیان»).
 */
export const SPOKEN_STEMS: ReadonlyMap<string, string> = new Map([
  ['خوا', 'خواه'],
  ['گ', 'گوی'],
  ['ذار', 'گذار'],
  ['زار', 'گذار'],
  ['ر', 'رو'],
  ['ش', 'شو'],
  ['د', 'ده'],
  ['ا', 'آی'],
  ['شین', 'نشین'],
  ['وایس', 'ایست'],
  ['وایست', 'ایست'],
  ['خون', 'خوان'],
  ['تون', 'توان'],
  ['شور', 'شوی'],
]);

/** Spoken words (as typed, ZWNJ left out) → the written word, where no sound rule leads there. */
export const SPOKEN_WORDS: ReadonlyMap<string, string> = new Map([
  ['یه', 'یک'],
  ['اگه', 'اگر'],
  ['دیگه', 'دیگر'],
  ['واسه', 'برای'],
  ['واسهی', 'برای'],
  ['برا', 'برای'],
  ['چی', 'چه'],
  ['چیه', 'چیست'],
  ['نیس', 'نیست'],
  ['هستن', 'هستند'],
  ['هستین', 'هستید'],
  ['هستش', 'هست'],
  ['نیستن', 'نیستند'],
  ['نیستین', 'نیستید'],
  ['نیستش', 'نیست'],
  ['دیگهای', 'دیگری'],
  ['آخه', 'آخر'],
  ['پیرهن', 'پیراهن'],
  ['کوچیک', 'کوچک'],
  ['اس', 'است'],
  ['هس', 'هست'],
  ['فک', 'فکر'],
  ['مث', 'مثل'],
  ['خب', 'خوب'],
  ['آره', 'آری'],
  ['اینا', 'این‌ها'],
  ['اونا', 'آن‌ها'],
  ['چقد', 'چقدر'],
  ['قد', 'قدر'],
  ['چیکار', 'چه‌کار'],
  ['چجوری', 'چه‌جوری'],
  ['اینجوری', 'این‌جوری'],
  ['همچین', 'چنین'],
  ['الان', 'الآن'],
  ['ک', 'که'],
  ['ب', 'به'],
  ['رو', 'را'],
  ['یکی', 'یک'],
  ['بخاطر', 'به‌خاطر'],
  ['اینقد', 'این‌قدر'],
  ['اونقد', 'آن‌قدر'],
  ['ینی', 'یعنی'],
]);
