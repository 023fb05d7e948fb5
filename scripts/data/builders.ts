/**
 * The builders of data/built/, one a dictionary or family of dictionaries, each reading only the
 * sources vendored under data/ (sources.ts) and giving the same bytes for the same sources.
 */
import { buildArabic } from './arabic/build-arabic';
import { buildDialects } from './dialects/build-dialects';
import { buildEnglish } from './english/build-english';
import { buildNames } from './names/build-names';
import { buildSlang } from './slang/build-slang';
import type { BuiltFile, SourceReader } from './text-files';
import { buildThesaurus } from './thesaurus/build-thesaurus';

export const BUILDERS: readonly (readonly [string, (read: SourceReader) => BuiltFile[]])[] = [
  ['thesaurus', buildThesaurus],
  ['arabic', buildArabic],
  ['english', buildEnglish],
  ['names', buildNames],
  ['slang', buildSlang],
  ['dialects', buildDialects],
];
