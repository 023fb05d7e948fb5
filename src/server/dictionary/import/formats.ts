import { dictdFormat } from './dictd';
import type { ImportFormat } from './import-format';
import { jsonlFormat } from './jsonl';
import { starDictFormat } from './stardict';
import { tsvFormat } from './tsv';

/**
 * Every format the importer reads, in the order a file is tried: StarDict before dictd, so a
 * `.dict` beside a `.ifo` is StarDict's. A new format is its module and one line here.
 */
export const IMPORT_FORMATS: readonly ImportFormat[] = [jsonlFormat, tsvFormat, starDictFormat, dictdFormat];

/** What the unknown-format error says it expects: ".jsonl, .tsv, … or a dictd .index with its .dict". */
export function expectedFormats(): string {
  const phrases = IMPORT_FORMATS.map((format) => format.expected);
  return phrases.length < 2 ? phrases.join('') : `${phrases.slice(0, -1).join(', ')}, or ${phrases.at(-1)}`;
}

/** The import command's lines naming each format, the suffixes it is known by and whether it needs --as. */
export function formatsUsage(indent: string): string {
  const width = Math.max(...IMPORT_FORMATS.map((format) => format.name.length));
  return IMPORT_FORMATS.map((format) => {
    const asNote = format.namesItsDictionary ? '' : '  (needs --as)';
    return `${indent}${format.name.padEnd(width)}  ${format.suffixes.join(' ')}${asNote}`;
  }).join('\n');
}
