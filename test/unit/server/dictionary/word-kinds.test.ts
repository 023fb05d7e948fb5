/** What a Persian–English entry says a word is, and so which forms its page shows. */
import { expect, test } from 'vitest';
import { wordKinds } from '../../../../src/server/dictionary/word-kinds';

const entry = (part: string, ...senses: string[]) =>
  `<i>${part}</i><br><ol>${senses.map((sense) => `<li>${sense}</li>`).join('')}</ol>`;

test('a verb, a noun and an adjective have forms', () => {
  expect(wordKinds([entry('verb', 'to sleep') + '<br>' + entry('noun', 'sleep')])).toEqual(['noun', 'verb']);
  expect(wordKinds([entry('adj', 'good')])).toEqual(['adjective']);
  expect(wordKinds([entry('prep', 'at')])).toEqual([]);
});

test('a verb only a dialect says is conjugated by no rule of ours: its page makes up no forms', () => {
  expect(wordKinds([entry('verb', '(dialectal, Bushehr, Khesht) to be', '(dialectal, Bushehr) to exist')])).toEqual([]);
  // A noun beside it keeps its plurals.
  expect(wordKinds([entry('verb', '(dialectal) to graze') + '<br>' + entry('noun', 'pasture')])).toEqual(['noun']);
});

test("a verb the written language uses too keeps its forms, though a sense is a dialect's or an old one", () => {
  expect(wordKinds([entry('verb', 'to fall', '(dialectal) to be freed from use')])).toEqual(['verb']);
  expect(wordKinds([entry('verb', '(archaic, dialectal) to stand, to get up')])).toEqual(['verb']);
  expect(wordKinds([entry('verb', '(archaic) to sleep')])).toEqual(['verb']);
});
