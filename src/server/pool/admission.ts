/**
 * The pool's admission by time (docs/v3-contract.md §10.6): how long searches take lately, and
 * whether one arriving now, behind those that wait or run before it, can still end within budget.
 */

/** What a search is expected to take before any has been timed. */
export const FIRST_ESTIMATE_MS = 20;
// Each timed search moves the estimate this far towards its own time.
const ESTIMATE_WEIGHT = 0.2;

export class SearchEstimate {
  private ms = FIRST_ESTIMATE_MS;

  /** Moves the estimate towards a search that took `ms` on its thread. */
  observe(ms: number): void {
    this.ms += ESTIMATE_WEIGHT * (ms - this.ms);
  }

  /**
   * Whether a search with `before` searches ahead of it (waiting or running) ends within
   * `budgetMs` on `ready` threads: at once when a thread is free, else by the estimate.
   */
  fits(before: number, ready: number, budgetMs: number): boolean {
    if (ready === 0) return false;
    return before < ready || (before / ready + 1) * this.ms <= budgetMs;
  }
}
