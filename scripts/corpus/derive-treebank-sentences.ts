/**
 * `tsx scripts/corpus/derive-treebank-sentences.ts <split.conllu> <out.jsonl>` — the sentences of
 * a UD Persian treebank split (PerDT; CC BY-SA 4.0) as the reading page meets them, for
 * bench:inflection's reading-page figure: one JSON line a sentence, `{"text", "words"}`, the
 * sentence as written (`# text`) and its inflected open words (form not its lemma) as
 * `[start, end, UPOS, lemma]`, the UTF-16 span of the token as the text holds it (a word with its
 * clitic pronoun or copula is one token: «ماتمش») and its lemma as a dictionary lists it (a verb's
 * past stem + «ن»). Words the text does not hold as written, and verbs the treebank gives no past
 * stem for, are left out.
 */
import { readFileSync, writeFileSync } from 'node:fs';

const OPEN = new Set(['NOUN', 'PROPN', 'ADJ', 'ADV', 'VERB', 'AUX']);
/** What may follow an open word inside one token: a clitic pronoun, the copula, punctuation. */
const CLITIC = new Set(['PRON', 'AUX', 'VERB', 'PUNCT']);

function lemmaOf(lemma: string, upos: string, misc: string): string | undefined {
  if (lemma.includes('#')) return undefined;
  if (upos !== 'VERB' && upos !== 'AUX') return lemma;
  if (/OrigLemma=#/.test(misc) || !/[دت]$/.test(lemma)) return undefined;
  return `${lemma}ن`;
}

type Word = [number, number, string, string];

function sentence(block: string): { text: string; words: Word[] } | undefined {
  const text = /^# text = (.*)$/m.exec(block)?.[1];
  if (text === undefined) return undefined;
  const words: Word[] = [];
  let at = 0;
  let span: { last: number; start: number; end: number; parts: string[][] } | undefined;
  const keep = (start: number, end: number, host: string[]): void => {
    const [, , lemma = '', upos = '', , , , , , misc = ''] = host;
    const written = lemmaOf(lemma, upos, misc);
    if (!OPEN.has(upos) || written === undefined || start < 0) return;
    if (text.slice(start, end) !== written) words.push([start, end, upos, written]);
  };
  for (const line of block.split('\n')) {
    if (line.startsWith('#') || line === '') continue;
    const columns = line.split('\t');
    const id = columns[0] ?? '';
    if (id.includes('.')) continue;
    const range = /^(\d+)-(\d+)$/.exec(id);
    const form = columns[1] ?? '';
    if (range !== null) {
      const found = text.indexOf(form, at);
      if (found >= 0) at = found + form.length;
      span = { last: Number(range[2]), start: found, end: found + form.length, parts: [] };
      continue;
    }
    if (span !== undefined) {
      span.parts.push(columns);
      if (Number(id) < span.last) continue;
      const [host, ...rest] = span.parts;
      if (host !== undefined && rest.every((part) => CLITIC.has(part[3] ?? ''))) {
        // Punctuation inside the token («پدرم،») is no part of the word a reader taps.
        let end = span.end;
        for (const part of [...rest].reverse()) if (part[3] === 'PUNCT') end -= (part[1] ?? '').length;
        keep(span.start, end, host);
      }
      span = undefined;
      continue;
    }
    const found = text.indexOf(form, at);
    if (found >= 0) at = found + form.length;
    keep(found, found + form.length, columns);
  }
  return { text, words };
}

const [input, output] = process.argv.slice(2);
if (input === undefined || output === undefined)
  throw new Error('usage: derive-treebank-sentences <split.conllu> <out.jsonl>');
const lines: string[] = [];
let count = 0;
for (const block of readFileSync(input, 'utf8').split('\n\n')) {
  const found = sentence(block);
  if (found === undefined) continue;
  count += found.words.length;
  lines.push(JSON.stringify(found));
}
writeFileSync(output, `${lines.join('\n')}\n`);
console.log(`${lines.length} sentences, ${count} inflected words → ${output}`);
