/**
 * The `.br` and `.gz` files the build writes beside each hashed asset (scripts/build/
 * precompress-plugin.ts): compressed once at the highest settings, so a script costs no CPU per
 * request and travels smaller than on-the-fly compression would make it.
 */
import { readFile } from 'node:fs/promises';
import { chooseEncoding, type Coding } from '../http/accept-encoding';
import { isCompressible, type Precompressed } from '../http/compress';
import { contentTypeOf } from '../http/content-types';

const SUFFIX: Readonly<Record<Coding, string>> = { br: '.br', gzip: '.gz' };

async function readIfThere(file: string): Promise<Buffer | undefined> {
  try {
    return await readFile(file);
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return undefined;
    throw error;
  }
}

/**
 * The built sibling of `file` in the coding this client would be sent, when there is one: only
 * that file is read (a script's .br and .gz together would be read for nothing).
 */
export async function readPrecompressed(file: string, acceptEncoding: string | undefined): Promise<Precompressed> {
  if (!isCompressible(contentTypeOf(file))) return {};
  const coding = chooseEncoding(acceptEncoding);
  if (coding === 'identity') return {};
  const body = await readIfThere(file + SUFFIX[coding]);
  return body === undefined ? {} : { [coding]: body };
}
