/**
 * Where a text shared to the installed app goes (the manifest's share target posts it to `/read`;
 * an app installed before that opens `/share`): a few words are a search, anything longer is a
 * text to read.
 */
import { readPath, searchPath } from '../../../shared/routes';

/** The most words a shared text may have and still be searched rather than read. */
export const MAX_SHARED_SEARCH_WORDS = 3;

/** A word or a few: what a share means to be searched. */
export function searchedWhenShared(text: string): boolean {
  const trimmed = text.trim();
  return trimmed !== '' && trimmed.split(/\s+/).length <= MAX_SHARED_SEARCH_WORDS;
}

/** The address the shared text, title or link opens. */
export function shareTarget(params: URLSearchParams): string {
  const shared = [params.get('text'), params.get('title'), params.get('url')].find(
    (value) => value !== null && value.trim() !== '',
  );
  const text = shared?.trim() ?? '';
  return searchedWhenShared(text) ? searchPath(text) : readPath(text);
}
