/**
 * A thesaurus entry's text as the public service writes motaradef, from its senses and back: what
 * the word page and the reading popover read when an entry carries no senses of its own.
 */
import { expect, test } from 'vitest';
import { parseThesaurus, thesaurusText } from '../../../src/shared/thesaurus';

const happy = { gloss: 'happy', synonyms: ['شاد', 'خرسند'], antonyms: ['غمگین'] };
const glad = { gloss: 'glad', synonyms: ['خوش‌وقت'], antonyms: [] };

test('one sense: its synonyms, then «≠» and its opposites, the entry ended by a blank line', () => {
  expect(thesaurusText([happy])).toBe('شاد، خرسند ≠ غمگین<br><br>');
  expect(thesaurusText([glad])).toBe('خوش‌وقت');
  expect(thesaurusText([{ gloss: '', synonyms: [], antonyms: ['غمگین'] }])).toBe('≠ غمگین<br><br>');
});

test('several senses are numbered', () => {
  expect(thesaurusText([happy, glad])).toBe('1. شاد، خرسند ≠ غمگین 2. خوش‌وقت<br><br>');
});

test('the text reads back to the same words, sense by sense, without the glosses it does not hold', () => {
  const strip = ({ synonyms, antonyms }: typeof happy) => ({ gloss: '', synonyms, antonyms });
  expect(parseThesaurus(thesaurusText([happy, glad]))).toEqual([strip(happy), strip(glad)]);
});

test("the public service's own texts read too: a stray comma before «≠», Persian digits, a plain first sense", () => {
  expect(parseThesaurus('سیاهرگ، عرق، ≠ سرخرگ، شریان')).toEqual([
    { gloss: '', synonyms: ['سیاهرگ', 'عرق'], antonyms: ['سرخرگ', 'شریان'] },
  ]);
  expect(parseThesaurus('۱. دوران، روزگار ۲. دوره').map((sense) => sense.synonyms)).toEqual([
    ['دوران', 'روزگار'],
    ['دوره'],
  ]);
  expect(parseThesaurus('')).toEqual([]);
});
