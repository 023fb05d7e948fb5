import { expect, test } from 'vitest';
import { shareTarget } from '../../../../../src/web/app/pages/share-target';

/** The page a share opens, and its query as that page reads it. */
function opened(shared: Record<string, string>): string {
  const url = new URL(shareTarget(new URLSearchParams(shared)), 'http://app.invalid');
  return `${url.pathname} ${[...url.searchParams].map(([name, value]) => `${name}=${value}`).join('&')}`.trim();
}

test('a shared text of up to three words is searched, a longer one is read', () => {
  expect(opened({ text: 'دوست داشتن' })).toBe('/search q=دوست داشتن');
  expect(opened({ text: '  به دست آوردن ' })).toBe('/search q=به دست آوردن');
  expect(opened({ text: 'کتاب‌ها را دوست دارم' })).toBe('/read text=کتاب‌ها را دوست دارم');
});

test('the text shared wins over the subject and the link a messenger shares with it', () => {
  expect(opened({ title: 'از پیام‌رسان', text: 'سلام', url: 'https://example.org/' })).toBe('/search q=سلام');
  expect(opened({ title: 'امید', text: ' ' })).toBe('/search q=امید');
});

test('nothing shared opens the empty reading page', () => {
  expect(opened({})).toBe('/read');
});
