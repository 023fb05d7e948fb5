/**
 * The soak's one table: a row per measure, a column per route and one for the whole run (memory
 * is the server's, so it has only that column).
 */

export interface RouteFigures {
  readonly name: string;
  readonly share: number;
  readonly requests: number;
  readonly perSecond: number;
  readonly errors: number;
  readonly unexpected: number;
  /** Answers whose status was compared with the expected one. */
  readonly checked: number;
  readonly p50: number;
  readonly p97_5: number;
  readonly p99: number;
}

export interface Memory {
  /** RSS in MB once warmed up (after a tenth of the run) and at the end, and the peak. */
  readonly warm: number;
  readonly end: number;
  readonly peak: number;
}

const ms = (value: number) => value.toFixed(value < 10 ? 1 : 0);
const mb = (value: number) => value.toFixed(1);
const sum = (figures: readonly RouteFigures[], pick: (f: RouteFigures) => number) =>
  figures.reduce((total, f) => total + pick(f), 0);

export function growthPercent(memory: Memory): number {
  return ((memory.end - memory.warm) / memory.warm) * 100;
}

export function soakTable(figures: readonly RouteFigures[], memory: Memory, seconds: number): string {
  const cells = (label: string, pick: (f: RouteFigures) => string, all: string) => [label, ...figures.map(pick), all];
  const growth = growthPercent(memory);
  const rows: string[][] = [
    ['', ...figures.map((f) => f.name), 'all'],
    cells('share', (f) => `${Math.round(f.share * 100)} %`, '100 %'),
    cells('requests', (f) => String(f.requests), String(sum(figures, (f) => f.requests))),
    cells('req/s', (f) => f.perSecond.toFixed(0), (sum(figures, (f) => f.requests) / seconds).toFixed(0)),
    cells('errors', (f) => String(f.errors), String(sum(figures, (f) => f.errors))),
    cells('statuses checked', (f) => String(f.checked), String(sum(figures, (f) => f.checked))),
    cells('unexpected status', (f) => String(f.unexpected), String(sum(figures, (f) => f.unexpected))),
    cells('p50 ms', (f) => ms(f.p50), ''),
    cells('p97.5 ms', (f) => ms(f.p97_5), ''),
    cells('p99 ms', (f) => ms(f.p99), ''),
    cells('RSS after warm-up MB', () => '', mb(memory.warm)),
    cells('RSS at end MB', () => '', mb(memory.end)),
    cells('RSS peak MB', () => '', mb(memory.peak)),
    cells('RSS growth', () => '', `${growth >= 0 ? '+' : ''}${growth.toFixed(1)} %`),
  ];
  const widths = rows[0]?.map((_, col) => Math.max(...rows.map((row) => (row[col] ?? '').length))) ?? [];
  const line = (row: readonly string[]) =>
    row.map((cell, col) => (col === 0 ? cell.padEnd(widths[col] ?? 0) : cell.padStart(widths[col] ?? 0))).join('  ');
  const [head = [], ...body] = rows;
  return [line(head), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n');
}
