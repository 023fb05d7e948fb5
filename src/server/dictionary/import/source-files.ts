import fs from 'node:fs';
import { ImportError } from './problem';

/** Finding a source's files by name, for the formats' `recognise`. */
export function isFile(file: string): boolean {
  return fs.statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
}

export function firstExisting(candidates: readonly string[]): string | undefined {
  return candidates.find(isFile);
}

/** The file's name without the first of `suffixes` it ends with (any case), or undefined. */
export function baseOf(file: string, suffixes: readonly string[]): string | undefined {
  const lower = file.toLowerCase();
  const suffix = suffixes.find((candidate) => lower.endsWith(candidate));
  return suffix === undefined ? undefined : file.slice(0, file.length - suffix.length);
}

/**
 * The first of `base` + each suffix that exists.
 * @throws ImportError naming every name it looked for when none does.
 */
export function companion(file: string, base: string, kind: string, suffixes: readonly string[]): string {
  const candidates = suffixes.map((suffix) => base + suffix);
  const found = firstExisting(candidates);
  if (found === undefined) {
    throw new ImportError(`${file}: the ${kind} file is missing (looked for ${candidates.join(', ')})`);
  }
  return found;
}

// dictzip and gzip shrink dictionary text about threefold.
const COMPRESSION = 3;

/** Roughly how many bytes of text the file holds once decompressed. */
export function textBytes(file: string): number {
  const size = fs.statSync(file, { throwIfNoEntry: false })?.size ?? 0;
  const lower = file.toLowerCase();
  return lower.endsWith('.dz') || lower.endsWith('.gz') ? size * COMPRESSION : size;
}
