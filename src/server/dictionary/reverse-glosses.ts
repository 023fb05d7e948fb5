/**
 * A Persian–English dictionary read backwards: each short English gloss of its senses ("water",
 * "to read", "red") becomes an English–Persian entry listing the headwords it glosses, with their
 * pronunciation. A headword whose first sense the gloss is comes before one where it is a later
 * sense, and among those the commoner headword first (the frequency list, when there is one), as a
 * reader of a bilingual dictionary expects the commonest word first.
 */
import type { DbName } from '../../shared/catalog';
import type { WordFrequency } from '../../shared/frequency';
import { htmlToPlain } from '../../shared/plain-text';
import type { EntryInput } from './entries';

/** Longer glosses are definitions ("the Persian comma punctuation mark"), not a word to look up. */
const MAX_GLOSS_WORDS = 3;
const SENSE_RE = /<li>([\s\S]*?)<\/li>/g;
const BRACKETS_RE = /\([^()]*\)|\[[^[\]]*\]/g;
const GLOSS_RE = /^[a-z][a-z'-]*(?: [a-z][a-z'-]*)*$/i;

interface Glossed {
  readonly title: string;
  readonly pron: string;
  readonly sense: number;
  /** Its place among the glosses of that sense: "book" first in «کتاب», later in «نامه». */
  readonly place: number;
  readonly order: number;
}

/** The short glosses of a meaning's senses, in order: [sense index, place in the sense, gloss]. */
export function shortGlosses(html: string): [number, number, string][] {
  const out: [number, number, string][] = [];
  let sense = 0;
  for (const [, item = ''] of html.matchAll(SENSE_RE)) {
    const plain = htmlToPlain(item).replace(BRACKETS_RE, ' ');
    plain.split(/[,;]/).forEach((piece, place) => {
      const gloss = piece.replace(/\s+/g, ' ').trim();
      if (GLOSS_RE.test(gloss) && gloss.split(' ').length <= MAX_GLOSS_WORDS) out.push([sense, place, gloss]);
    });
    sense += 1;
  }
  return out;
}

function escapeHtml(text: string): string {
  return text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
}

/** Collects the glosses of the entries it is shown, then gives their reversed entries. */
export class GlossReverser {
  private readonly byGloss = new Map<string, { title: string; headwords: Glossed[] }>();
  private order = 0;

  constructor(private readonly frequency?: WordFrequency) {}

  add(title: string, text: string, pron: string): void {
    const seen = new Set<string>();
    for (const [sense, place, gloss] of shortGlosses(text)) {
      const key = gloss.toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      let reversed = this.byGloss.get(key);
      if (reversed === undefined) {
        reversed = { title: gloss, headwords: [] };
        this.byGloss.set(key, reversed);
      }
      // Spelled in lower case once any headword glosses it so ("Iran" stays, "Water" becomes "water").
      if (gloss === key) reversed.title = gloss;
      reversed.headwords.push({ title, pron, sense, place, order: this.order });
    }
    this.order += 1;
  }

  /** The reversed entries, for the database `db`, in English alphabetical order. */
  entries(db: DbName): EntryInput[] {
    return [...this.byGloss.values()]
      .sort((a, b) => (a.title.toLowerCase() < b.title.toLowerCase() ? -1 : 1))
      .map(({ title, headwords }) => {
        // Each headword's rank looked up once, not at every comparison of the sort.
        const ranked = headwords.map((headword) => ({
          ...headword,
          rank: this.frequency?.headwordRank(headword.title) ?? Number.MAX_SAFE_INTEGER,
        }));
        const items = ranked
          .sort(
            (a, b) =>
              Math.min(a.sense, 1) - Math.min(b.sense, 1) || a.rank - b.rank || a.place - b.place || a.order - b.order,
          )
          .map(
            ({ title: persian, pron }) =>
              `<li>${escapeHtml(persian)}${pron === '' ? '' : ` <i>(${escapeHtml(pron)})</i>`}</li>`,
          );
        return { db, title, text: `<ol>${items.join('')}</ol>` };
      });
  }

  get size(): number {
    return this.byGloss.size;
  }
}
