/**
 * A thesaurus entry (motaradef) as its meaning text writes it and as its senses say it. The text
 * keeps the public service's form, «آرزو، امل ≠ ناامیدی<br><br>», senses numbered when there are
 * more than one («1. … 2. …»); our own entries also carry their senses with the English gloss of
 * the sense each group shares (docs/v3-contract.md §5.3). The builder writes the text from the
 * senses and the app reads either back, so both say the same words.
 */
import { htmlToPlain } from './plain-text';
import type { ThesaurusSense } from './wire/thesaurus';

const LIST = '، ';
const OPPOSITE = ' ≠ ';

function senseText({ synonyms, antonyms }: ThesaurusSense): string {
  const words = synonyms.join(LIST);
  if (antonyms.length === 0) return words;
  return `${words}${words === '' ? '≠ ' : OPPOSITE}${antonyms.join(LIST)}`;
}

/** The meaning text of an entry with these senses, written as the public service writes motaradef. */
export function thesaurusText(senses: readonly ThesaurusSense[]): string {
  const text =
    senses.length === 1
      ? senseText(senses[0] as ThesaurusSense)
      : senses.map((sense, index) => `${index + 1}. ${senseText(sense)}`).join(' ');
  // The public service ends an entry that lists opposites with a blank line.
  return senses.some((sense) => sense.antonyms.length > 0) ? `${text}<br><br>` : text;
}

// A sense number at the start or after a space: «1. », «۲. », «3- ».
const NUMBER_RE = /(?:^|\s)[0-9۰-۹]+\s*[.-]\s+/;
const ITEM_RE = /\s*[،,]\s*/;

const words = (part: string): string[] =>
  part
    .split(ITEM_RE)
    .map((word) => word.trim())
    .filter((word) => word !== '');

/**
 * The senses a motaradef meaning lists (ours or any service's, HTML or a plain first sense), each
 * with its synonyms and, after «≠», its opposites; no gloss, which the text does not hold.
 */
export function parseThesaurus(text: string): ThesaurusSense[] {
  return htmlToPlain(text)
    .split(NUMBER_RE)
    .map((part) => {
      const [same = '', ...opposite] = part.split('≠');
      return { gloss: '', synonyms: words(same), antonyms: words(opposite.join('،')) };
    })
    .filter((sense) => sense.synonyms.length > 0 || sense.antonyms.length > 0);
}
