/** The Lilak headword stems the benchmarks build their corpora from. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The stems of the Lilak word list (Apache-2.0, dev dependency `dictionary-fa`): headword volume. */
export function lilakStems(): string[] {
  return readFileSync(join(process.cwd(), 'node_modules/dictionary-fa/index.dic'), 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.split('/')[0]?.trim() ?? '')
    .filter((word) => word !== '');
}
