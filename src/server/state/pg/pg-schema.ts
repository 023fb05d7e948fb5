import type { Pool, PoolClient } from 'pg';

/**
 * The shared state's schema, one step per version, applied in order by whichever replica or
 * command connects first. Steps are only ever appended: a released step never changes.
 */
const STEPS: readonly string[] = [
  `CREATE TABLE farhang_tokens (
     id bigserial PRIMARY KEY,
     name text NOT NULL,
     hash text NOT NULL DEFAULT '',
     status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'suspended', 'revoked')),
     reason text NOT NULL DEFAULT '',
     rate_limit integer,
     created_at text NOT NULL,
     changed_at timestamptz NOT NULL DEFAULT clock_timestamp()
   );
   CREATE INDEX farhang_tokens_changed ON farhang_tokens (changed_at);
   CREATE TABLE farhang_settings (key text PRIMARY KEY, value text NOT NULL);
   CREATE TABLE farhang_request_counts (
     day text NOT NULL,
     product text NOT NULL,
     token_id bigint NOT NULL,
     code integer NOT NULL,
     count bigint NOT NULL,
     PRIMARY KEY (day, product, token_id, code)
   );`,
];

/** The version this build's schema is at. */
export const SCHEMA_VERSION = STEPS.length;

// Any 64-bit number no other application on the server is likely to lock with.
const MIGRATION_LOCK = 7_146_500_417;

async function migrateWith(client: PoolClient): Promise<void> {
  await client.query('BEGIN');
  try {
    // Replicas starting together: one migrates, the others wait here and then find nothing to do.
    await client.query('SELECT pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    await client.query('CREATE TABLE IF NOT EXISTS farhang_schema (version integer NOT NULL)');
    const found = await client.query<{ version: number }>('SELECT version FROM farhang_schema');
    const version = found.rows[0]?.version ?? 0;
    if (version > SCHEMA_VERSION) {
      throw new Error(`the state database is at schema ${version}, newer than this build's ${SCHEMA_VERSION}`);
    }
    for (const step of STEPS.slice(version)) await client.query(step);
    if (found.rows.length === 0) await client.query('INSERT INTO farhang_schema VALUES ($1)', [SCHEMA_VERSION]);
    else await client.query('UPDATE farhang_schema SET version = $1', [SCHEMA_VERSION]);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

/** Creates or brings up to date the tables the service keeps in PostgreSQL. */
export function migrate(pool: Pool): Promise<void> {
  return withClient(pool, migrateWith);
}

/**
 * Runs `work` on one connection checked out of the pool. The pool listens for a connection's
 * errors only while it is idle: PostgreSQL stopping or restarting while a connection is out (a
 * count batch between BEGIN and INSERT) would otherwise be an error no one hears, and end the
 * process. Here it fails `work` instead, and the broken connection is thrown away on release.
 */
async function withClient<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  const client = await pool.connect();
  let lost: Error | undefined;
  const onError = (error: Error): void => {
    lost ??= error;
  };
  client.on('error', onError);
  try {
    return await work(client);
  } finally {
    client.off('error', onError);
    client.release(lost);
  }
}

/** Runs `work` in one transaction on one connection of the pool. */
export function inTransaction<T>(pool: Pool, work: (client: PoolClient) => Promise<T>): Promise<T> {
  return withClient(pool, async (client) => {
    await client.query('BEGIN');
    try {
      const result = await work(client);
      await client.query('COMMIT');
      return result;
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    }
  });
}
