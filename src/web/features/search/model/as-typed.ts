/**
 * `as=typed` on a search URL: search the form exactly as typed, without offering the headword it
 * is an inflection of. The reader's way back from «دریاها — جمعِ دریا» to «دریاها» itself.
 */
import { searchHref, type SearchView } from './search-url';

const AS_TYPED = 'as=typed';

export function isAsTyped(params: URLSearchParams): boolean {
  return params.get('as') === 'typed';
}

/** The URL of `view`, searched as typed. */
export function asTypedHref(view: SearchView): string {
  return `${searchHref({ ...view, page: 1 })}&${AS_TYPED}`;
}
