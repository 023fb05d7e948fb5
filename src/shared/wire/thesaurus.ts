/**
 * A thesaurus entry's senses as a word entry carries them (docs/v3-contract.md §5.3, ours): each
 * with the English gloss of the sense its words share, its synonyms and its opposites.
 * shared/thesaurus.ts writes and reads the meaning text that says the same words.
 */
import * as v from './check';

export const thesaurusSenseSchema = v.object({
  /** The sense its words share, in English («happy (feeling pleasure)»); '' where none is known. */
  gloss: v.string(),
  synonyms: v.array(v.string()),
  /** Words of the opposite sense. */
  antonyms: v.array(v.string()),
});

export type ThesaurusSense = v.InferOutput<typeof thesaurusSenseSchema>;
