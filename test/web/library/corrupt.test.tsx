import { screen, within } from '@testing-library/react';
import { afterAll, expect, onTestFinished, test } from 'vitest';
import { renderApp } from '../../support/web/render-app';
import { startWebService } from '../../support/web/real-service';
import { LIBRARY_KEY } from '../../../src/web/features/library/model/library-doc';
import { LIBRARY_BACKUP_KEY } from '../../../src/web/features/library/model/library-store';
import { catchDownloads, storageFullFor, storedLibrary } from './library-app';

const web = await startWebService();
afterAll(() => web.stop());

const NOTICE = /فهرست‌های ذخیره‌شدهٔ شما خوانا نبود و از نو آغاز شد/;
const BROKEN = '{"version":1,"searches":[{"q":"امید"';

test('an unreadable library: the app starts, the shell says so once, and the backup can be downloaded', async () => {
  storedLibrary(BROKEN);
  const downloads = catchDownloads();
  onTestFinished(downloads.stop);
  const { user } = renderApp('/', { settings: web.settings });
  expect(screen.getByRole('heading', { level: 1, name: 'فرهنگ' })).toBeInTheDocument();
  const notice = await screen.findByRole('region', { name: 'کتابخانه خوانا نبود' });
  expect(notice).toHaveTextContent(NOTICE);
  expect(notice).toHaveTextContent('نسخهٔ پشتیبان نگه داشته شد');
  expect(within(notice).getByRole('link', { name: 'کتابخانهٔ من' })).toHaveAttribute('href', '/library');

  await user.click(within(notice).getByRole('button', { name: 'دریافت نسخهٔ پشتیبان' }));
  expect(await downloads.files()).toEqual([
    { name: 'farhang-library-backup.json', text: BROKEN, type: 'application/json;charset=utf-8' },
  ]);
  expect(localStorage.getItem(LIBRARY_BACKUP_KEY)).toBe(BROKEN);
  expect(JSON.parse(localStorage.getItem(LIBRARY_KEY) ?? 'null')).toMatchObject({ version: 1, searches: [] });

  await user.click(within(notice).getByRole('button', { name: 'بستن' }));
  expect(screen.queryByText(NOTICE)).not.toBeInTheDocument();
});

test('no room for the backup: the notice claims none, hands over the text, and the text stays stored', async () => {
  storageFullFor(LIBRARY_BACKUP_KEY);
  storedLibrary(BROKEN);
  const downloads = catchDownloads();
  onTestFinished(downloads.stop);
  const { user } = renderApp('/', { settings: web.settings });
  const notice = await screen.findByRole('region', { name: 'کتابخانه خوانا نبود' });
  expect(notice).not.toHaveTextContent('نسخهٔ پشتیبان نگه داشته شد');
  expect(notice).toHaveTextContent('نسخهٔ پشتیبان در مرورگر جا نشد؛ تا این صفحه باز است آن را دریافت کنید.');
  await user.click(within(notice).getByRole('button', { name: 'دریافت نسخهٔ پشتیبان' }));
  expect(await downloads.files()).toEqual([
    { name: 'farhang-library-backup.json', text: BROKEN, type: 'application/json;charset=utf-8' },
  ]);
  expect(localStorage.getItem(LIBRARY_BACKUP_KEY)).toBeNull();
  expect(localStorage.getItem(LIBRARY_KEY)).toBe(BROKEN);
});

test('on the library page the notice shows once, not twice, and the library works from empty', async () => {
  storedLibrary('not json at all');
  const { user } = renderApp('/library', { settings: web.settings });
  await screen.findByRole('heading', { level: 1, name: 'کتابخانهٔ من' });
  expect(screen.getAllByText(NOTICE)).toHaveLength(1);
  expect(screen.getByText(/هنوز نشانکی نگذاشته‌اید/)).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'بستن' }));
  // Afterwards the kept copy can still be fetched, or let go.
  await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'کتابخانه' }));
  expect(screen.getByRole('button', { name: 'دریافت نسخهٔ پشتیبان' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'پاک کردن نسخهٔ پشتیبان' }));
  expect(localStorage.getItem(LIBRARY_BACKUP_KEY)).toBeNull();
  expect(screen.queryByRole('button', { name: 'دریافت نسخهٔ پشتیبان' })).not.toBeInTheDocument();
});

test('a library whose bookmarks are broken is caught when the word page loads, without breaking the page', async () => {
  const raw = JSON.stringify({
    version: 1,
    searches: [],
    lookups: [],
    bookmarks: [{ db: 'moein', title: 'امید', num: 'یک', savedAt: 1, folder: 'عمومی' }],
    folders: [],
  });
  storedLibrary(raw);
  renderApp('/word/moein/امید/1', { settings: web.settings });
  expect(await screen.findByRole('article', { name: 'امید' })).toBeInTheDocument();
  expect(await screen.findByText(NOTICE)).toBeInTheDocument();
  expect(await screen.findByRole('button', { name: 'نشانک' })).toBeInTheDocument();
  expect(localStorage.getItem(LIBRARY_BACKUP_KEY)).toBe(raw);
});
