import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { renderToString } from 'react-dom/server';
import { expect, test } from 'vitest';
import { ReadingRest } from '../../../src/web/features/read/components/reading-rest';
import { LanguageProvider } from '../../../src/web/i18n/language-context';
import { messagesFa } from '../../../src/web/i18n/messages-fa';
import { renderApp } from '../../support/web/render-app';
import { faultServerForFile, FAULT_SETTINGS } from '../../support/web/fault-service';
import { READ_PAGE, READ_URL, readBody, TEXT, WORDS } from './read-app';

const server = faultServerForFile();

test('an answer that stopped before the text’s end is followed by the rest’s, and every word is drawn', async () => {
  const stop = WORDS[2]?.start ?? 0;
  const asked: string[] = [];
  server.use(
    http.post(READ_URL, async ({ request }) => {
      const text = await request.text();
      asked.push(text);
      if (text === TEXT) return HttpResponse.json({ ...readBody(WORDS.slice(0, 2)), next: stop });
      // The rest is read as a text of its own: its offsets count from where it begins.
      const rest = WORDS.slice(2).map((word) => ({
        ...word,
        start: word.start - stop,
        end: word.end - stop,
        parts: word.parts?.map((part) => ({ start: part.start - stop, end: part.end - stop })),
      }));
      return HttpResponse.json(readBody(rest));
    }),
  );
  renderApp(READ_PAGE, { settings: FAULT_SETTINGS });
  const reading = await screen.findByRole('region', { name: 'متن خوانده‌شده' });
  expect(await within(reading).findByRole('link', { name: 'امید' })).toBeInTheDocument();
  expect(within(reading).getByRole('link', { name: 'کتاب‌ها' })).toBeInTheDocument();
  expect(within(reading).getByRole('link', { name: 'دادم' })).toBeInTheDocument();
  expect(within(reading).getByText(/^۵ واژه، ۳ در فرهنگ‌ها/)).toBeInTheDocument();
  expect(screen.queryByText('بقیهٔ متن خوانده می‌شود…')).not.toBeInTheDocument();
  expect(asked).toEqual([TEXT, TEXT.slice(stop)]);
});

test('drawn by the server, the rest of a text that stopped is a form posting it, for a reader without scripts', () => {
  const view = renderToString(
    <LanguageProvider language="fa" messages={messagesFa}>
      <ReadingRest rest="امید. سوتی" error={null} onRetry={() => undefined} />
    </LanguageProvider>,
  );
  const drawn = document.createElement('div');
  drawn.innerHTML = view;
  const button = within(drawn).getByRole('button', { name: 'خواندن بقیهٔ متن' });
  const form = button instanceof HTMLButtonElement ? button.form : null;
  expect(form).toHaveAttribute('method', 'post');
  expect(form).toHaveAttribute('action', '/read');
  expect(within(drawn).getByDisplayValue('امید. سوتی')).toHaveAttribute('name', 'text');
});
