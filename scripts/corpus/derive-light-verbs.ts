/**
 * `tsx scripts/corpus/derive-light-verbs.ts <split.conllu> <out.tsv>` — the light-verb compounds
 * of a UD Persian treebank split (PerDT; CC BY-SA 4.0) as the reading page meets them: each line
 * `sentence⇥start⇥end⇥title`, the sentence as written (`# text`), the UTF-16 span from the
 * compound's non-verbal word (deprel `compound:lvc`) to its verb, and the headword a dictionary
 * lists it by: the word's lemma and the verb's infinitive (the past stem + «ن»). Compounds whose
 * verb comes first, or whose words the sentence does not hold as written, are left out.
 */
import { readFileSync, writeFileSync } from 'node:fs';

interface Word {
  readonly id: number;
  readonly lemma: string;
  readonly upos: string;
  readonly head: number;
  readonly deprel: string;
  readonly misc: string;
  start: number;
  end: number;
}

function infinitive(verb: Word): string | undefined {
  const orig = /OrigLemma=([^|#]*)#/.exec(verb.misc)?.[1];
  const stem = orig !== undefined && orig !== '' ? orig : verb.lemma.split('#')[0];
  return stem !== undefined && /[دت]$/.test(stem) ? `${stem}ن` : undefined;
}

const [input, output] = process.argv.slice(2);
if (input === undefined || output === undefined) throw new Error('usage: derive-light-verbs <split.conllu> <out.tsv>');
const lines: string[] = [];
for (const block of readFileSync(input, 'utf8').split('\n\n')) {
  const text = /^# text = (.*)$/m.exec(block)?.[1];
  if (text === undefined) continue;
  const words = new Map<number, Word>();
  let at = 0;
  let range: { last: number; start: number; end: number } | undefined;
  for (const line of block.split('\n')) {
    if (line.startsWith('#') || line === '') continue;
    const [id = '', form = '', lemma = '', upos = '', , , head = '0', deprel = '', , misc = ''] = line.split('\t');
    const span = /^(\d+)-(\d+)$/.exec(id);
    const found = text.indexOf(form, at);
    if (span !== null) {
      range = { last: Number(span[2]), start: found, end: found + form.length };
      if (found >= 0) at = found + form.length;
      continue;
    }
    if (id.includes('.')) continue;
    const inRange = range !== undefined && Number(id) <= range.last;
    const start = inRange ? (range?.start ?? -1) : found;
    const end = inRange ? (range?.end ?? -1) : found + form.length;
    if (!inRange && found >= 0) at = found + form.length;
    words.set(Number(id), { id: Number(id), lemma, upos, head: Number(head), deprel, misc, start, end });
  }
  for (const word of words.values()) {
    const verb = words.get(word.head);
    if (word.deprel !== 'compound:lvc' || verb === undefined || verb.upos !== 'VERB' || verb.id < word.id) continue;
    const title = infinitive(verb);
    if (title === undefined || word.start < 0 || verb.start < 0) continue;
    lines.push(`${text}\t${word.start}\t${verb.end}\t${word.lemma} ${title}`);
  }
}
writeFileSync(output, `${lines.join('\n')}\n`);
console.log(`${lines.length} compounds → ${output}`);
