/**
 * How people type spoken Persian, beside how they say it (colloquial.ts): letters stretched for
 * emphasis («عااالی», «خییلی»), the tanwin typed as «ن» («اصلن»), the silent «و» of «خوا» left out
 * («میخام», «خاستم»), «آ» typed as «ا» («اخه»), a stem in «ا» run into its prefix («بنداز»,
 * «میفته», «میوفتن»), and letters left out as unsaid («مسولیت», «دفه»). Each gives the word as a
 * writer would spell it.
 */
import { PRESENT_STEMS } from './present-stems';
import { letterCount, ZWNJ } from './inflection-text';

const DOUBLED_RE = /(.)\1/;
const PREFIX_RE = /^(?:ن?می|[بن])/;

/** A word typed as spoken is short: a longer one is read as written, and costs no more. */
const MAX_TYPED = 10;
/** A last «عه» or «ع» said as «ه» is read on words of three or four letters («دفه»; not «ره»): a longer one is written. */
const MAX_UNSAID_AIN = 4;
/** «آ» typed as «ا» is read on short words («اخه», «ادما»): many more written words start in «ا». */
const MADDA_TYPED = 6;

/** The present stems in «ا» without it («نداز», «فت»), and their past stems («نداخت», «فتاد»). */
const ALEF_STEMS = [...PRESENT_STEMS]
  .filter(([stem]) => stem.startsWith('ا') && letterCount(stem) >= 3)
  .flatMap(([stem, infinitives]) => [stem, ...infinitives.map((infinitive) => infinitive.slice(0, -1))])
  .filter((stem) => stem.startsWith('ا'))
  .map((stem) => stem.slice(1));
const ALEF_STEM_RE = new RegExp(`^(ن?می|[بن])\u200C?[وی]?((?:${[...new Set(ALEF_STEMS)].join('|')}).*)$`);

/** «چه» before a word it makes one with: «چه‌قدر», «چه‌کار», «چه‌طور». */
const CHE_RE = /^چه\u200C?(?=[^\u200C]{3,}$)/;

/** «چه‌قدر» → «چقدر», «چه‌کار» → «چکار»: the question word as written joined, its «ه» left out. */
export function joinedChe(word: string): string | undefined {
  return CHE_RE.test(word) ? word.replace(CHE_RE, 'چ') : undefined;
}

/**
 * «مسولیت» → «مسئولیت», «دفه» → «دفعه», «راجه» → «راجع»: a letter typed away because it is not
 * said, the hamza of «مسئول», or on a short word an «ع» before a last «ه» or a last «ع» typed as
 * the «ه» it sounds. Guesses a little dearer than the others: most words in «ه» have no «ع».
 */
export function unsaidSpellings(word: string): string[] {
  const out: string[] = [];
  const hamza = word.replace(/سوو?ل/, 'سئول');
  if (hamza !== word) out.push(hamza);
  const letters = letterCount(word);
  if (letters >= 3 && letters <= MAX_UNSAID_AIN && /[^اوی\u200Cعه]ه$/.test(word)) {
    out.push(`${word.slice(0, -1)}عه`);
    out.push(`${word.slice(0, -1)}ع`);
  }
  return out;
}

/** The written spellings `word` (prepared by the analyser) may have been typed for. */
export function typedSpellings(word: string): string[] {
  const out: string[] = [];
  if (letterCount(word) > MAX_TYPED) return out;
  const che = word.includes(ZWNJ) ? joinedChe(word) : undefined;
  if (che !== undefined) out.push(che);
  // A letter typed three times or more is one letter said long; «خییلی», «شونهه»: a vowel typed
  // twice (not the glide «یی» after «ا» or «و»: «جایی»; nor «وون», «ووم», a consonant «و» and the
  // spoken «و» of «ان»/«ام»: «جوون», «دیوونه»).
  if (DOUBLED_RE.test(word)) {
    const stretched = word.replace(/(.)\1{2,}/g, '$1');
    if (stretched !== word) out.push(stretched);
    const doubled = stretched.replace(/([^اوآ])یی(?!$)/g, '$1ی').replace(/(ا)\1|(و)\2(?![نم])|(ه)\3$/g, '$1$2$3');
    if (doubled !== stretched) out.push(doubled);
  }
  // «اصلن», «کاملن», «واقعن»: the adverb's tanwin «اً» as it sounds (an infinitive's «تن», «دن» is none).
  if (word.endsWith('ن') && /^[^\u200C]{2,}[^\u200Cاویهتد]ن$/.test(word)) out.push(`${word.slice(0, -1)}ا`);
  // «خاستم», «خاهش», «میخام», «نخابم»: «خوا» as it sounds, after a verb's prefix or before «ه»/«س».
  const khwa = !word.includes('خا')
    ? word
    : word.replace(/^((?:ن?می\u200C?|[بن])?)خا(?=[هس]|.?.?$)/, '$1خوا').replace(/^((?:ن?می\u200C?|[بن]))خاب/, '$1خواب');
  if (khwa !== word) out.push(khwa);
  // «اخه», «ادما»: «آ» typed without its madda.
  if (letterCount(word) <= MADDA_TYPED && /^ا[^اوی\u200C]/.test(word)) out.push(`آ${word.slice(1)}`);
  // «بنداز» → «بینداز», «میفتن» → «می‌افتن»: typed as spoken, with no ZWNJ.
  const alef = PREFIX_RE.test(word) && !word.includes(ZWNJ) ? ALEF_STEM_RE.exec(word) : null;
  if (alef !== null) {
    const prefix = alef[1] ?? '';
    out.push(prefix.endsWith('ی') ? `${prefix}${ZWNJ}ا${alef[2] ?? ''}` : `${prefix}ی${alef[2] ?? ''}`);
  }
  // «دوس», «دوسشون», «راس»: the «ت» speech drops after «س» ending a short word, or before a pronoun.
  const ast = !word.includes('س') ? word : word.replace(/^([^\u200C]{0,2}[اویه]س)(?=(?:ش|م|ت|مون|تون|شون)?$)/, '$1ت');
  if (ast !== word) out.push(ast);
  // «ببخشیدا», «میکنمو»: a verb with the spoken «ا» of emphasis or «و» (and) run into it.
  const particle = !PREFIX_RE.test(word) ? null : /^((?:ن?می|[بن])[^\u200C]{2,}[مد])[او]$/.exec(word);
  if (particle !== null) out.push(particle[1] ?? '');
  return out;
}
