/** The value at fraction `p` (0.5 for the median) of times sorted ascending; 0 when there are none. */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;
}
