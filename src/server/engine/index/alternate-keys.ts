/**
 * A Bloom filter of the alternates' exact keys, built once a process with the other indexes: the
 * reading looks up many candidate forms that are no headword, and this tells almost all of those
 * that are no alternate either without asking SQLite (one query per candidate cost a 1,000-word
 * text more than half again its time). A false yes costs one query; there is no false no.
 */
import type { Database } from 'better-sqlite3';
import { alternateKeys } from '../../dictionary/entry-reads';

// 16 bits a key and 3 probes: about 0.5 % of non-alternates still asked.
const BITS_PER_KEY = 16;
const PROBES = 3;

/** Two 32-bit FNV-1a hashes of `key`, with different offsets, for double hashing. */
function hashes(key: string): [number, number] {
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ 0x9e3779b9;
  for (let i = 0; i < key.length; i++) {
    const code = key.charCodeAt(i);
    a = Math.imul(a ^ code, 0x01000193);
    b = Math.imul(b ^ code, 0x01000193);
  }
  return [a >>> 0, (b | 1) >>> 0];
}

/** The filter's bit words; empty when the store has no alternates (then nothing is ever asked). */
export function buildAlternateKeys(database: Database): Uint32Array {
  const keys = alternateKeys(database)
    .all()
    .filter((key): key is string => typeof key === 'string');
  if (keys.length === 0) return new Uint32Array(0);
  const bits = new Uint32Array(Math.ceil((keys.length * BITS_PER_KEY) / 32));
  const size = bits.length * 32;
  for (const key of keys) {
    const [first, step] = hashes(key);
    for (let probe = 0; probe < PROBES; probe++) {
      const bit = (first + probe * step) % size;
      bits[bit >>> 5] = (bits[bit >>> 5] ?? 0) | (1 << (bit & 31));
    }
  }
  return bits;
}

/** False when `key` is surely no alternate's key; true when it may be one. */
export function mayBeAlternate(bits: Uint32Array, key: string): boolean {
  if (bits.length === 0) return false;
  const size = bits.length * 32;
  const [first, step] = hashes(key);
  for (let probe = 0; probe < PROBES; probe++) {
    const bit = (first + probe * step) % size;
    if (((bits[bit >>> 5] ?? 0) & (1 << (bit & 31))) === 0) return false;
  }
  return true;
}
