/**
 * A reading of a short text of the sample dictionaries' words, as `POST /api/read` answers it, and
 * the fault service answering it (the reading engine is the service's; these tests draw its answer).
 */
import { http, HttpResponse } from 'msw';
import type { ReadHeadword, TextReading } from '../../../src/shared/wire/read';
import { ReadingBuilder } from '../../../src/shared/reading/reading-builder';
import type { WordView } from '../../../src/shared/reading/reading-view';
import { BOOK_MOEIN } from '../../support/reading-headwords';
import { FAULT_BASE, v3ErrorBody } from '../../support/web/fault-service';

/** «سوتی … دادم» is one headword split by «بزرگی», which the dictionaries do not know. */
export const TEXT = 'کتاب‌ها و امید. سوتی بزرگی دادم!';

const BOOK_AMID: ReadHeadword = {
  title: 'کتاب',
  db: 'amid',
  num: 1,
  description: [{ rule: 'plural', mark: 'ها' }],
  meaning: 'مجموعه‌ای از صفحه‌های نوشته یا چاپ‌شده که در یک جلد گردآوری شده باشد.',
  pron: '',
};
const HOPE: ReadHeadword = {
  title: 'امید',
  db: 'moein',
  num: 1,
  description: [],
  meaning: 'چشم‌داشت گشایش و نیکی در آینده.',
  pron: '',
};
const GAFFE: ReadHeadword = {
  title: 'سوتی دادن',
  db: 'slang',
  num: 1,
  description: [{ rule: 'past', mark: 'م' }],
  meaning: 'خطای خنده‌دار و لودهنده کردن.',
  pron: '',
};

function span(form: string, from = 0): { start: number; end: number } {
  const start = TEXT.indexOf(form, from);
  if (start === -1) throw new Error(`«${form}» is not in the text`);
  return { start, end: start + form.length };
}

function word(form: string, headwords: ReadHeadword[]): WordView {
  return { ...span(form), text: form, headwords };
}

const gaffe = span('سوتی');
const gave = span('دادم');

export const WORDS: WordView[] = [
  word('کتاب‌ها', [BOOK_MOEIN, BOOK_AMID]),
  word('و', []),
  word('امید', [HOPE]),
  {
    start: gaffe.start,
    end: gave.end,
    text: TEXT.slice(gaffe.start, gave.end),
    headwords: [GAFFE],
    parts: [gaffe, gave],
  },
  word('بزرگی', []),
];

export const READ_URL = `${FAULT_BASE}/api/read`;

/** The words as the wire sends them: each entry once, each word pointing at its reading. */
export function tablesOf(words: readonly WordView[]): TextReading {
  const builder = new ReadingBuilder();
  for (const { headwords, ...span } of words) {
    const entries = headwords.map(({ description: _description, ...entry }) => entry);
    builder.add(span, { description: headwords[0]?.description ?? [], entries });
  }
  return builder.build();
}

export function readBody(words: readonly WordView[] = WORDS) {
  return { response: { status: true, code: 200, state: null }, meta: { filter: '' }, ...tablesOf(words) };
}

export interface SeenRead {
  readonly text: string;
  readonly contentType: string | null;
  readonly url: URL;
}

/** Answers every reading with `words`, noting each request. */
export function readAnswer(seen: SeenRead[] = [], words: readonly WordView[] = WORDS) {
  return http.post(READ_URL, async ({ request }) => {
    seen.push({
      text: await request.text(),
      contentType: request.headers.get('Content-Type'),
      url: new URL(request.url),
    });
    return HttpResponse.json(readBody(words));
  });
}

export function readRefusal(status: number, error: string, headers?: HeadersInit) {
  return http.post(READ_URL, () => HttpResponse.json(v3ErrorBody(status, error, error), { status, headers }));
}

/** The reading page's address for the sample text. */
export const READ_PAGE = `/read?text=${encodeURIComponent(TEXT)}`;
