/**
 * The `.br` and `.gz` files the build writes beside each hashed asset (scripts/lib/
 * precompress-plugin.ts): compressed once at the highest settings, so a script costs no CPU per
 * request and travels smaller than on-the-fly compression would make it.
 */
import { readFile } from 'node:fs/promises';
import { CODINGS, type Coding } from './accept-encoding';
import { isCompressible, type Precompressed } from './compress';
import { contentTypeOf } from './content-types';

const SUFFIX: Readonly<Record<Coding, string>> = { br: '.br', gzip: '.gz' };

async function readIfThere(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return undefined;
    throw error;
  }
}

/** The built siblings of `file` that exist; none for types that are not compressed. */
export async function readPrecompressed(file: string): Promise<Precompressed> {
  if (!isCompressible(contentTypeOf(file))) return {};
  const found: Precompressed = {};
  for (const coding of CODINGS) {
    const body = await readIfThere(file + SUFFIX[coding]);
    if (body !== undefined) found[coding] = body;
  }
  return found;
}
