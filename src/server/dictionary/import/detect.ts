import fs from 'node:fs';
import { expectedFormats, IMPORT_FORMATS } from './formats';
import type { Source } from './import-format';
import { ImportError } from './problem';

/**
 * Recognises a file's format by its name, trying each of IMPORT_FORMATS in turn, and checks that
 * every file it needs is there.
 * @throws ImportError when the file is missing, its format is unknown or a companion file is.
 */
export function detectSource(file: string): Source {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (stat === undefined) throw new ImportError(`${file}: no such file`);
  if (!stat.isFile()) throw new ImportError(`${file}: not a file`);
  for (const format of IMPORT_FORMATS) {
    const source = format.recognise(file);
    if (source !== undefined) return source;
  }
  throw new ImportError(`${file}: unknown dictionary format (expected ${expectedFormats()})`);
}
