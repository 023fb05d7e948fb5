/**
 * Progress of a benchmark that runs for minutes: one line per step on stderr, with the seconds
 * since it started, so a reader sees it is working while stdout stays the table of figures.
 */
export function progressOf(name: string): (step: string) => void {
  const started = performance.now();
  return (step) => {
    const seconds = ((performance.now() - started) / 1000).toFixed(0).padStart(4);
    process.stderr.write(`[${name} ${seconds} s] ${step}\n`);
  };
}
