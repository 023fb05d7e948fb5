import fs from 'node:fs';

/** What the importer needs from a StarDict `.ifo` file. */
export interface StarDictInfo {
  /** 32 or 64: the width of the offsets in the `.idx` file. */
  offsetBits: 32 | 64;
  /** The field types every record holds, in order, when the records do not mark them themselves. */
  sameTypeSequence: string;
  wordCount: number | undefined;
}

const MAGIC = "StarDict's dict ifo file";

/** Reads a `.ifo` file, or says why it is not one. */
export function readIfo(file: string): StarDictInfo | string {
  const lines = fs
    .readFileSync(file, 'utf8')
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/);
  if (lines[0]?.trim() !== MAGIC) return `${file}: not a StarDict .ifo file (its first line is not "${MAGIC}")`;
  const fields = new Map<string, string>();
  for (const line of lines.slice(1)) {
    const eq = line.indexOf('=');
    if (eq > 0) fields.set(line.slice(0, eq).trim(), line.slice(eq + 1).trim());
  }
  const bits = fields.get('idxoffsetbits') ?? '32';
  if (bits !== '32' && bits !== '64') return `${file}: idxoffsetbits must be 32 or 64, not ${bits}`;
  const count = Number(fields.get('wordcount'));
  return {
    offsetBits: bits === '64' ? 64 : 32,
    sameTypeSequence: fields.get('sametypesequence') ?? '',
    wordCount: Number.isSafeInteger(count) ? count : undefined,
  };
}
