/**
 * How much of the machine one import's files may take, whatever they say: past a limit a file is
 * refused (nothing changes) or a line or record is skipped, and the problem says which limit.
 * Real dictionaries stay far inside them; the import of a file made to exhaust memory or fill the
 * disk stops at them (docs/operating.md, importing).
 */
export interface ImportLimits {
  /** A compressed file read whole (gzip, or a dictzip without its chunk table) may inflate to this. */
  readonly inflatedBytes: number;
  /** A dictzip file's chunks, read as its records need them, may inflate to this, all told. */
  readonly chunkedBytes: number;
  /** A file read whole into memory: a StarDict `.idx` or `.syn`. */
  readonly indexBytes: number;
  /** One line of a JSON Lines, TSV or dictd `.index` file. */
  readonly lineBytes: number;
  /** One entry's meaning, in UTF-8 bytes. */
  readonly meaningBytes: number;
  /** One headword, or one alternate, in UTF-8 bytes. */
  readonly titleBytes: number;
}

const MIB = 1024 * 1024;

export const IMPORT_LIMITS: ImportLimits = {
  inflatedBytes: 256 * MIB,
  chunkedBytes: 1024 * MIB,
  indexBytes: 256 * MIB,
  lineBytes: 8 * MIB,
  meaningBytes: 1 * MIB,
  titleBytes: 1024,
};

/** A size as a message says it: `8 MiB`, `64 KiB`, `1,234 bytes`. */
export function sizeOf(bytes: number): string {
  if (bytes >= MIB && bytes % MIB === 0) return `${bytes / MIB} MiB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes.toLocaleString('en')} bytes`;
}
