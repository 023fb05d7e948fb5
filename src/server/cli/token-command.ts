import { createToken, listTokens, regenerateToken, resumeToken, revokeToken, suspendToken } from '../store/tokens';
import { idArgument, integerFlag, parse, UsageError } from './args';
import type { Printer } from './load-data';
import { DEFAULT_DB, openDatabase } from './open-database';
import { formatTable } from './table';

const SHOWN_ONCE = 'Keep it now: it is stored only as a hash and cannot be shown again.';

/** `token create|regenerate|revoke|suspend|resume|list`. */
export function tokenCommand(args: readonly string[], print: Printer): number {
  const { values, positionals } = parse(
    args,
    {
      db: { type: 'string' },
      name: { type: 'string' },
      reason: { type: 'string' },
      'rate-limit': { type: 'string' },
    },
    true,
  );
  const [action, id] = positionals;
  const opened = openDatabase(values.db ?? DEFAULT_DB);
  const database = opened.database;
  try {
    switch (action) {
      case 'create': {
        if (values.name === undefined || values.name.trim() === '')
          throw new UsageError('token create needs --name NAME');
        const rateLimit =
          values['rate-limit'] === undefined ? undefined : integerFlag(values['rate-limit'], '--rate-limit', 0);
        const created = createToken(database, { name: values.name, ...(rateLimit === undefined ? {} : { rateLimit }) });
        print.out(`token ${created.id} (${values.name}): ${created.token}`);
        print.out(SHOWN_ONCE);
        return 0;
      }
      case 'regenerate': {
        const tokenId = idArgument(id, 'token regenerate');
        print.out(`token ${tokenId}: ${regenerateToken(database, tokenId)}`);
        print.out(`The old token stopped working. ${SHOWN_ONCE}`);
        return 0;
      }
      case 'revoke':
        revokeToken(database, idArgument(id, 'token revoke'));
        print.out(`token ${id} revoked`);
        return 0;
      case 'suspend':
        suspendToken(database, idArgument(id, 'token suspend'), values.reason ?? '');
        print.out(`token ${id} suspended`);
        return 0;
      case 'resume':
        resumeToken(database, idArgument(id, 'token resume'));
        print.out(`token ${id} resumed`);
        return 0;
      case 'list': {
        const rows = listTokens(database).map((t) => [
          String(t.id),
          t.name,
          t.status,
          t.reason,
          t.rateLimit === null ? 'default' : String(t.rateLimit),
          t.createdAt,
        ]);
        print.out(
          rows.length === 0
            ? 'no tokens yet'
            : formatTable(['id', 'name', 'status', 'reason', 'rate/s', 'created'], rows),
        );
        return 0;
      }
      default:
        throw new UsageError('token needs one of: create, regenerate, revoke, suspend, resume, list');
    }
  } finally {
    opened.close();
  }
}
