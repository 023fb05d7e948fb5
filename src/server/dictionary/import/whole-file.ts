import fs from 'node:fs';
import { sizeOf, type ImportLimits } from './import-limits';
import { ImportError } from './problem';

/**
 * A file an import reads whole (a StarDict `.idx` or `.syn`), refused past `indexBytes`: real ones
 * are a few megabytes, and a larger one would be held in memory whole.
 */
export function readWhole(file: string, limits: ImportLimits): Buffer {
  const size = fs.statSync(file).size;
  if (size > limits.indexBytes) {
    throw new ImportError(`${file}: it is ${sizeOf(size)}, more than the ${sizeOf(limits.indexBytes)} an index may be`);
  }
  return fs.readFileSync(file);
}
