/** The extension's pure parts: its manifest for both browsers, the word a click picks, its messages. */
import { expect, test } from 'vitest';
import { extensionManifest } from '../../../src/extension/manifest';
import { isFrameMessage, isLook, isPopoverMessage } from '../../../src/extension/messages';
import { pickWord } from '../../../src/extension/popover/pick-word';
import type { WordView } from '../../../src/shared/reading/reading-view';

test('one Manifest V3 for Chromium and Firefox: storage alone, http(s) pages and frames, one framable page', () => {
  const manifest = extensionManifest({ version: '0.1.0', service: 'https://farhang.example' });
  expect(manifest).toMatchObject({
    manifest_version: 3,
    permissions: ['storage'],
    // Chromium's service worker, Firefox's scripts: each browser takes its own key.
    background: { service_worker: 'background.js', scripts: ['background.js'] },
    content_scripts: [{ matches: ['http://*/*', 'https://*/*'], js: ['content.js'], all_frames: true }],
    web_accessible_resources: [{ resources: ['popover/popover.html'] }],
    browser_specific_settings: { gecko: { id: 'farhang@farhang.example' } },
  });
  expect(manifest).not.toHaveProperty('host_permissions');
});

const word = (start: number, end: number, titles: readonly string[], parts?: WordView['parts']): WordView => ({
  start,
  end,
  text: '',
  headwords: titles.map((title) => ({ title, db: 'dehkhoda', num: 1, description: [], meaning: '', pron: '' })),
  ...(parts ? { parts } : {}),
});

test('a click picks the word it fell in, a light verb by either piece, a known word before an unknown one', () => {
  // «دیروز حسابی حال کردیم»: «حال کردیم» is one word over two pieces, «حسابی» stands between none.
  const words = [
    word(0, 5, []),
    word(6, 11, ['حسابی']),
    word(
      12,
      21,
      ['حال کردن'],
      [
        { start: 12, end: 15 },
        { start: 16, end: 21 },
      ],
    ),
  ];
  expect(pickWord(words, 7)?.headwords[0]?.title).toBe('حسابی');
  expect(pickWord(words, 12)?.headwords[0]?.title).toBe('حال کردن');
  expect(pickWord(words, 17)?.headwords[0]?.title).toBe('حال کردن');
  expect(pickWord(words, 0)?.headwords).toEqual([]);
  expect(pickWord(words, 30)).toBeUndefined();
});

test('a frame takes only its own content script’s words, and the content script only its frame’s answers', () => {
  expect(isLook({ farhang: 'look', frame: 'a', sentence: 'امید', at: 0 }, 'a')).toBe(true);
  expect(isLook({ farhang: 'look', frame: 'b', sentence: 'امید', at: 0 }, 'a')).toBe(false);
  expect(isLook({ farhang: 'look', frame: 'a', sentence: 7, at: 0 }, 'a')).toBe(false);
  expect(isFrameMessage({ farhang: 'size', frame: 'a', height: 120 }, 'a')).toBe(true);
  expect(isFrameMessage({ farhang: 'token', frame: 'a' }, 'a')).toBe(false);
});

test('the background carries the popover’s four messages for any frame, and nothing else', () => {
  for (const farhang of ['look', 'hide', 'size', 'close']) expect(isPopoverMessage({ farhang, frame: 'b' })).toBe(true);
  expect(isPopoverMessage({ farhang: 'token', frame: 'b' })).toBe(false);
  expect(isPopoverMessage({ farhang: 'look' })).toBe(false);
});
