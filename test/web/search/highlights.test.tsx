/**
 * What the reader sees marked: the typed letters in a suggestion and the searched words in a
 * meaning. A mark holds the text's own letters (found through the normaliser) and never a space
 * or ZWNJ the query lacks; checked on the rendered `<mark>` elements, for any text and query.
 */
import { render } from '@testing-library/react';
import fc from 'fast-check';
import { expect, test } from 'vitest';
import { exactKey } from '../../../src/shared/persian/normalise';
import { annotate } from '../../../src/web/features/search/components/result-annotations';
import { HighlightedText } from '../../../src/web/features/search/components/highlighted-text';
import { WHOLE_FA } from '../../support/tables';

const RTL = { title: 'rtl', text: 'rtl' } as const;

const ZWNJ = '\u200C';
// Persian letters, their Arabic forms (ي ك), harakat, a space and a ZWNJ: what a headword or a
// meaning mixes. (Hamza forms fold by position, so a lone letter's key is not its key in a word.)
const CHARS = ['ا', 'ب', 'ر', 'س', 'م', 'ی', 'ي', 'ک', 'ك', 'ت', '\u064E', '\u0650', ' ', ZWNJ];
const text = fc.array(fc.constantFrom(...CHARS), { maxLength: 30 }).map((chars) => chars.join(''));
const query = fc.array(fc.constantFrom(...CHARS), { minLength: 1, maxLength: 4 }).map((chars) => chars.join(''));

function marksOf(node: ReturnType<typeof render>['container']): string[] {
  return [...node.querySelectorAll('mark')].map((mark) => mark.textContent ?? '');
}

/** The marks of one rendering, unmounted at once: a property renders hundreds. */
function marksOnce(ui: Parameters<typeof render>[0]): string[] {
  const view = render(ui);
  const marks = marksOf(view.container);
  view.unmount();
  return marks;
}

/** Each character of a mark is a letter the query holds (after folding), a haraka, or a gap it holds. */
function lacking(mark: string, q: string): string[] {
  const keys = exactKey(q);
  return [...mark].filter((char) => {
    if (char === ' ' || char === ZWNJ) return !q.includes(char);
    const key = exactKey(char);
    return key !== '' && !keys.includes(key);
  });
}

test('a suggestion marks the typed letters as they are written in it, and no gap the reader did not type', () => {
  // The suggestion holds what was typed, somewhere: there is always something to mark.
  const holding = fc.tuple(text, query, text).filter(([, typed]) => exactKey(typed) !== '');
  fc.assert(
    fc.property(holding, ([before, typed, after]) => {
      const marks = marksOnce(<HighlightedText text={before + typed + after} typed={typed} />);
      expect(marks).not.toEqual([]);
      expect(marks.flatMap((mark) => lacking(mark, typed))).toEqual([]);
      // Found through the normaliser: the marked letters fold to what was typed, in order.
      expect(exactKey(marks.join(''))).toBe(exactKey(typed));
    }),
    { numRuns: 300 },
  );
});

test('a suggestion that does not hold the typed letters has nothing marked', () => {
  fc.assert(
    fc.property(text, query, (shown, typed) => {
      fc.pre(!exactKey(shown).includes(exactKey(typed)) || exactKey(typed) === '');
      expect(marksOnce(<HighlightedText text={shown} typed={typed} />)).toEqual([]);
    }),
    { numRuns: 300 },
  );
});

test('a meaning marks only letters inside words: a mark never spans a character the query lacks', () => {
  let marked = 0;
  fc.assert(
    fc.property(text, query, (meaning, q) => {
      const marks = marksOnce(<p>{annotate('سر', meaning, q, 'text', RTL, WHOLE_FA).text}</p>);
      marked += marks.length;
      expect(marks.flatMap((mark) => lacking(mark, q))).toEqual([]);
      expect(marks.filter((mark) => /^[ \u200C]|[ \u200C]$/.test(mark))).toEqual([]);
    }),
    { numRuns: 300 },
  );
  // The property held over meanings that had marks, not only over ones with none.
  expect(marked).toBeGreaterThan(0);
});

test('the reported case: a two-letter search does not mark across the space between two words', () => {
  const { container } = render(<p>{annotate('سرما', 'سرما بفسرد و آب یخ زد', 'اب', 'text', RTL, WHOLE_FA).text}</p>);
  expect(marksOf(container)).toEqual(['آب']);
});

test('a normalised match marks the letters as written: Arabic forms and harakat included', () => {
  const { container } = render(<HighlightedText text="كِتَاب" typed="کتا" />);
  expect(marksOf(container)).toEqual(['كِتَا']);
});

test('a headword typed without its space is marked in pieces, never over the space', () => {
  const { container } = render(<HighlightedText text="آب انبار" typed="آبانب" />);
  expect(marksOf(container)).toEqual(['آب', 'انب']);
});
