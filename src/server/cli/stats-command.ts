import type { CountTotal } from '../ports/counts';
import type { Printer } from './load-data';
import { parseFlags } from './parse-flags';
import { commandState } from './state-flags';
import { formatTable } from './table';

type Row = CountTotal;

/** Sums counts by a key and by code: one table row per (key, code). */
function summed(rows: readonly Row[], keyOf: (row: Row) => readonly string[]): string[][] {
  const totals = new Map<string, { cells: readonly string[]; code: number; count: number }>();
  for (const row of rows) {
    const cells = keyOf(row);
    const key = JSON.stringify([...cells, row.code]);
    const total = totals.get(key) ?? { cells, code: row.code, count: 0 };
    total.count += row.count;
    totals.set(key, total);
  }
  return [...totals.values()]
    .sort((a, b) => a.cells.join().localeCompare(b.cells.join()) || a.code - b.code)
    .map((total) => [...total.cells, String(total.code), String(total.count)]);
}

function tokenLabel(row: Row): string {
  if (row.tokenId === 0) return '(none)';
  if (row.tokenId < 0) return `--token ${-row.tokenId}`;
  return row.tokenName === '' ? '(deleted)' : row.tokenName;
}

/** `stats`: requests per product and per token, with their status codes (the fleet's, with --state). */
export async function statsCommand(args: readonly string[], print: Printer): Promise<number> {
  const { values } = parseFlags('stats', args);
  const opened = await commandState(values);
  try {
    const rows = await opened.state.counts.read();
    if (rows.length === 0) {
      print.out('no requests counted yet');
      return 0;
    }
    print.out('per product');
    print.out(
      formatTable(
        ['product', 'code', 'requests'],
        summed(rows, (row) => [row.product || '(none)']),
      ),
    );
    print.out('');
    print.out('per token');
    print.out(
      formatTable(
        ['token', 'name', 'code', 'requests'],
        summed(rows, (row) => [String(row.tokenId), tokenLabel(row)]),
      ),
    );
    return 0;
  } finally {
    await opened.close();
  }
}
