import { readFileSync } from 'node:fs';

/**
 * CPU time a process has used so far (user + system), in ms, as Linux reports it in /proc.
 * On a machine shared with other work, the server's CPU per request moves far less than req/s.
 */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
  // Fields 14 and 15 of stat (utime, stime), counted after the command name; 100 ticks a second.
  return (Number(fields[11] ?? 0) + Number(fields[12] ?? 0)) * 10;
}
