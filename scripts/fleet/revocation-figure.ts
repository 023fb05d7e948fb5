/**
 * bench:fleet's figure for revocation: how soon after `token revoke` returns each replica refuses
 * the token (target ≤ 1,000 ms: a replica's token cache asks PostgreSQL what changed once a
 * second). The fleet test checks only that every replica does refuse it.
 */
import { cli, get, sleep } from './replicas';

export async function revocationReach(ports: readonly number[], url: string): Promise<void> {
  const made = await cli(['token', 'create', '--name', 'bench-revoke', '--state', url]);
  const token = /^token \d+ \(.*\): (\S+)$/m.exec(made)?.[1];
  if (token === undefined) throw new Error('token create printed no token');
  const target = `/v3/search?token=${token}&q=${encodeURIComponent('امید')}`;
  for (const port of ports) await get(port, target);
  await cli(['token', 'revoke', token.split('.')[0] ?? '', '--state', url]);
  const revoked = performance.now();
  // Each replica asked every 20 ms until it answers anything but 200 (or for 10 s).
  const after = await Promise.all(
    ports.map(async (port) => {
      for (;;) {
        const { status } = await get(port, target);
        const ms = performance.now() - revoked;
        if (status !== 200 || ms > 10_000) return `${Math.round(ms)} ms (${status})`;
        await sleep(20);
      }
    }),
  );
  console.log(`a revoked token refused by each replica after ${after.join(', ')} (target ≤ 1,000 ms)`);
}
