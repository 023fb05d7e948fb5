import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore } from '../../../../src/server/dictionary/open-store';
import { sqliteTokenStore } from '../../../../src/server/state/sqlite/sqlite-tokens';
import { tokenStoreContract } from './token-store-contract';

tokenStoreContract('sqlite', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'farhang-tokens-'));
  const database = openStore(join(dir, 'tokens.db'));
  return {
    store: sqliteTokenStore(database),
    async close() {
      database.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
});
