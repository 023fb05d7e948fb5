/** What the benchmarks share: a positive-integer `--name N` flag and the Lilak headword stems. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!Number.isSafeInteger(value) || value <= 0) throw new Error(`--${name} wants a positive integer`);
  return value;
}

/** The stems of the Lilak word list (Apache-2.0, dev dependency `dictionary-fa`): headword volume. */
export function lilakStems(): string[] {
  return readFileSync(join(process.cwd(), 'node_modules/dictionary-fa/index.dic'), 'utf8')
    .split('\n')
    .slice(1)
    .map((line) => line.split('/')[0]?.trim() ?? '')
    .filter((word) => word !== '');
}
