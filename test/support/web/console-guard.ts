/**
 * Tests fail on an unexpected console.error (React's act() warnings, key warnings, failed prop
 * types, uncaught render errors): setup.ts collects them and fails the test after it ran. A test
 * that expects one says so with `allowConsoleError`.
 */
import { format } from 'node:util';
import { vi, type MockInstance } from 'vitest';

let allowed: RegExp[] = [];
let unexpected: string[] = [];
let spy: MockInstance<typeof console.error> | undefined;

/** Lets console.error lines matching `pattern` pass, for the current test only. */
export function allowConsoleError(pattern: RegExp): void {
  allowed.push(pattern);
}

export function startConsoleGuard(): void {
  allowed = [];
  unexpected = [];
  spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    const line = format(...args);
    if (!allowed.some((pattern) => pattern.test(line))) unexpected.push(line);
  });
}

export function stopConsoleGuard(): void {
  spy?.mockRestore();
  spy = undefined;
  const lines = unexpected;
  unexpected = [];
  if (lines.length > 0) {
    throw new Error(`unexpected console.error (${lines.length}):\n${lines.join('\n---\n').slice(0, 4000)}`);
  }
}
