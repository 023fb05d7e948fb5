/**
 * A search result's `text` is a snippet of the meaning: plain text and, when the meaning was
 * longer, cut at a word boundary and ended with this marker (docs/v3-contract.md §9.4) — three
 * ASCII dots, as the public service sends. The service writes it (shared/plain-text.ts); the app
 * reads it to know a snippet is not the whole meaning.
 */
export const CUT_MARKER = '...';
