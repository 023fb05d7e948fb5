/**
 * The reading of a text, under one key for the page drawn on the server and the page in the
 * browser: the server asks first and hands the answer on, so hydrating asks nothing. The page's
 * own service answers `POST /api/read`, in answers of bounded size: one that stops (`next`) is a
 * page of this query, and the rest of the text is the next page's, asked in the browser. Another
 * v3 service (the reader's settings point at it) is read through exact searches
 * (read-elsewhere.ts), in one page. The key holds the service's base URL, the text and the filter
 * — never the token.
 */
import { infiniteQueryOptions, type InfiniteData } from '@tanstack/react-query';
import { joinReadings } from '../../../../shared/reading/reading-view';
import { readBodySchema, type TextReading } from '../../../../shared/wire/read';
import { v3Read } from '../../../api/api-client';
import { HttpError } from '../../../api/errors';
import { timeoutFromMeta } from '../../../api/request-timeout';
import { readKeys } from './read-keys';

/** How often the rest of a long text waits for the reader's budget before it is given up. */
const BUDGET_WAITS = 3;

/** The reader's budget is spent for now (403 with Retry-After): how long to wait, else undefined. */
function budgetWait(error: unknown): number | undefined {
  return error instanceof HttpError && error.status === 403 ? error.retryAfterMs : undefined;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/** The pages of one reading as one, offsets into the whole text. */
function joined(data: InfiniteData<TextReading, number>): TextReading {
  return joinReadings(data.pages.map((reading, at) => ({ reading, offset: data.pageParams[at] ?? 0 })));
}

/** `elsewhere`: the service at `baseUrl` is not the one that served the page, and has no /api/read. */
export function readOptions(baseUrl: string, text: string, filter = '', elsewhere = false) {
  return infiniteQueryOptions({
    queryKey: readKeys.text(baseUrl, text, filter, elsewhere),
    initialPageParam: 0,
    queryFn: async ({ signal, meta, client, pageParam }): Promise<TextReading> => {
      if (elsewhere) {
        const { readElsewhere } = await import('./read-elsewhere');
        return readElsewhere(client, baseUrl, text, filter);
      }
      const params: Record<string, string> = filter === '' ? {} : { filter };
      const options = { signal, timeoutMs: timeoutFromMeta(meta) };
      // The rest of a long text, read after its start, may find the reader's budget spent by it.
      for (let waits = 0; ; waits++) {
        try {
          const { entries, readings, words, next } = await v3Read(
            text.slice(pageParam),
            params,
            readBodySchema,
            options,
          );
          return { entries, readings, words, next };
        } catch (error) {
          const wait = budgetWait(error);
          if (pageParam === 0 || wait === undefined || waits >= BUDGET_WAITS) throw error;
          await sleep(wait, signal);
        }
      }
    },
    // An answer always reads a word before it stops: a `next` of 0 would ask for the same again.
    getNextPageParam: (last, _pages, lastParam) =>
      last.next === undefined || last.next <= 0 ? undefined : lastParam + last.next,
    select: joined,
  });
}
