import fs from 'node:fs';
import type { DictdFiles } from './dictd';
import { ImportError } from './problem';
import type { StarDictFiles } from './stardict';
import { readIfo } from './stardict-ifo';

/** A file to import, its format recognised and its companion files found. */
export type Source =
  | { format: 'jsonl'; file: string }
  | { format: 'tsv'; file: string }
  | ({ format: 'stardict'; file: string } & StarDictFiles)
  | ({ format: 'dictd'; file: string } & DictdFiles);

export const FORMAT_NAMES: Readonly<Record<Source['format'], string>> = {
  jsonl: 'JSON Lines',
  tsv: 'TSV',
  stardict: 'StarDict',
  dictd: 'dictd',
};

const JSONL = ['.jsonl', '.ndjson'];
const TSV = ['.tsv', '.tab', '.txt'];
// Any file of a StarDict or dictd set names the set.
const SET_SUFFIXES = ['.ifo', '.idx.gz', '.idx', '.syn', '.dict.dz', '.dict', '.index'];

function isFile(file: string): boolean {
  return fs.statSync(file, { throwIfNoEntry: false })?.isFile() ?? false;
}

function firstExisting(candidates: readonly string[]): string | undefined {
  return candidates.find(isFile);
}

function suffixOf(file: string, suffixes: readonly string[]): string | undefined {
  const lower = file.toLowerCase();
  return suffixes.find((suffix) => lower.endsWith(suffix));
}

function companion(file: string, base: string, kind: string, suffixes: readonly string[]): string {
  const candidates = suffixes.map((suffix) => base + suffix);
  const found = firstExisting(candidates);
  if (found === undefined) {
    throw new ImportError(`${file}: the ${kind} file is missing (looked for ${candidates.join(', ')})`);
  }
  return found;
}

function starDict(file: string, base: string, ifo: string): Source {
  const info = readIfo(ifo);
  if (typeof info === 'string') throw new ImportError(info);
  const idx = companion(file, base, 'StarDict .idx', ['.idx', '.idx.gz']);
  const dict = companion(file, base, 'StarDict .dict', ['.dict', '.dict.dz']);
  return { format: 'stardict', file, ifo, idx, dict, info };
}

/**
 * Recognises a file's format by its name (`.jsonl`, `.tsv`, a StarDict `.ifo` or a dictd `.index`,
 * or any other file of those sets) and checks that every file it needs is there.
 * @throws ImportError when the file is missing or its format is unknown.
 */
export function detectSource(file: string): Source {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (stat === undefined) throw new ImportError(`${file}: no such file`);
  if (!stat.isFile()) throw new ImportError(`${file}: not a file`);
  if (suffixOf(file, JSONL) !== undefined) return { format: 'jsonl', file };
  if (suffixOf(file, TSV) !== undefined) return { format: 'tsv', file };
  const suffix = suffixOf(file, SET_SUFFIXES);
  if (suffix !== undefined) {
    const base = file.slice(0, file.length - suffix.length);
    const ifo = firstExisting([base + '.ifo']);
    if (ifo !== undefined && suffix !== '.index') return starDict(file, base, ifo);
    const index = firstExisting([base + '.index']);
    if (index !== undefined && suffix !== '.ifo') {
      return { format: 'dictd', file, index, dict: companion(file, base, 'dictd .dict', ['.dict', '.dict.dz']) };
    }
  }
  throw new ImportError(
    `${file}: unknown dictionary format (expected .jsonl, .tsv, a StarDict .ifo with its .idx and .dict, ` +
      'or a dictd .index with its .dict)',
  );
}

// dictzip and gzip shrink dictionary text about threefold.
const COMPRESSION = 3;

function sizeOf(file: string): number {
  const size = fs.statSync(file, { throwIfNoEntry: false })?.size ?? 0;
  const lower = file.toLowerCase();
  return lower.endsWith('.dz') || lower.endsWith('.gz') ? size * COMPRESSION : size;
}

/** Roughly how many bytes of entries a source holds, to tell a bulk import from a small one. */
export function sourceBytes(source: Source): number {
  return source.format === 'jsonl' || source.format === 'tsv' ? sizeOf(source.file) : sizeOf(source.dict);
}
