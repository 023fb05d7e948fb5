import { screen, within } from '@testing-library/react';
import { afterAll, expect, onTestFinished, test } from 'vitest';
import { renderApp } from '../../support/web/render-app';
import { startWebService } from '../../support/web/real-service';
import { LIBRARY_KEY } from '../../../src/web/features/library/model/library-doc';
import { catchDownloads, librarySection, storageFullFor, storedLibrary } from './library-app';

const web = await startWebService();
afterAll(() => web.stop());

const MINE = {
  version: 1,
  searches: [{ q: 'امید', type: 'exact', at: 30, count: 1 }],
  lookups: [{ db: 'moein', title: 'امید', num: 1, at: 30, count: 2 }],
  bookmarks: [
    { db: 'moein', title: 'امید', num: 1, savedAt: 30, folder: 'درس', gloss: 'آرزو\tو\nچشمداشت' },
    { db: 'en2fa', title: 'hope', num: 1, savedAt: 20, folder: 'عمومی', note: 'گفت "آری"' },
  ],
  folders: ['درس'],
};

async function openLibrary(stored: unknown = MINE) {
  storedLibrary(JSON.stringify(stored));
  const downloads = catchDownloads();
  onTestFinished(downloads.stop);
  const view = renderApp('/library', { settings: web.settings });
  await screen.findByRole('heading', { level: 1, name: 'کتابخانهٔ من' });
  return { ...view, downloads };
}

test('«دریافت همه» hands over the whole library as a dated JSON file that reads back the same', async () => {
  const { user, downloads } = await openLibrary();
  await user.click(screen.getByRole('button', { name: 'دریافت همه (JSON)' }));
  const [file] = await downloads.files();
  expect(file?.name).toMatch(/^farhang-library-\d{4}-\d{2}-\d{2}\.json$/);
  expect(file?.type).toBe('application/json;charset=utf-8');
  expect(JSON.parse(file?.text ?? '')).toEqual(MINE);
});

test('the Anki file has Anki’s header lines and one clean row per bookmark', async () => {
  const { user, downloads } = await openLibrary();
  await user.click(screen.getByRole('button', { name: 'دریافت نشانک‌ها برای Anki (TSV)' }));
  const [file] = await downloads.files();
  expect(file?.name).toMatch(/^farhang-bookmarks-\d{4}-\d{2}-\d{2}\.tsv$/);
  expect(file?.text.split('\n')).toEqual([
    '#separator:tab',
    '#html:true',
    '#columns:واژه\tآوانویسی\tمعنی\tجمله\tبرچسب‌ها',
    '#tags column:5',
    'امید\t\tآرزو و چشمداشت\t\tدرس',
    'hope\t\t"یادداشت: گفت ""آری"""\t\tعمومی',
    '',
  ]);
});

test('a word saved from a reading goes to Anki with its romanisation, and bold where its sentence has it', async () => {
  const bookmark = {
    db: 'fa2en',
    title: 'کتاب',
    num: 1,
    savedAt: 40,
    folder: 'عمومی',
    gloss: 'book <bound>',
    pron: 'ketâb',
    sentence: 'این کتاب‌ها را خواندیم.',
    form: 'کتاب‌ها',
  };
  const { user, downloads } = await openLibrary({ ...MINE, bookmarks: [bookmark] });
  await user.click(screen.getByRole('button', { name: 'دریافت نشانک‌ها برای Anki (TSV)' }));
  const [file] = await downloads.files();
  expect(file?.text.split('\n')[4]).toBe('کتاب\tketâb\tbook &lt;bound&gt;\tاین <b>کتاب‌ها</b> را خواندیم.\tعمومی');
});

test('with no bookmarks, the Anki button says why instead of an empty file', async () => {
  const { user, downloads } = await openLibrary({ ...MINE, bookmarks: [] });
  await user.click(screen.getByRole('button', { name: 'دریافت نشانک‌ها برای Anki (TSV)' }));
  expect(screen.getByRole('alert')).toHaveTextContent('نشانکی نیست');
  expect(await downloads.files()).toEqual([]);
});

