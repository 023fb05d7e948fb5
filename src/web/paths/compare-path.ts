/**
 * `/compare?word=…[&db=a,b]`: one headword side by side in the named dictionaries (a default set
 * when none). Apart from paths.ts because only lazy pages link here: paths.ts is in the entry
 * chunk, whose every byte the first visit pays for.
 */
export function comparePath(word: string, dbs?: readonly string[]): string {
  // Database names need no escaping, so `db` keeps readable commas.
  return `/compare?word=${encodeURIComponent(word)}${dbs ? `&db=${dbs.join(',')}` : ''}`;
}
