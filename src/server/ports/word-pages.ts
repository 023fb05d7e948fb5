import type { WordRoute } from '../../shared/routes';

/**
 * The word-pages port: every entry as a word page (`/word/:db/:title/:num`), for the sitemap; the
 * dictionary (dictionary/word-pages.ts) provides it.
 */
export interface WordPages {
  /**
   * The numbers of the files that hold at least one entry, when file `k` holds the entries with
   * ids in (k·size, (k+1)·size]: at most `size` pages a file, found without reading the entries.
   */
  files(size: number): number[];
  /** The word pages of file `k`, in id order. */
  pages(file: number, size: number): Iterable<WordRoute>;
}
