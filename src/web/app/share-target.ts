/**
 * Where a text shared to the installed app goes (the manifest's share target opens `/share`): a
 * few words are a search, anything longer is a text to read.
 */
import { searchPath } from '../paths/paths';

/** The most words a shared text may have and still be searched rather than read. */
export const MAX_SHARED_SEARCH_WORDS = 3;

/** The address the shared text, title or link opens. */
export function shareTarget(params: URLSearchParams): string {
  const shared = [params.get('text'), params.get('title'), params.get('url')].find(
    (value) => value !== null && value.trim() !== '',
  );
  const text = shared?.trim() ?? '';
  if (text === '') return '/read';
  const words = text.split(/\s+/).length;
  return words <= MAX_SHARED_SEARCH_WORDS ? searchPath(text) : `/read?${new URLSearchParams({ text }).toString()}`;
}
