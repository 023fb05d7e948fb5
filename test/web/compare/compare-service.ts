/**
 * The real v3 service over the contract fixture, plus a few entries the compare view needs:
 * dialect entries written the way data/*.jsonl writes them («… (فارسی معیار: آب)»), one whose
 * meaning only mentions the word in passing, a dialect headword spelled like a standard word,
 * a long second entry (its snippet is cut) and the hostile meaning of the word page tests.
 */
import type { DbName } from '../../../src/shared/catalog';
import { createEngine } from '../../../src/server/engine/create-engine';
import type { Engine } from '../../../src/server/engine/types';
import { replaceEntries, type EntryInput } from '../../../src/server/store/entries';
import { startService } from '../../contract/harness';
import { fixtureEntries, HOSTILE_ENTRY, type WebService } from '../real-service';

export const EXTRA_ENTRIES: readonly EntryInput[] = [
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
  HOSTILE_ENTRY,
];

export async function startCompareService(): Promise<WebService> {
  // The engine indexes the entries it is built over, so it is rebuilt once ours are in.
  const built: { engine?: Engine } = {};
  const service = await startService({ engine: () => () => built.engine });
  const dbs = new Set<DbName>(EXTRA_ENTRIES.map((entry) => entry.db));
  for (const db of dbs) {
    replaceEntries(service.database, db, [...fixtureEntries(db), ...EXTRA_ENTRIES.filter((e) => e.db === db)]);
  }
  built.engine = createEngine(service.database);
  return {
    service,
    settings: { baseUrl: `http://127.0.0.1:${service.port}`, token: service.token, product: 'farhang-web-test' },
    stop: () => service.stop(),
  };
}
