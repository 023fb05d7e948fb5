/**
 * The real v3 service, in-process on a random port, over the contract fixture (test/contract
 * harness) plus a few entries the web tests need: a meaning with links and hostile markup in
 * `wiki`, and whatever entries a suite adds. Each goes next to its dictionary's fixture entries,
 * which stay as they were.
 */
import { readFileSync } from 'node:fs';
import { createEngine } from '../../../src/server/engine/create-engine';
import type { Engine } from '../../../src/server/ports/engine';
import { replaceEntries, type EntryInput } from '../../../src/server/dictionary/entries';
import { FIXTURE, startService, type Service } from '../service/harness';
import type { ApiSettings } from '../../../src/web/connection/settings-store';
import { creditsOf, type ServiceCredits } from '../../../src/web/connection/service-credits';
import { dictionaryCredits } from '../../../src/server/dictionary/dictionary-credits';
import { readFrequency } from '../../../src/server/dictionary/frequency-list';
import { EMBEDDED_DATA } from '../../../src/server/cli/load-data';

/** A meaning with allowed markup, a web link, a javascript: link, an <img onerror> and a <script>. */
const HOSTILE_ENTRY: EntryInput = {
  db: 'wiki',
  title: 'پیوند',
  pron: 'peyvand',
  text:
    '<b>پیوند</b> یعنی بستگی و وابستگی. ' +
    '<a href="https://example.org/peyvand">سرچشمهٔ این معنی</a> ' +
    '<a href="javascript:alert(1)">پیوند بد</a>' +
    '<img src="x" onerror="document.body.dataset.pwned=1">' +
    '<script>document.body.dataset.pwned=2</script>' +
    '<div style="color:red" onclick="alert(1)">بخش دوم</div>',
};

/** The contract fixture's entries of one dictionary. */
function fixtureEntries(db: string): EntryInput[] {
  return readFileSync(FIXTURE, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line): unknown => JSON.parse(line))
    .filter(
      (entry): entry is EntryInput => typeof entry === 'object' && entry !== null && Reflect.get(entry, 'db') === db,
    );
}

export interface WebService {
  readonly service: Service;
  /** Settings that reach this service with a valid token (as its /config.json would give them). */
  readonly settings: ApiSettings;
  /** The dictionaries' credits as the service's config would hand them (serve.ts). */
  readonly credits: ServiceCredits;
  stop(): Promise<void>;
}

/** The service with the hostile meaning and `extraEntries`, each after its dictionary's fixture entries. */
export async function startWebService(extraEntries: readonly EntryInput[] = []): Promise<WebService> {
  const added = [...extraEntries, HOSTILE_ENTRY];
  // The engine indexes the entries it is built over, so it is rebuilt once ours are in.
  const built: { engine?: Engine } = {};
  const service = await startService({ engine: () => () => built.engine });
  for (const db of new Set(added.map((entry) => entry.db))) {
    const entries = [...fixtureEntries(db), ...added.filter((entry) => entry.db === db)];
    // Ranked by the frequency list the service's own import read, as those entries were.
    replaceEntries(service.database, db, entries, readFrequency(EMBEDDED_DATA));
  }
  built.engine = createEngine(service.database);
  const baseUrl = `http://127.0.0.1:${service.port}`;
  const credits = creditsOf({ apiBase: baseUrl, credits: dictionaryCredits(service.database) });
  if (credits === undefined) throw new Error('the service handed no credits');
  return {
    service,
    settings: { baseUrl, token: service.token, product: 'farhang-web-test' },
    credits,
    stop: () => service.stop(),
  };
}
