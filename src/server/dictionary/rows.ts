/** A row as better-sqlite3 returns it (typed `unknown` by the driver). */
export type Row = Readonly<Record<string, unknown>>;

export function isRow(value: unknown): value is Row {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function textOf(row: Row, column: string): string {
  const value = row[column];
  return typeof value === 'string' ? value : value === null || value === undefined ? '' : String(value);
}

export function numberOf(row: Row, column: string): number {
  const value = row[column];
  return typeof value === 'number' ? value : Number(value);
}
