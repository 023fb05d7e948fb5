import { toDbName } from '../../shared/catalog';
import { UsageError } from './args';
import { parseCreditFlags } from './credit-flags';
import { flag } from './flag-table';
import { loadFiles, type Printer } from './load-data';
import { openDatabase } from './open-database';
import { parseFlags, stringValue } from './parse-flags';

/**
 * `import FILE… [--db PATH] [--as DBNAME] [credit flags]`: the files replace the dictionaries they
 * name, which are the operator's own from then on, credited as the flags say.
 */
export function importCommand(args: readonly string[], print: Printer): number {
  const { values, positionals } = parseFlags('import', args);
  if (positionals.length === 0) throw new UsageError('import needs at least one file');
  const as = values.as === undefined ? undefined : toDbName(values.as);
  if (values.as !== undefined && as === undefined) throw new UsageError(`--as names no database: ${values.as}`);
  const credit = parseCreditFlags(values);
  const opened = openDatabase(stringValue(flag('db'), values.db));
  try {
    loadFiles(opened.database, positionals, print, { as, credit });
    return 0;
  } finally {
    opened.close();
  }
}
