/**
 * `npm run data:wordnet [-- DIR]` — writes data/wordnet/ from a WordNet 3.0 database directory
 * (Debian's `wordnet-base`: /usr/share/wordnet, the default). A maintainer's step, not part of
 * `npm run data:build`: a fresh machine need not have WordNet, so its output is committed.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { OMW_LEMMA_FILES, WORDNET } from './sources';
import { readWordnet, wordnetFiles } from './wordnet-slice';

const DATA_DIR = 'data';
const wordnetDir = process.argv[2] ?? '/usr/share/wordnet';
const tabs = OMW_LEMMA_FILES.map((file) => readFileSync(join(DATA_DIR, file), 'utf8'));
const files = wordnetFiles(readWordnet(wordnetDir), tabs);
writeFileSync(join(DATA_DIR, WORDNET.synsets), files.synsets);
writeFileSync(join(DATA_DIR, WORDNET.antonyms), files.antonyms);
console.log(`data/wordnet: ${files.synsets.split('\n').length - 1} synsets, ${files.antonyms.split('\n').length - 1} antonym links`);
