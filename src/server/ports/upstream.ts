/**
 * The upstream port: what the operations (`server/api`) ask of another v3 service when the service
 * runs as a proxy (docs/v3-contract.md §13). `server/proxy` provides it; `server/api` knows only this.
 */
import type { V3Operation } from '../../shared/wire/operations';
import type { SearchBody, SuggestBody, WordEntry } from '../../shared/wire/schemas';

/**
 * An operation's own members of a 200 body (`data` or `word`), without envelope, meta or debug:
 * typed as the wire schemas read them, so no caller needs to check them again.
 */
export type ProxyMembers =
  { readonly data: SearchBody['data'] } | { readonly word: WordEntry } | { readonly data: SuggestBody['data'] };

/** One upstream call: the members of its 200 answer, or an ApiError saying why not. */
export type Proxy = (op: V3Operation, params: Readonly<Record<string, string>>) => Promise<ProxyMembers>;
