import { screen, within } from '@testing-library/react';
import { afterAll, expect, test } from 'vitest';
import { renderApp } from '../../support/web/render-app';
import { startWebService } from '../../support/web/real-service';
import { LIBRARY_KEY } from '../../../src/web/features/library/model/library-doc';
import { librarySection, storageFullFor, storedLibrary } from './library-app';

const web = await startWebService();
afterAll(() => web.stop());

test('a bookmark made on the word page, put in a new folder, is listed there in the library', async () => {
  const { user } = renderApp('/word/moein/امید/1', { settings: web.settings });
  await user.click(await screen.findByRole('button', { name: 'نشانک' }));
  expect(await screen.findByText('نشانک گذاشته شد')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'پوشه' })).toHaveValue('عمومی');

  await user.click(screen.getByRole('button', { name: 'پوشهٔ تازه' }));
  await user.type(screen.getByRole('textbox', { name: 'نام پوشهٔ تازه' }), 'درس فارسی{Enter}');
  expect(await screen.findByText('به پوشهٔ «درس فارسی» رفت')).toBeInTheDocument();
  expect(screen.getByRole('combobox', { name: 'پوشه' })).toHaveValue('درس فارسی');

  await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'کتابخانه' }));
  await screen.findByRole('heading', { level: 1, name: 'کتابخانهٔ من' });
  const folder = screen.getByRole('region', { name: /درس فارسی/ });
  const link = within(folder).getByRole('link', { name: 'امید' });
  expect(decodeURI(link.getAttribute('href') ?? '')).toBe('/word/moein/امید/1');
  expect(within(folder).getByText('آرزو. ۲ - چشمداشت.', { exact: false })).toBeInTheDocument();
  expect(within(folder).getByText('فرهنگ فارسی معین')).toBeInTheDocument();
  // The look-up is counted on the library page too.
  expect(within(librarySection('واژه‌هایی که دیده‌اید')).getByText('۱ بار')).toBeInTheDocument();
});

test('taking the bookmark away on the word page takes it out of the library', async () => {
  const { user } = renderApp('/word/moein/امید/3', { settings: web.settings });
  await user.click(await screen.findByRole('button', { name: 'نشانک' }));
  await user.click(screen.getByRole('button', { name: 'برداشتن نشانک' }));
  expect(await screen.findByText('نشانک برداشته شد')).toBeInTheDocument();
  await user.click(within(screen.getByRole('banner')).getByRole('link', { name: 'کتابخانه' }));
  expect(await screen.findByText(/هنوز نشانکی نگذاشته‌اید/)).toBeInTheDocument();
});

test('a bookmark the browser has no room to save is said to be unsaved, with what to do', async () => {
  storageFullFor(LIBRARY_KEY);
  const { user } = renderApp('/word/moein/امید/1', { settings: web.settings });
  await user.click(await screen.findByRole('button', { name: 'نشانک' }));
  expect(await screen.findByText('نشانک گذاشته شد، ولی ذخیره نشد')).toBeInTheDocument();
  const warning = screen.getByRole('region', { name: 'کتابخانه ذخیره نشد' });
  expect(within(warning).getByRole('alert')).toHaveTextContent(/^کتابخانه ذخیره نشد: جای مرورگر پر است/);
  expect(within(warning).getByRole('link', { name: 'کتابخانهٔ من' })).toHaveAttribute('href', '/library');
  expect(localStorage.getItem(LIBRARY_KEY)).toBeNull();
});

const TWO_FOLDERS = JSON.stringify({
  version: 1,
  searches: [{ q: 'امید', type: 'exact', at: 3, count: 4 }],
  lookups: [{ db: 'moein', title: 'امید', num: 1, at: 3, count: 2 }],
  bookmarks: [
    { db: 'moein', title: 'امید', num: 1, savedAt: 2, folder: 'درس', gloss: 'آرزو' },
    { db: 'amid', title: 'کتاب', num: 1, savedAt: 1, folder: 'عمومی' },
  ],
  folders: ['درس'],
});

