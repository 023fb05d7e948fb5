/**
 * Everything a reader never sees but a broken page gives away: uncaught errors, console errors and
 * Content-Security-Policy (or Trusted Types) violations, collected over every page of a context.
 *
 * CSP violations are reported through a CDP binding from an init script: both are injected by the
 * browser's debugging protocol, so the page's own CSP does not block them.
 */
import type { BrowserContext, ConsoleMessage, Page } from 'playwright-core';

const CSP_BINDING = '__farhangReportCspViolation';

/** Runs in the page before any of its scripts. */
function reportCspViolations(binding: string): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    const report: unknown = Reflect.get(window, binding);
    if (typeof report === 'function') {
      report(
        `${event.effectiveDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber}`,
      );
    }
  });
}

export interface PageWatch {
  /** Problems seen so far that no allowance covers, each labelled with its kind. */
  readonly problems: string[];
  /** Console errors matched by an allowance, kept to show that an allowance was needed. */
  readonly allowed: string[];
  /** From now on, console errors whose whole text matches `pattern` are expected. */
  allowConsoleError(pattern: RegExp): void;
}

export async function watchContext(context: BrowserContext): Promise<PageWatch> {
  const patterns: RegExp[] = [];
  const watch: PageWatch = {
    problems: [],
    allowed: [],
    allowConsoleError: (pattern) => void patterns.push(pattern),
  };
  const onConsole = (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (patterns.some((pattern) => pattern.test(text))) watch.allowed.push(text);
    else watch.problems.push(`console error: ${text} (${message.location().url})`);
  };
  const attach = (page: Page) => {
    page.on('pageerror', (error) => watch.problems.push(`page error: ${error.message}`));
    page.on('console', onConsole);
  };
  await context.exposeBinding(CSP_BINDING, (_source, text: unknown) => {
    watch.problems.push(`CSP violation: ${String(text)}`);
  });
  await context.addInitScript(reportCspViolations, CSP_BINDING);
  context.pages().forEach(attach);
  context.on('page', attach);
  return watch;
}
