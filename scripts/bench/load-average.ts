import { loadavg } from 'node:os';

/** The 1, 5 and 15-minute load averages, printed beside a bench's figures: the machine is shared. */
export function loadAverage(): string {
  return loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');
}
