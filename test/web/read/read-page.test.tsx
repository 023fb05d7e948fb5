import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderApp } from '../../support/web/render-app';
import { faultServerForFile, FAULT_SETTINGS } from '../../support/web/fault-service';
import { READ_PAGE, readAnswer, readRefusal, TEXT, type SeenRead } from './read-app';

const server = faultServerForFile();

const href = (link: HTMLElement) => decodeURI(link.getAttribute('href') ?? '');

test('every word the dictionaries know is a link to its headword; the others stay plain text', async () => {
  const seen: SeenRead[] = [];
  server.use(readAnswer(seen));
  const { location } = renderApp(READ_PAGE, { settings: FAULT_SETTINGS });
  const reading = await screen.findByRole('region', { name: 'متن خوانده‌شده' });
  expect(href(within(reading).getByRole('link', { name: 'کتاب‌ها' }))).toBe('/word/moein/کتاب/1');
  expect(href(within(reading).getByRole('link', { name: 'امید' }))).toBe('/word/moein/امید/1');
  // A headword split by another word: each of its parts leads to it, the word between stays plain.
  expect(href(within(reading).getByRole('link', { name: 'سوتی' }))).toBe('/word/slang/سوتی دادن/1');
  expect(href(within(reading).getByRole('link', { name: 'دادم' }))).toBe('/word/slang/سوتی دادن/1');
  expect(within(reading).queryByRole('link', { name: 'بزرگی' })).not.toBeInTheDocument();
  expect(within(reading).queryByRole('link', { name: 'و' })).not.toBeInTheDocument();
  expect(within(reading).getByText(/بزرگی/)).toBeInTheDocument();
  expect(within(reading).getByText(/^۵ واژه، ۳ در فرهنگ‌ها/)).toBeInTheDocument();
  // The text went as a plain-text body, the token only on the request to the service.
  expect(seen).toHaveLength(1);
  expect(seen[0]?.text).toBe(TEXT);
  expect(seen[0]?.contentType).toBe('text/plain; charset=utf-8');
  expect(seen[0]?.url.searchParams.get('token')).toBe(FAULT_SETTINGS.token);
  expect(`${location().pathname}${location().search}`).not.toContain('token');
});

test('a text pasted and sent is read without going into the address', async () => {
  const seen: SeenRead[] = [];
  server.use(readAnswer(seen));
  const { user, location } = renderApp('/read', { settings: FAULT_SETTINGS });
  await user.click(await screen.findByRole('textbox', { name: 'متن فارسی' }));
  await user.paste(TEXT);
  await user.click(screen.getByRole('button', { name: 'خواندن' }));
  expect(await screen.findByRole('link', { name: 'کتاب‌ها' })).toBeInTheDocument();
  expect(seen.map((request) => request.text)).toEqual([TEXT]);
  expect(location().pathname).toBe('/read');
  expect(location().search).toBe('');
});

test('a .txt file is read into the box; a file too big or not text is refused, saying what to do', async () => {
  const { user } = renderApp('/read', { settings: FAULT_SETTINGS });
  const box = await screen.findByRole('textbox', { name: 'متن فارسی' });
  const picker = screen.getByLabelText('پروندهٔ ‎.txt‎ یا تصویر');
  await user.upload(picker, new File([TEXT], 'خبر.txt', { type: 'text/plain' }));
  expect(await screen.findByDisplayValue(TEXT)).toBe(box);

  await user.upload(picker, new File(['آ'.repeat(60 * 1024)], 'کتاب.txt', { type: 'text/plain' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'این متن بیش از ۱۰۰ کیلوبایت است. بخشی از آن را بچسبانید و بقیه را جداگانه بخوانید.',
  );
  expect(box).toHaveValue(TEXT);

  await user.upload(picker, new File([new Uint8Array([0xff, 0xfe, 0x00, 0x41])], 'عکس.txt', { type: 'text/plain' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(/^این پرونده متن سادهٔ UTF-8 نیست/);
  expect(box).toHaveValue(TEXT);
});

test.each([
  [413, 'payload_too_large', 'متن بلندتر از اندازه است', /کادر زیر آغاز آن را تا همین اندازه نگه داشته است/],
  [400, 'invalid_parameter', 'متن خوانده نشد', /متن را در کادر زیر بازبینی کنید/],
  [429, 'too_many_requests', 'درخواست‌ها بیش از اندازه شد', /پس از ۳۰ ثانیه خودمان دوباره تلاش می‌کنیم/],
  [503, 'unavailable', 'سرویس فعلاً در دسترس نیست', /پس از ۳۰ ثانیه خودمان دوباره تلاش می‌کنیم/],
])('%i: said in Persian with a way forward, the text still in its box', async (status, error, title, detail) => {
  server.use(readRefusal(status, error, { 'Retry-After': '30' }));
  renderApp(READ_PAGE, { settings: FAULT_SETTINGS });
  const panel = await screen.findByRole('alert');
  expect(within(panel).getByRole('heading', { name: title })).toBeInTheDocument();
  expect(within(panel).getByText(detail)).toBeInTheDocument();
  expect(screen.getByRole('textbox', { name: 'متن فارسی' })).toHaveValue(TEXT);
});
