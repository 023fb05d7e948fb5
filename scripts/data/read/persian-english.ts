/**
 * English Wiktionary's Persian entries as vendored in data/wiktionary-fa-en/: one entry a line,
 * `headword|alternate…⇥<i>pos</i><br><ol><li>sense</li>…</ol>`.
 */
import { htmlToPlain } from '../../../src/shared/plain-text';
import { sourceLines } from '../text-files';

export interface PersianSense {
  /** The part of speech of the section it is in: noun, adj, verb, name… */
  readonly pos: string;
  /** The labels Wiktionary opens the sense with: «(colloquial, Iran) …» gives colloquial and Iran. */
  readonly labels: readonly string[];
  /** The sense as plain text, its labels taken off. */
  readonly text: string;
}

export interface PersianEntry {
  readonly headword: string;
  /** Its other keys: inflected forms, spellings, romanisations. */
  readonly alternates: readonly string[];
  /** Its senses, every part of speech's in turn. */
  readonly senses: readonly PersianSense[];
}

// A part of speech's section: its name in <i>, then its senses up to the next section.
const SECTION_RE = /<i>([^<]*)<\/i>([\s\S]*?)(?=<i>[^<]*<\/i><br>|$)/g;
const SENSE_RE = /<li>([\s\S]*?)<\/li>/g;
const LABELS_RE = /^\(([^()]*)\)\s*/;

function sense(pos: string, html: string): PersianSense {
  const plain = htmlToPlain(html);
  const labels = LABELS_RE.exec(plain);
  if (labels === null) return { pos, labels: [], text: plain };
  return {
    pos,
    labels: (labels[1] ?? '').split(',').map((label) => label.trim()),
    text: plain.slice(labels[0].length).trim(),
  };
}

export function readPersianEnglish(text: string): PersianEntry[] {
  return sourceLines(text).map((line) => {
    const tab = line.indexOf('\t');
    const [headword = '', ...alternates] = line.slice(0, tab).split('|');
    const html = line.slice(tab + 1);
    const senses = [...html.matchAll(SECTION_RE)].flatMap(([, pos = '', section = '']) =>
      [...section.matchAll(SENSE_RE)].map((match) => sense(pos, match[1] ?? '')),
    );
    return { headword, alternates, senses };
  });
}
