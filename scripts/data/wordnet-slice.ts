/**
 * The slice of Princeton WordNet 3.0 the thesaurus and dialect builders read (data/wordnet/README.md):
 * the synsets the vendored Open Multilingual Wordnet files name, with their English lemmas and
 * definition, and the antonym links between WordNet's words that touch them (with the synsets on
 * their other side). Read from a WordNet 3.0 database directory; the same input gives the same bytes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { byCodeUnits, lines } from './text-files';

const PARTS = ['noun', 'verb', 'adj', 'adv'] as const;

interface Synset {
  readonly id: string;
  readonly lemmas: readonly string[];
  readonly definition: string;
  /** Lexical antonym links: [this synset's lemma, the other synset, its lemma]. */
  readonly antonyms: readonly (readonly [string, string, string])[];
}

// OMW writes an adjective satellite's synset with the adjective's letter, as «-a».
const idOf = (offset: string, type: string): string => `${offset}-${type === 's' ? 'a' : type}`;
// «able(a)»: the marker of where an adjective stands is no part of the word.
const lemmaOf = (word: string): string => word.replace(/\([a-z]+\)$/, '').replaceAll('_', ' ');

/** One synset of a WordNet `data.*` line, or undefined for the licence lines at the top. */
export function parseDataLine(line: string): Synset | undefined {
  if (line.startsWith(' ') || line.trim() === '') return undefined;
  const bar = line.indexOf(' | ');
  const fields = (bar < 0 ? line : line.slice(0, bar)).split(' ');
  const [offset = '', , type = ''] = fields;
  const count = Number.parseInt(fields[3] ?? '0', 16);
  const words = Array.from({ length: count }, (_, i) => fields[4 + 2 * i] ?? '');
  let at = 4 + 2 * count;
  const pointers = Number(fields[at]);
  at += 1;
  const antonyms: [string, string, string][] = [];
  for (let i = 0; i < pointers; i += 1, at += 4) {
    const [symbol, target = '', part = '', ends = '0000'] = fields.slice(at, at + 4);
    if (symbol !== '!') continue;
    const from = words[Number.parseInt(ends.slice(0, 2), 16) - 1] ?? '';
    antonyms.push([lemmaOf(from), idOf(target, part), ends.slice(2)]);
  }
  // The definition, without the quoted examples after it.
  const gloss = bar < 0 ? '' : line.slice(bar + 3).trim();
  const definition = gloss.split(/; "/)[0]?.trim() ?? '';
  return { id: idOf(offset, type), lemmas: words.map(lemmaOf), definition, antonyms };
}

/** The synsets of a WordNet database directory, by id. */
export function readWordnet(dir: string): Map<string, Synset> {
  const synsets = new Map<string, Synset>();
  for (const part of PARTS) {
    for (const line of readFileSync(join(dir, `data.${part}`), 'latin1').split('\n')) {
      const synset = parseDataLine(line);
      if (synset !== undefined) synsets.set(synset.id, synset);
    }
  }
  return synsets;
}

/** The synset ids an OMW `.tab` file gives lemmas for. */
function namedSynsets(text: string): string[] {
  return text
    .split('\n')
    .filter((line) => !line.startsWith('#') && line.split('\t')[1]?.endsWith('lemma') === true)
    .map((line) => line.split('\t')[0] ?? '');
}

/** The two files' text: the kept synsets (id, lemmas, definition) and their antonym links. */
export function wordnetFiles(
  synsets: ReadonlyMap<string, Synset>,
  tabs: readonly string[],
): { synsets: string; antonyms: string } {
  const kept = new Set<string>();
  for (const tab of tabs) for (const id of namedSynsets(tab)) if (synsets.has(id)) kept.add(id);
  const links: string[] = [];
  for (const id of [...kept]) {
    for (const [lemma, other, ends] of synsets.get(id)?.antonyms ?? []) {
      const target = synsets.get(other);
      if (target === undefined) continue;
      kept.add(other);
      links.push([id, lemma, other, target.lemmas[Number.parseInt(ends, 16) - 1] ?? ''].join('\t'));
    }
  }
  const rows = [...kept].sort(byCodeUnits).map((id) => {
    const synset = synsets.get(id) as Synset;
    return [id, synset.lemmas.join('|'), synset.definition].join('\t');
  });
  return { synsets: lines(rows), antonyms: lines([...new Set(links)].sort(byCodeUnits)) };
}

