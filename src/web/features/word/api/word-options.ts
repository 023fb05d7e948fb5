/**
 * The word page's entry query lives in lib/word-query.ts, shared with the compare columns so both
 * hit one cache entry. This name stays for the page's own import of it.
 */
export { wordOptions } from '../../../lib/word-query';
