/**
 * name, the dictionary of given names (data/built/README.md): every name of Mohammad Reza Hejazi
 * Rad's list with whom it is given to and how common it is, and what the word means and how it is
 * read where English Wiktionary has a Persian entry for it.
 */
import { canonical, exactKey } from '../../../src/shared/persian/normalise';
import { jsonlFile } from '../jsonl';
import { entriesByKey, romanisationOf } from '../read/english-meanings';
import { readPersianEnglish, type PersianEntry } from '../read/persian-english';
import { PERSIAN_ENGLISH, PERSIAN_NAMES } from '../sources';
import type { BuiltFile, SourceReader } from '../text-files';

const GIVEN_TO: Readonly<Record<number, string>> = { 1: 'پسرانه', 2: 'دخترانه', 3: 'پسرانه و دخترانه' };
const HOW_COMMON: Readonly<Record<number, string>> = { 1: 'پرکاربرد', 2: 'کاربرد معمولی', 3: 'کمیاب' };
/** Senses to give as the meaning: the first few, as a glance. */
const MEANINGS = 3;
// What a word means rather than what it names: a name's own senses (a city, a month) come after.
const NAMING_POS = 'name';

interface NameRow {
  readonly name: string;
  readonly gender: number;
  readonly rate: number;
}

function rows(json: string): NameRow[] {
  const parsed: unknown = JSON.parse(json);
  if (!Array.isArray(parsed)) throw new Error(`${PERSIAN_NAMES}: expected an array`);
  return parsed.filter(
    (row): row is NameRow =>
      typeof row === 'object' && row !== null && typeof (row as NameRow).name === 'string' && (row as NameRow).name.trim() !== '',
  );
}

function meaningOf(entries: readonly PersianEntry[]): string {
  const senses = entries.flatMap((entry) => entry.senses);
  const ordered = [...senses.filter((s) => s.pos !== NAMING_POS), ...senses.filter((s) => s.pos === NAMING_POS)];
  return ordered
    .slice(0, MEANINGS)
    .map((sense) => sense.text.replace(/\.$/, ''))
    .join('; ');
}

export function buildNames(read: SourceReader): BuiltFile[] {
  const byKey = entriesByKey(readPersianEnglish(read(PERSIAN_ENGLISH)));
  const entries = rows(read(PERSIAN_NAMES)).map(({ name, gender, rate }) => {
    const title = canonical(name);
    const known = byKey.get(exactKey(title)) ?? [];
    const pron = known.map(romanisationOf).find((roman) => roman !== '') ?? '';
    const about = [GIVEN_TO[gender], HOW_COMMON[rate]].filter((part) => part !== undefined).join('؛ ');
    const meaning = meaningOf(known);
    const text = [
      pron === '' ? '' : `(تلفظ: ${pron})`,
      about === '' ? '' : `(${about})`,
      meaning === '' ? '' : `معنی واژه: ${meaning}`,
    ]
      .filter((part) => part !== '')
      .join(' ');
    return { title, text, pron };
  });
  return [jsonlFile('name', entries)];
}
