import { toDbName } from '../../shared/catalog';
import { parse, UsageError } from './args';
import { CREDIT_FLAGS, parseCreditFlags } from './credit-flags';
import { loadFiles, type Printer } from './load-data';
import { DEFAULT_DB, openDatabase } from './open-database';

/**
 * `import FILE… [--db PATH] [--as DBNAME] [credit flags]`: the files replace the dictionaries they
 * name, which are the operator's own from then on, credited as the flags say.
 */
export function importCommand(args: readonly string[], print: Printer): number {
  const { values, positionals } = parse(
    args,
    { db: { type: 'string' }, as: { type: 'string' }, ...CREDIT_FLAGS },
    true,
  );
  if (positionals.length === 0) throw new UsageError('import needs at least one file');
  const as = values.as === undefined ? undefined : toDbName(values.as);
  if (values.as !== undefined && as === undefined) throw new UsageError(`--as names no database: ${values.as}`);
  const credit = parseCreditFlags(values);
  const opened = openDatabase(values.db ?? DEFAULT_DB);
  try {
    loadFiles(opened.database, positionals, print, { as, credit });
    return 0;
  } finally {
    opened.close();
  }
}
