import { readFileSync } from 'node:fs';

/** A process's resident set size in MB, as Linux reports it in /proc (the scripts run there). */
export function rssMb(pid: number): number {
  return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) / 1024;
}
