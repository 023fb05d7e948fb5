import { useEffect, useEffectEvent } from 'react';

/**
 * Calls `onRetry` once after `ms` (when both are given), so "we will try again" is true. Unmounting
 * — the retry starting, the reader leaving — cancels it.
 */
export function useAutoRetry(ms: number | undefined, onRetry: (() => void) | undefined): void {
  const retry = useEffectEvent(() => onRetry?.());
  const enabled = ms !== undefined && onRetry !== undefined;
  useEffect(() => {
    if (!enabled) return undefined;
    const timer = setTimeout(retry, ms);
    return () => clearTimeout(timer);
  }, [enabled, ms]);
}
