import { expect, test } from 'vitest';
import { soundMarks } from '../../../../src/shared/persian/sound-marks';
import { avaKey } from '../../../../src/shared/persian/normalise';

const said = (headword: string, q: string) => soundMarks(headword, q).map((m) => `${m.letter}/${m.typed}`);

test.each([
  ['صلام', 'سلام', ['ص/س']],
  ['ثواب', 'سواب', ['ث/س']],
  ['ذره', 'زره', ['ذ/ز']],
  ['ظهر', 'زهر', ['ظ/ز']],
  ['طوطی', 'توتی', ['ط/ت', 'ط/ت']],
  ['حلوا', 'هلوا', ['ح/ه']],
  ['قلط', 'غلت', ['ق/غ', 'ط/ت']],
  ['عمل', 'امل', ['ع/ا']],
  ['اعتماد', 'اتماد', ['ع/']],
  ['ذَرّه', 'زره', ['ذ/ز']],
])('«%s» found for «%s» marks %j', (headword, q, expected) => {
  // Each pair is a real ava match: the marks explain a match the service makes.
  expect(avaKey(headword)).toBe(avaKey(q));
  expect(said(headword, q)).toEqual(expected);
});

test('the same letters mark nothing; the spans point at the headword as given', () => {
  expect(soundMarks('سلام', 'سلام')).toEqual([]);
  const [mark] = soundMarks('ذَرّه', 'زره');
  expect(mark).toEqual({ start: 0, end: 1, letter: 'ذ', typed: 'ز' });
  const marks = soundMarks('بِطالت', 'بتالت');
  expect(marks.map(({ start, end }) => 'بِطالت'.slice(start, end))).toEqual(['ط']);
});

test('a letter of another class is no sound match', () => {
  expect(said('سلام', 'کلام')).toEqual([]);
});
