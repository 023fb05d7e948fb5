/**
 * Runtime schemas of every v3 body (docs/v3-contract.md §5). The service builds its answers to
 * these types; the web client validates every body with them before anyone sees it.
 *
 * They accept what the public v3 service is known to send (docs/v3-contract.md §5):
 * `response.state` may be absent, `pron` and `title_en` may be absent from search results. They
 * never accept a body whose required members are missing or of the wrong JSON type.
 */
import * as v from './check';
import { thesaurusSenseSchema } from './thesaurus';

const optionalString = v.optional(v.string(), '');

/** `response` of a successful answer. */
export const okStatusSchema = v.object({
  status: v.literal(true),
  code: v.number(),
  state: v.optional(v.nullable(v.unknown()), null),
});

/** `response` of an error answer: the code and a stable machine word say why. */
export const errorStatusSchema = v.object({
  status: v.literal(false),
  code: v.pipe(v.number(), v.integer()),
  error: optionalString,
  message: optionalString,
  state: v.optional(v.nullable(v.unknown()), null),
});

export const errorBodySchema = v.object({
  response: errorStatusSchema,
  meta: v.optional(v.record(v.string(), v.unknown()), {}),
});

export const debugSchema = v.object({
  took_ms: v.number(),
  normalized_q: v.string(),
  type: v.string(),
  filter: v.array(v.string()),
});

export const searchResultSchema = v.object({
  id: v.string(),
  title: v.string(),
  title_en: optionalString,
  pron: optionalString,
  text: v.string(),
  source: v.string(),
  db: v.string(),
  num: v.pipe(v.number(), v.integer()),
  /**
   * Ours: how common the headword is (shared/frequency.ts's bands); `""` where no band applies (an
   * English headword, a service without the list), absent from another v3 service.
   */
  band: v.optional(v.string()),
});

export const searchBodySchema = v.object({
  response: okStatusSchema,
  meta: v.object({
    q: v.string(),
    type: v.string(),
    filter: v.string(),
    start: v.optional(v.string()),
    rows: v.optional(v.string()),
  }),
  data: v.object({
    num_found: v.pipe(v.number(), v.integer(), v.minValue(0)),
    results: v.array(searchResultSchema),
    /** Ours: the results hold most of q's words, not all (a `text` search asked with `partial=true`). */
    partial: v.optional(v.literal(true)),
  }),
  debug: v.optional(debugSchema),
});

export const wordEntrySchema = v.object({
  id: v.string(),
  title: v.string(),
  title_en: optionalString,
  pron: optionalString,
  db: v.string(),
  source: v.string(),
  text: v.string(),
  /** Ours, as a search result's. */
  band: v.optional(v.string()),
  /** Ours: a thesaurus entry's senses, each with the English gloss its words share (§5.3). */
  thesaurus: v.optional(v.array(thesaurusSenseSchema)),
});

export const wordBodySchema = v.object({
  response: okStatusSchema,
  meta: v.object({
    word: v.optional(v.string()),
    title: v.optional(v.string()),
    num: v.optional(v.string()),
    db: v.optional(v.string()),
  }),
  word: wordEntrySchema,
  debug: v.optional(debugSchema),
});

export const suggestBodySchema = v.object({
  response: okStatusSchema,
  meta: v.object({ q: v.string() }),
  data: v.object({ suggestion: v.array(v.string()) }),
  debug: v.optional(debugSchema),
});

export type SearchResult = v.InferOutput<typeof searchResultSchema>;
export type SearchBody = v.InferOutput<typeof searchBodySchema>;
export type WordEntry = v.InferOutput<typeof wordEntrySchema>;
export type SuggestBody = v.InferOutput<typeof suggestBodySchema>;
export type Debug = v.InferOutput<typeof debugSchema>;
