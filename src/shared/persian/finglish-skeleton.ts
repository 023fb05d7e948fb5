/**
 * The consonant skeleton a Persian word and its Finglish spelling share: «کتاب» and `ketab` are
 * both k-t-b. Letters that sound alike share a class; vowels, «ع», «ء» and a final «ه» have none.
 * A store indexes its headwords by it, so a Latin query reads one small bucket.
 */
import { DIGRAPHS, LATIN_VOWEL_RE, LETTER_SPELLINGS } from './finglish-letters';

/** The consonant classes of a skeleton: letters that sound alike share one. */
const PERSIAN_CLASS: Readonly<Record<string, string>> = {
  ب: 'b',
  پ: 'p',
  ت: 't',
  ط: 't',
  ث: 's',
  س: 's',
  ص: 's',
  ج: 'j',
  چ: 'c',
  ح: 'h',
  ه: 'h',
  خ: 'x',
  د: 'd',
  ذ: 'z',
  ز: 'z',
  ض: 'z',
  ظ: 'z',
  ر: 'r',
  ژ: 'Z',
  ش: 'S',
  غ: 'q',
  ق: 'q',
  ف: 'f',
  ک: 'k',
  گ: 'g',
  ل: 'l',
  م: 'm',
  ن: 'n',
};
const PERSIAN_SKELETON_CLASS: ReadonlyMap<string, string> = new Map(Object.entries(PERSIAN_CLASS));

/** Latin consonants and digraphs → the same classes; vowels, y, v, w and ' are no consonants here. */
const LATIN_SKELETON_CLASS: ReadonlyMap<string, string> = new Map([
  ['kh', 'x'],
  ['gh', 'q'],
  ['sh', 'S'],
  ['ch', 'c'],
  ['zh', 'Z'],
  ...[...'bptsjdzrfkglmnhq'].map((letter) => [letter, letter] as [string, string]),
  ['c', 'k'],
  ['x', 'x'],
]);

function collapse(classes: readonly string[]): string {
  return classes.filter((cls, i) => cls !== classes[i - 1]).join('');
}

/**
 * The consonant skeletons a Finglish word may have: `daneshgah` → d-n-S-g (a final h after a
 * vowel is «ه»); a final `an` may be the «ـاً» of «لطفاً», so `lotfan` is l-t-f-n or l-t-f.
 */
export function latinSkeletons(word: string): string[] {
  const skeleton = latinSkeleton(word);
  return word.endsWith('an') && skeleton.endsWith('n') ? [skeleton, skeleton.slice(0, -1)] : [skeleton];
}

function latinSkeleton(word: string): string {
  const classes: string[] = [];
  for (let i = 0; i < word.length; i++) {
    const pair = word.slice(i, i + 2);
    if (DIGRAPHS.includes(pair)) {
      classes.push(LATIN_SKELETON_CLASS.get(pair) ?? pair);
      i++;
      continue;
    }
    const ch = word[i] ?? '';
    if (ch === 'h' && i === word.length - 1 && LATIN_VOWEL_RE.test(word[i - 1] ?? '')) continue;
    const cls = LATIN_SKELETON_CLASS.get(ch);
    if (cls !== undefined) classes.push(cls);
  }
  return collapse(classes);
}

/**
 * The consonant skeleton of a Persian exact key: «دانشگاه» → d-n-S-g. Vowel letters, «ع», «ء» and
 * a final «ه» have no consonant class; undefined when the key holds a letter that is not Persian.
 */
export function persianSkeleton(key: string): string | undefined {
  let skeleton = '';
  for (let i = 0; i < key.length; i++) {
    const letter = key[i] ?? '';
    if (letter === 'ه' && i === key.length - 1) continue;
    const cls = PERSIAN_SKELETON_CLASS.get(letter);
    if (cls === undefined) {
      if (!LETTER_SPELLINGS.has(letter)) return undefined;
    } else if (!skeleton.endsWith(cls)) skeleton += cls;
  }
  return skeleton;
}