test('a Persian gloss shows Persian digits, as every other view of a meaning; an English one keeps its own', async () => {
  storedLibrary(
    JSON.stringify({
      version: 1,
      searches: [],
      lookups: [],
      bookmarks: [
        { db: 'moein', title: 'سده', num: 1, savedAt: 2, folder: 'عمومی', gloss: 'صد سال، از 1300 تا 1399' },
        { db: 'fa2en', title: 'سده', num: 1, savedAt: 1, folder: 'عمومی', gloss: 'century, 100 years' },
      ],
      folders: [],
    }),
  );
  renderApp('/library', { settings: web.settings });
  const persian = await screen.findByText('صد سال، از ۱۳۰۰ تا ۱۳۹۹');
  expect(persian).toHaveAttribute('lang', 'fa');
  expect(persian).toHaveAttribute('dir', 'rtl');
  const english = screen.getByText('century, 100 years');
  expect(english).toHaveAttribute('lang', 'en');
  expect(english).toHaveAttribute('dir', 'ltr');
});

test('a bookmark moves between folders; a folder is renamed; deleting it keeps its bookmarks', async () => {
  storedLibrary(TWO_FOLDERS);
  const { user } = renderApp('/library', { settings: web.settings });
  await screen.findByRole('heading', { level: 1, name: 'کتابخانهٔ من' });

  await user.selectOptions(screen.getByRole('combobox', { name: 'پوشهٔ «کتاب»' }), 'درس');
  expect(within(screen.getByRole('region', { name: /^درس/ })).getAllByRole('link')).toHaveLength(2);
  expect(screen.queryByRole('region', { name: /^عمومی/ })).not.toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'تغییر نام پوشهٔ «درس»' }));
  const name = screen.getByRole('textbox', { name: 'نام تازهٔ پوشهٔ «درس»' });
  await user.clear(name);
  await user.type(name, 'واژه‌های نو{Enter}');
  expect(screen.getByRole('region', { name: /^واژه‌های نو/ })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'حذف پوشهٔ «واژه‌های نو»' }));
  const general = screen.getByRole('region', { name: /^عمومی/ });
  expect(
    within(general)
      .getAllByRole('link')
      .map((link) => link.textContent),
  ).toEqual(['امید', 'کتاب']);
});

test('single items are deleted from each list', async () => {
  storedLibrary(TWO_FOLDERS);
  const { user } = renderApp('/library', { settings: web.settings });
  await screen.findByRole('heading', { level: 1, name: 'کتابخانهٔ من' });
  await user.click(screen.getByRole('button', { name: 'حذف نشانک «کتاب»' }));
  expect(screen.queryByRole('link', { name: 'کتاب' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'حذف «امید» از واژه‌های دیده‌شده' }));
  expect(
    within(librarySection('واژه‌هایی که دیده‌اید')).getByText('هنوز واژه‌ای را باز نکرده‌اید.'),
  ).toBeInTheDocument();
  const searches = within(librarySection('جست‌وجوهای اخیر'));
  expect(searches.getByRole('link', { name: 'امید' })).toHaveAttribute(
    'href',
    `/search?q=${encodeURIComponent('امید')}&type=exact`,
  );
  expect(searches.getByText('۴ بار')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'حذف جست‌وجوی «امید»' }));
  expect(within(librarySection('جست‌وجوهای اخیر')).getByText('هنوز جست‌وجویی نکرده‌اید.')).toBeInTheDocument();
});

test('clear-all asks first; «نه» keeps everything, «بله» empties the library', async () => {
  storedLibrary(TWO_FOLDERS);
  const { user } = renderApp('/library', { settings: web.settings });
  await screen.findByRole('heading', { level: 1, name: 'کتابخانهٔ من' });
  await user.click(screen.getByRole('button', { name: 'پاک کردن همه' }));
  expect(screen.getByRole('alert')).toHaveTextContent('این کار بازگشت ندارد');
  await user.click(screen.getByRole('button', { name: 'نه' }));
  expect(screen.getByRole('link', { name: 'کتاب' })).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'پاک کردن همه' }));
  await user.click(screen.getByRole('button', { name: 'بله، همه پاک شود' }));
  expect(screen.getByText('کتابخانه پاک شد.')).toBeInTheDocument();
  expect(screen.getByText(/هنوز نشانکی نگذاشته‌اید/)).toBeInTheDocument();
  expect(screen.getByText('هنوز جست‌وجویی نکرده‌اید.')).toBeInTheDocument();
  expect(JSON.parse(localStorage.getItem('farhang.library.v1') ?? 'null')).toEqual({
    version: 1,
    searches: [],
    lookups: [],
    bookmarks: [],
    folders: [],
  });
});
