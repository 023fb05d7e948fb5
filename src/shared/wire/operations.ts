/** The operations of the v3 API, each answered at `/v3/<operation>` (docs/v3-contract.md §2.1). */
export type V3Operation = 'search' | 'word' | 'suggest';
