import type { FaultSetting } from '../api/error-messages';

/** What the error panel takes, the plain stand-in and the full view alike. */
export interface ErrorPanelProps {
  /** What failed: an error of api/errors.ts, or anything a render threw. */
  readonly error: unknown;
  /** Without it there is no retry button (and no automatic retry). */
  readonly onRetry?: () => void;
  /** h1 when the failure is the whole page, h2 inside a page. */
  readonly headingLevel?: 1 | 2;
  /** Where the fault is told (a page by default): a reading words some faults its own way. */
  readonly setting?: FaultSetting;
}
