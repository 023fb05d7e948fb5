/**
 * Matthias Buchmeier's extraction of English Wiktionary's translation tables
 * (data/wiktionary-translations/README.md): one English sense a line,
 * `headword {pos} (sense gloss) :: translation /romanisation/ {gender} [label], …`.
 */
import { sourceLines } from '../text-files';

/** One translation of a sense, as the table gives it. */
export interface Translation {
  /** The word or phrase, without its romanisation, gender or labels. */
  readonly word: string;
  readonly romanisation: string;
  /** Its labels: «archaic», «colloquial», «dialectal or archaic»… */
  readonly labels: readonly string[];
}

/** One English sense with the translations its table lists. */
export interface TranslatedSense {
  readonly headword: string;
  /** Wiktionary's part of speech: n, v, adj, adv, prop, phrase… */
  readonly pos: string;
  /** The sense's gloss, '' where the table has none. */
  readonly gloss: string;
  readonly translations: readonly Translation[];
}

const HEAD_RE = /^(.*?) \{([^}]*)\}(?: \((.*)\))?\s*$/;
const OPENS: Readonly<Record<string, string>> = { '(': ')', '[': ']', '{': '}' };

/** The items of a translation list: split at commas and semicolons outside brackets and outside a /romanisation/. */
function items(list: string): string[] {
  const out: string[] = [];
  const closing: string[] = [];
  let inSlashes = false;
  let current = '';
  for (const ch of list) {
    if (ch === '/' && closing.length === 0) inSlashes = !inSlashes;
    else if (!inSlashes && OPENS[ch] !== undefined) closing.push(OPENS[ch]);
    else if (!inSlashes && ch === closing.at(-1)) closing.pop();
    if ((ch === ',' || ch === ';') && !inSlashes && closing.length === 0) {
      out.push(current);
      current = '';
    } else current += ch;
  }
  out.push(current);
  return out.map((item) => item.trim()).filter((item) => item !== '');
}

function translation(item: string): Translation | undefined {
  // «imperfect: يقبل»: an inflected form of the word before it, not a translation of its own.
  if (/^[^\s:]+: /.test(item)) return undefined;
  const labels = [...item.matchAll(/\[([^\]]*)\]/g)].map((match) => match[1]?.trim() ?? '');
  const romanisation = /\/([^/]*)\//.exec(item)?.[1]?.trim() ?? '';
  const word = item
    .replace(/\/[^/]*\//g, ' ')
    .replace(/\[[^\]]*\]|\{[^}]*\}|\([^)]*\)/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return word === '' ? undefined : { word, romanisation, labels };
}

/** Every sense of an extraction's text, in file order. */
export function readTranslationTables(text: string): TranslatedSense[] {
  const senses: TranslatedSense[] = [];
  for (const line of sourceLines(text)) {
    const split = line.indexOf(' :: ');
    if (split < 0) continue;
    const head = HEAD_RE.exec(line.slice(0, split));
    if (head === null) continue;
    const translations = items(line.slice(split + 4))
      .map(translation)
      .filter((item): item is Translation => item !== undefined);
    senses.push({ headword: head[1] ?? '', pos: head[2] ?? '', gloss: head[3] ?? '', translations });
  }
  return senses;
}
