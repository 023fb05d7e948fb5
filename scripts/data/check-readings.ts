/**
 * `npm run data:check-readings` — what a second look at the romanisations needs
 * (data/romanisation/README.md): every checked headword whose shown reading is no longer the one
 * checked, then the commonest headwords not yet checked, each with the reading shown and the
 * romanisations its entry lists that read it. Changes nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import {
  choosePron,
  isRomanisation,
  persianKeys,
  readingInData,
  romanisationReader,
} from '../../src/server/dictionary/choose-pron';
import { exactKey } from '../../src/shared/persian/normalise';

const DATA_DIR = 'data';
const FA2EN = path.join(DATA_DIR, 'wiktionary-fa-en', 'persian-english.tsv');
export const CHECKED_FILE = path.join(DATA_DIR, 'romanisation', 'checked.tsv');
const HEADWORDS = path.join(DATA_DIR, 'frequency', 'headwords.tsv');
/** How many of the commonest headwords are expected to be checked. */
const COMMONEST = 1000;

interface Entry {
  readonly title: string;
  readonly alternates: readonly string[];
}

/** The Persian–English entries by the exact key of their headword (the first of a key kept). */
export function fa2enEntries(file = FA2EN): ReadonlyMap<string, Entry> {
  const entries = new Map<string, Entry>();
  for (const line of fs.readFileSync(file, 'utf8').split('\n')) {
    const tab = line.indexOf('\t');
    if (tab < 0) continue;
    const [title = '', ...alternates] = line.slice(0, tab).split('|');
    const key = exactKey(title);
    if (!entries.has(key)) entries.set(key, { title, alternates });
  }
  return entries;
}

/** The reading a reader is shown for a headword: what the import stores as its entry's pron. */
export function shownReading(entries: ReadonlyMap<string, Entry>, headword: string): string {
  const entry = entries.get(exactKey(headword));
  return entry === undefined ? '' : choosePron(entry.title, entry.alternates);
}

/** The checked list: `headword⇥reading` (the reading empty where the data has none). */
export function checkedReadings(file = CHECKED_FILE): [string, string][] {
  return fs
    .readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => {
      const [headword = '', reading = ''] = line.split('\t');
      return [headword, reading];
    });
}

function offered(entries: ReadonlyMap<string, Entry>, headword: string): string {
  const entry = entries.get(exactKey(headword));
  if (entry === undefined) return 'no entry';
  const readings = entry.alternates
    .filter((form) => isRomanisation(form) && Number.isFinite(romanisationReader(form)(persianKeys(entry.title))))
    .map((form) => form.trim());
  return `data: ${readingInData(entry.title, entry.alternates) || '∅'} of {${[...new Set(readings)].slice(0, 8).join(', ')}}`;
}

function report(): void {
  const entries = fa2enEntries();
  const checked = checkedReadings();
  const known = new Set(checked.map(([headword]) => exactKey(headword)));
  const changed = checked.filter(([headword, reading]) => shownReading(entries, headword) !== reading);
  console.log(`${checked.length} checked; ${changed.length} now shown otherwise:`);
  for (const [headword, reading] of changed) {
    console.log(`  ${headword}\tchecked ${reading || '∅'}, shown ${shownReading(entries, headword) || '∅'}\t${offered(entries, headword)}`);
  }
  const commonest = fs
    .readFileSync(HEADWORDS, 'utf8')
    .split('\n')
    .slice(0, COMMONEST)
    .map((line) => line.split('\t')[0] ?? '')
    .filter((headword) => headword !== '' && !known.has(exactKey(headword)));
  console.log(`${commonest.length} of the ${COMMONEST} commonest not checked yet:`);
  for (const headword of commonest) {
    console.log(`  ${headword}\tshown ${shownReading(entries, headword) || '∅'}\t${offered(entries, headword)}`);
  }
}

if (import.meta.url === `file://${path.resolve(process.argv[1] ?? '')}`) report();