test('importing a file merges it into the library and says what was added', async () => {
  const { user } = await openLibrary();
  const theirs = {
    version: 1,
    searches: [{ q: 'دریا', type: 'text', at: 40, count: 3 }],
    lookups: [{ db: 'moein', title: 'امید', num: 1, at: 10, count: 5 }],
    bookmarks: [
      { db: 'moein', title: 'امید', num: 1, savedAt: 50, folder: 'دیگر' },
      { db: 'amid', title: 'کتاب', num: 1, savedAt: 40, folder: 'کتاب‌ها' },
    ],
    folders: ['دیگر'],
  };
  const file = new File([JSON.stringify(theirs)], 'from-phone.json', { type: 'application/json' });
  await user.upload(screen.getByLabelText('افزودن از پروندهٔ JSON'), file);
  expect(await screen.findByText('افزوده شد: ۱ نشانک، ۰ واژه و ۱ جست‌وجو.')).toHaveAttribute('role', 'status');
  // The reader's own bookmark keeps its folder; the new one arrives in its own.
  expect(within(screen.getByRole('region', { name: /^درس/ })).getByRole('link', { name: 'امید' })).toBeInTheDocument();
  expect(
    within(screen.getByRole('region', { name: /^کتاب‌ها/ })).getByRole('link', { name: 'کتاب' }),
  ).toBeInTheDocument();
  expect(within(librarySection('واژه‌هایی که دیده‌اید')).getByText('۵ بار')).toBeInTheDocument();
  expect(within(librarySection('جست‌وجوهای اخیر')).getByRole('link', { name: 'دریا' })).toBeInTheDocument();
  expect(localStorage.getItem(LIBRARY_KEY)).toContain('کتاب‌ها');
});

test('an import the browser has no room to save says so and how to keep it, not «افزوده شد»', async () => {
  const { user, downloads } = await openLibrary();
  const before = localStorage.getItem(LIBRARY_KEY);
  storageFullFor(LIBRARY_KEY);
  const theirs = { ...MINE, bookmarks: [{ db: 'amid', title: 'کتاب', num: 1, savedAt: 40, folder: 'کتاب‌ها' }] };
  await user.upload(
    screen.getByLabelText('افزودن از پروندهٔ JSON'),
    new File([JSON.stringify(theirs)], 'from-phone.json', { type: 'application/json' }),
  );
  const warning = within(await screen.findByRole('region', { name: 'کتابخانه ذخیره نشد' })).getByRole('alert');
  expect(warning).toHaveTextContent(/^کتابخانه ذخیره نشد: جای مرورگر پر است.*«دریافت همه \(JSON\)»/);
  expect(screen.getByText('۱ نشانک، ۰ واژه و ۰ جست‌وجو افزوده شد، ولی ذخیره نشد.')).toHaveAttribute('role', 'alert');
  expect(screen.queryByText(/^افزوده شد/)).not.toBeInTheDocument();
  expect(localStorage.getItem(LIBRARY_KEY)).toBe(before);
  // The way forward works: the file handed over holds what could not be saved.
  await user.click(screen.getByRole('button', { name: 'دریافت همه (JSON)' }));
  const [file] = await downloads.files();
  expect(JSON.parse(file?.text ?? '')).toMatchObject({ bookmarks: expect.arrayContaining(theirs.bookmarks) });
});

test.each([
  ['not JSON', 'این یک فهرست نیست', 'JSON خوانا نیست'],
  [
    'a bad dictionary name',
    JSON.stringify({ ...MINE, bookmarks: [{ ...MINE.bookmarks[0], db: 'x' }] }),
    'نشانک‌ها، ردیف ۱، «نام فرهنگ»',
  ],
  ['a newer version', JSON.stringify({ ...MINE, version: 3 }), 'نسخهٔ ۳'],
])('a file with %s is refused with a Persian reason, and nothing is lost', async (_, text, reason) => {
  const { user } = await openLibrary();
  const before = localStorage.getItem(LIBRARY_KEY);
  await user.upload(
    screen.getByLabelText('افزودن از پروندهٔ JSON'),
    new File([text], 'bad.json', { type: 'application/json' }),
  );
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent(reason);
  expect(alert).toHaveTextContent('چیزی از کتابخانهٔ شما کم نشد');
  expect(localStorage.getItem(LIBRARY_KEY)).toBe(before);
  expect(screen.getByRole('link', { name: 'hope' })).toBeInTheDocument();
});
