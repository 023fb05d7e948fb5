import { idArgument, UsageError } from './args';
import { flag } from './flag-table';
import type { Printer } from './load-data';
import { integerValue, parseFlags } from './parse-flags';
import { commandState } from './state-flags';
import { formatTable } from './table';

const SHOWN_ONCE = 'Keep it now: it is stored only as a hash and cannot be shown again.';

/** `token create|regenerate|revoke|suspend|resume|list`, in the SQLite file or the shared `--state`. */
export async function tokenCommand(args: readonly string[], print: Printer): Promise<number> {
  const { values, positionals } = parseFlags('token', args);
  const [action, id] = positionals;
  const opened = await commandState(values);
  const tokens = opened.state.tokens;
  try {
    switch (action) {
      case 'create': {
        if (values.name === undefined || values.name.trim() === '')
          throw new UsageError('token create needs --name NAME');
        // Without the flag the token has no limit of its own: the service's default applies.
        const given = values['rate-limit'];
        const rateLimit = given === undefined ? undefined : integerValue(flag('rate-limit'), given);
        const created = await tokens.create({ name: values.name, ...(rateLimit === undefined ? {} : { rateLimit }) });
        print.out(`token ${created.id} (${values.name}): ${created.token}`);
        print.out(SHOWN_ONCE);
        return 0;
      }
      case 'regenerate': {
        const tokenId = idArgument(id, 'token regenerate');
        print.out(`token ${tokenId}: ${await tokens.regenerate(tokenId)}`);
        print.out(`The old token stopped working. ${SHOWN_ONCE}`);
        return 0;
      }
      case 'revoke':
        await tokens.revoke(idArgument(id, 'token revoke'));
        print.out(`token ${id} revoked`);
        return 0;
      case 'suspend':
        await tokens.suspend(idArgument(id, 'token suspend'), values.reason ?? '');
        print.out(`token ${id} suspended`);
        return 0;
      case 'resume':
        await tokens.resume(idArgument(id, 'token resume'));
        print.out(`token ${id} resumed`);
        return 0;
      case 'list': {
        const rows = (await tokens.list()).map((t) => [
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
    await opened.close();
  }
}
