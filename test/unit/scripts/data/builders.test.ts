/**
 * Each builder of data/built/ on a slice of its real sources (test/fixtures/data/, laid out as
 * data/ is): the same bytes as the expected files, again on a second build, and the rules a reader
 * relies on — no synonym on one kind of source alone, dialect and archaic words kept out, a
 * slang list's stray heading dropped, a vulgar sense said to be vulgar.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';
import { BUILDERS } from '../../../../scripts/data/builders';
import { sourceReader } from '../../../../scripts/data/text-files';

const FIXTURE = 'test/fixtures/data';
const read = sourceReader(FIXTURE);
const expected = (path: string): string => readFileSync(join(FIXTURE, 'expected', path.replace(/^built\//, '')), 'utf8');

function built(name: string): Map<string, string> {
  const build = BUILDERS.find(([builder]) => builder === name)?.[1];
  if (build === undefined) throw new Error(`no builder ${name}`);
  return new Map(build(read).map(({ path, text }) => [path, text]));
}

/** The entries of a built file, by title. */
function entries(name: string, file: string): Map<string, Record<string, unknown>> {
  const lines = (built(name).get(`built/${file}`) ?? '').split('\n').filter((line) => line !== '');
  return new Map(
    lines.map((line) => {
      const entry = JSON.parse(line) as Record<string, unknown>;
      return [String(entry['title']), entry];
    }),
  );
}

test.each(BUILDERS.map(([name]) => name))('%s: the expected bytes, and the same again on a second build', (name) => {
  const first = built(name);
  expect(first.size).toBeGreaterThan(0);
  for (const [path, text] of first) {
    expect(text, path).toBe(expected(path));
    expect(text.endsWith('\n') && !text.includes('\r'), path).toBe(true);
  }
  expect(built(name)).toEqual(first);
});

test('the thesaurus keeps no pair one kind of source alone gives, nor a dialect or archaic word', () => {
  // The sources do hold the wrong pairs: the Persian WordNet's «supporter, champion, friend»
  // synset holds «پیش کسوت», Wiktionary's links put «دوست» in it; the tables list «گت» under big.
  expect(read('omw/upstream/wns/fas/wn-data-fas.tab')).toContain('10677713-n\tlemma\tپیش کسوت');
  expect(read('omw/upstream/wns/wikt/wn-wikt-fas.tab')).toContain('10677713-n\tfas:lemma\tدوست');
  expect(read('wiktionary-translations/upstream/src/en-fa-enwiktionary.txt')).toContain('گت /got, gat/');
  const thesaurus = entries('thesaurus', 'motaradef.jsonl');
  const wordsOf = (title: string, kind: 'synonyms' | 'antonyms') =>
    (thesaurus.get(title)?.['thesaurus'] as { synonyms: string[]; antonyms: string[] }[]).flatMap((s) => s[kind]);
  expect(wordsOf('دوست', 'synonyms')).toEqual(['آشنا', 'رفیق', 'یار']);
  expect(thesaurus.has('پیش کسوت')).toBe(false);
  expect(wordsOf('بزرگ', 'synonyms')).toEqual(['گنده']);
  expect(thesaurus.has('گت')).toBe(false);
  // Opposites from WordNet's large ! small; never two words both glossed "never".
  expect(wordsOf('بزرگ', 'antonyms')).toEqual(['خرد', 'کوچک']);
  expect(wordsOf('هرگز', 'antonyms')).toEqual(['همیشه']);
});

test('a thesaurus entry says in its text what its senses say, as the public service writes motaradef', () => {
  const big = entries('thesaurus', 'motaradef.jsonl').get('بزرگ');
  expect(big?.['text']).toBe('گنده ≠ خرد، کوچک<br><br>');
  expect(big?.['thesaurus']).toEqual([
    { gloss: 'big (of a great size, see also: large)', synonyms: ['گنده'], antonyms: ['خرد', 'کوچک'] },
  ]);
});

test('ar2fa and fa2ar hold the same pairs both ways, the Arabic as the tables write it', () => {
  const arabic = entries('arabic', 'ar2fa.jsonl');
  const persian = entries('arabic', 'fa2ar.jsonl');
  expect(arabic.get('مَاءٌ')?.['text']).toBe('آب (water: clear liquid H₂O)');
  expect(persian.get('آب')?.['text']).toBe('مَاءٌ (water: clear liquid H₂O)');
  // «نامک» is a Middle Persian word the tables list under book: no Arabic pair for it.
  expect(arabic.get('كتاب')?.['text']).toBe('کتاب، نسک (book)');
  expect(persian.has('نامک')).toBe(false);
});

test("names say whom a name is given to and how common it is, and what the word means where Wiktionary has it", () => {
  const names = entries('names', 'name.jsonl');
  expect(names.get('امید')).toMatchObject({ text: '(تلفظ: omid) (پسرانه؛ پرکاربرد) معنی واژه: hope', pron: 'omid' });
  expect(names.get('مهتاب')?.['text']).toBe('(دخترانه؛ کاربرد معمولی)');
});

test('slang drops the list’s stray heading, and says a vulgar sense is vulgar', () => {
  const slang = entries('slang', 'slang.jsonl');
  expect(slang.has('مترادفها')).toBe(false);
  expect(slang.get('آخرشه')?.['text']).toBe('نهایتشه');
  expect(slang.get('گه')?.['text']).toBe('(رکیک) shit');
});

test('a dialect entry names its dialect and ends with the standard word it stands for', () => {
  expect(entries('dialects', 'mazani.jsonl').get('تلا')?.['text']).toBe('در گویش مازنی: rooster (فارسی معیار: خروس)');
  expect(entries('dialects', 'isfahani.jsonl').get('گت')?.['text']).toBe('در گویش اصفهانی: large, big (فارسی معیار: بزرگ)');
  expect(entries('dialects', 'tehrani.jsonl').get('اگه')?.['text']).toBe(
    'در گویش تهرانی: گونهٔ گفتاری «اگر» (فارسی معیار: اگر)',
  );
});
