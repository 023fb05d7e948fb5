/**
 * The library in the English interface: its empty states, and a refused file's reason in English
 * with Latin digits (the same reader of the file as in Persian, told in the reader's language).
 */
import { screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { renderApp } from '../../support/web/render-app';
import { readLibraryFile } from '../../../src/web/features/library/model/import-file';
import { WHOLE_EN } from '../../support/tables';
import { formattersFor } from '../../../src/web/i18n/format';

const ENGLISH = { messages: WHOLE_EN, format: formattersFor('en') };

test('an empty library says what to do, in English', async () => {
  renderApp('/library', { language: 'en' });
  expect(await screen.findByRole('heading', { level: 1, name: 'My library' })).toBeInTheDocument();
  expect(screen.getByText('No bookmarks yet. On any word page, press “Bookmark”.')).toBeInTheDocument();
  expect(screen.getByText("You haven't searched yet.")).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Download all (JSON)' })).toBeInTheDocument();
});

test('a refused file says why in English, naming the list, row and field', () => {
  expect(readLibraryFile('not json', ENGLISH)).toEqual({
    ok: false,
    error: 'This file is not readable JSON. Choose a file made by “Download all (JSON)”.',
  });
  expect(readLibraryFile('{"version":7}', ENGLISH)).toEqual({ ok: false, error: expect.stringContaining('version 7') });
  const doc = { version: 1, searches: [{ q: 1 }], lookups: [], bookmarks: [], folders: [] };
  const result = readLibraryFile(JSON.stringify(doc), ENGLISH);
  expect(result.ok ? '' : result.error).toMatch(
    /^This file could not be read: Searches, row 1, “.+” \(searches\.0\..+\) is not right\.$/,
  );
});

test('the Anki file speaks English: its columns, and the default folder as its tag', async () => {
  const { ankiTsv } = await import('../../../src/web/features/library/model/anki-tsv');
  const bookmark = { db: 'moein', title: 'امید', num: 1, savedAt: 1, folder: 'عمومی', gloss: 'آرزو' } as const;
  expect(ankiTsv([bookmark], ENGLISH).split('\n').slice(2)).toEqual([
    '#columns:Word\tRomanisation\tMeaning\tSentence\tTags',
    '#tags column:5',
    'امید\t\tآرزو\t\tGeneral',
    '',
  ]);
});
