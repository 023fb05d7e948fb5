/**
 * The slice of WordNet 3.0 `npm run data:wordnet` derives: each synset a Persian, Mazandarani or
 * Bakhtiari file names, with its lemmas and its definition without examples, and the antonym
 * links from it, the synset at their other end kept too.
 */
import { expect, test } from 'vitest';
import { parseDataLine, wordnetFiles } from '../../../../scripts/data/wordnet-slice';

// Two lines of WordNet 3.0's data.adj as Debian ships them (two spaces end each line).
const ABLE =
  '00001740 00 a 01 able 0 005 = 05200169 n 0000 = 05616246 n 0000 + 05616246 n 0101 + 05200169 n 0101 ! 00002098 a 0101 | (usually followed by `to\') having the necessary means or skill or know-how or authority to do something; "able to swim"; "she was able to program her computer"  ';
const UNABLE =
  '00002098 00 a 01 unable 0 002 = 05200169 n 0000 ! 00001740 a 0101 | (usually followed by `to\') not having the necessary means or skill or know-how; "unable to get to town without a car"  ';
const SATELLITE = '00002312 00 s 02 abaxial 0 dorsal 4 001 & 00002098 a 0000 | facing away from the axis  ';

test('a data line gives its synset, lemmas, definition and antonym links; a satellite is an adjective', () => {
  expect(parseDataLine(ABLE)).toEqual({
    id: '00001740-a',
    lemmas: ['able'],
    definition: "(usually followed by `to') having the necessary means or skill or know-how or authority to do something",
    antonyms: [['able', '00002098-a', '01']],
  });
  expect(parseDataLine(SATELLITE)).toMatchObject({ id: '00002312-a', lemmas: ['abaxial', 'dorsal'], antonyms: [] });
  expect(parseDataLine('  1 This software and database is being provided to you')).toBeUndefined();
});

test('the slice keeps the named synsets and the other end of their antonym links, rows in code-unit order', () => {
  const synsets = new Map(
    [ABLE, UNABLE, SATELLITE].map((line) => {
      const synset = parseDataLine(line);
      if (synset === undefined) throw new Error(line);
      return [synset.id, synset];
    }),
  );
  const files = wordnetFiles(synsets, ['# header\n00001740-a\tfas:lemma\tتوانا\n00001740-a\tfas:lemma:root\tتوان\n']);
  expect(files.synsets).toBe(
    "00001740-a\table\t(usually followed by `to') having the necessary means or skill or know-how or authority to do something\n" +
      "00002098-a\tunable\t(usually followed by `to') not having the necessary means or skill or know-how\n",
  );
  expect(files.antonyms).toBe('00001740-a\table\t00002098-a\tunable\n');
});
