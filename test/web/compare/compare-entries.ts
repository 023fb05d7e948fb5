/**
 * Entries the compare view needs on top of the web tests' service (test/support/web/real-service.ts):
 * dialect entries written the way data/*.jsonl writes them («… (فارسی معیار: آب)»), one whose
 * meaning only mentions the word in passing, a dialect headword spelled like a standard word and
 * a long second entry (its snippet is cut). The service adds the word page's hostile meaning itself.
 */
import type { EntryInput } from '../../../src/server/dictionary/entries';

export const COMPARE_ENTRIES: readonly EntryInput[] = [
  { db: 'isfahani', title: 'اُو', text: 'در گویش اصفهانی: آب؛ آب روان. (فارسی معیار: آب)', pron: 'ow' },
  { db: 'mazani', title: 'اُو', text: 'در گویش مازنی: به معنای «آب». (فارسی معیار: آب)', pron: 'ow' },
  {
    db: 'tehrani',
    title: 'آبجی',
    text: 'در گویش تهرانی: خواهر؛ کسی که با تو از یک آب و گل است. (فارسی معیار: خواهر)',
    pron: 'âbji',
  },
  { db: 'tehrani', title: 'نون', text: 'در گویش تهرانی: به معنای «نان». (فارسی معیار: نان)', pron: 'nun' },
  {
    db: 'amid',
    title: 'آسمان',
    text:
      '<b>آسمان</b> (مجاز): بلندی و بزرگی؛ آنچه دست کسی به آن نمی‌رسد. در سخن مردم «آسمان و ریسمان بافتن» ' +
      'یعنی سخنان بی‌پیوند گفتن، و «به آسمان رفتن» یعنی بسیار بالا رفتن بها یا آوازه. این معنا در شعر ' +
      'کهن نیز بسیار آمده است و ۲ گونهٔ دیگر هم دارد.',
  },
];
