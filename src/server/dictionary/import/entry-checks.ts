/**
 * What every format refuses of an entry, said the same way whatever file it came from: a headword
 * or key holding a control or bidi character (unsafe-characters.ts), or longer than a headword
 * may be, and a meaning longer than one entry may hold (import-limits.ts).
 */
import type { ImportLimits } from './import-limits';
import { sizeOf } from './import-limits';
import { unsafeCharacter } from './unsafe-characters';

const QUOTED = 60;

/** A headword as a message quotes it: at most 60 characters. */
export function quoted(title: string): string {
  const chars = [...title];
  return `"${chars.length > QUOTED ? `${chars.slice(0, QUOTED).join('')}…` : title}"`;
}

/** What is wrong with a key: `words` says it of this key, `kind` of every key it is wrong with. */
export interface KeyProblem {
  readonly kind: string;
  readonly words: string;
}

/** Why `key` cannot be a headword or an alternate, or undefined when it can. */
export function keyProblem(key: string, limits: ImportLimits): KeyProblem | undefined {
  const unsafe = unsafeCharacter(key);
  const control = 'a control or bidi character no headword holds';
  if (unsafe !== undefined) return { kind: `holds ${control}`, words: `holds ${unsafe}, ${control}` };
  const bytes = Buffer.byteLength(key);
  if (bytes <= limits.titleBytes) return undefined;
  const long = `longer than the ${sizeOf(limits.titleBytes)} a headword may be`;
  return { kind: `is ${long}`, words: `is ${sizeOf(bytes)}, ${long}` };
}

/** Why the headword cannot be imported (the entry is skipped), or undefined. */
export function headwordProblem(title: string, limits: ImportLimits): string | undefined {
  const problem = keyProblem(title, limits);
  return problem === undefined ? undefined : `${quoted(title)}: the headword ${problem.words}`;
}

/** Why a meaning of `bytes` UTF-8 bytes cannot be imported (the entry is skipped), or undefined. */
export function meaningProblem(title: string, bytes: number, limits: ImportLimits): string | undefined {
  if (bytes <= limits.meaningBytes) return undefined;
  return `${quoted(title)}: its meaning is ${sizeOf(bytes)}, more than the ${sizeOf(limits.meaningBytes)} one entry may hold`;
}
