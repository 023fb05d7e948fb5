/**
 * Latin inside Persian (and Persian inside English) keeps its own order on screen: each run of the
 * other direction is isolated in a <bdi>, in results, on the word page and in the reading popover.
 */
import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderSearchApp } from './search-app';

// Two English–Persian entries of our own, their meanings mixing Latin into Persian.
const EN2FA = { data: ['test/fixtures/mixed-direction.jsonl'] };

/** The text of each isolated run of `root` written left to right. */
function ltrRuns(root: HTMLElement): (string | null)[] {
  return within(root)
    .queryAllByText(/./, { selector: 'bdi[dir="ltr"]' })
    .map((bdi) => bdi.textContent);
}

/** The element matching `selector` whose whole text holds `text`: each translation is a link of its own. */
function holding(root: HTMLElement, text: string, selector: string): HTMLElement {
  return within(root).getByText((_, element) => element?.textContent?.includes(text) === true, { selector });
}

test('a result’s Persian meaning shows «(n.)» and «(v.)» isolated left to right', async () => {
  await renderSearchApp('/search?q=hope&db=en2fa', EN2FA);
  const region = await screen.findByRole('region', { name: 'نتیجه‌ها' });
  const meaning = holding(region, 'امید، آرزو', '.result__text');
  expect(meaning).toHaveAttribute('dir', 'rtl');
  expect(ltrRuns(meaning)).toEqual(['(n.)', '(v.)']);
});

test('a Latin phrase inside a meaning is isolated without the colon that follows it', async () => {
  await renderSearchApp('/search?q=heart&db=en2fa', EN2FA);
  const region = await screen.findByRole('region', { name: 'نتیجه‌ها' });
  const meaning = holding(region, 'قلب، دل', '.result__text');
  expect(ltrRuns(meaning)).toEqual(['(n.)', 'by heart']);
  expect(meaning).toHaveTextContent('by heart: از بر');
});

test('a reverse-dictionary hit keeps its marks and isolates the Latin around them', async () => {
  await renderSearchApp(`/search?q=${encodeURIComponent('امید')}&type=text&db=en2fa`, EN2FA);
  const region = await screen.findByRole('region', { name: 'نتیجه‌ها' });
  // The marks come with the annotations, loaded the first time a reverse-dictionary search shows.
  await within(region).findAllByText('امید', { selector: '.result__text mark' });
  // Marks split its text, so the meaning is found by all it holds.
  const meaning = within(region).getByText((_, element) => element?.textContent?.includes('آرزو، امیدواری') === true, {
    selector: '.result__text',
  });
  expect(within(meaning).getAllByText('امید', { selector: 'mark' }).length).toBeGreaterThan(0);
  expect(ltrRuns(meaning)).toEqual(['(n.)', '(v.)']);
});

test('the word page’s meaning isolates «(n.)» and «(v.)» too', async () => {
  await renderSearchApp('/word/en2fa/hope/1', EN2FA);
  const article = await screen.findByRole('article', { name: 'hope' });
  const meaning = holding(article, 'امید، آرزو', '.entry__meaning');
  expect(meaning).toHaveAttribute('dir', 'rtl');
  expect(ltrRuns(meaning)).toEqual(['(n.)', '(v.)']);
});
