/**
 * The detectors of the XSS suites, installed on a browser context before any page loads: the
 * `__xss` marker every hostile vector calls if it runs, CSP violation reports, dialogs, page
 * errors, main-frame navigations, popups and every request that leaves the service's origin.
 * Each goes into one ordered log, so a test can look at what happened since a mark.
 */
import type { BrowserContext, Page } from 'playwright-core';

export type ProbeKind = 'marker' | 'violation' | 'dialog' | 'navigation' | 'foreign-request' | 'popup' | 'page-error';

export interface ProbeEvent {
  readonly kind: ProbeKind;
  /** The marker id, the violated directive, the dialog text, the URL… */
  readonly detail: string;
  /** Where it happened (frame or page URL), or more about it. */
  readonly where: string;
}

export interface Violation {
  readonly directive: string;
  readonly blocked: string;
  readonly sample: string;
}

export interface Probe {
  readonly events: readonly ProbeEvent[];
  /** A position in the log, for `since`. */
  mark(): number;
  since(mark: number, kinds?: readonly ProbeKind[]): ProbeEvent[];
}

function isViolation(value: unknown): value is Violation {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof Reflect.get(value, 'directive') === 'string' &&
    typeof Reflect.get(value, 'blocked') === 'string'
  );
}

/** Runs in every frame before its own scripts: forward CSP violation events to the test. */
function reportViolations(): void {
  document.addEventListener('securitypolicyviolation', (event) => {
    const report: unknown = Reflect.get(window, '__cspViolation');
    if (typeof report !== 'function') return;
    void Reflect.apply(report, window, [
      { directive: event.effectiveDirective, blocked: event.blockedURI, sample: event.sample },
    ]);
  });
}

/**
 * Installs the detectors on `context`. `origin` is the service's: a request anywhere else is
 * recorded, and so is any window a page opens.
 */
export async function attachProbe(context: BrowserContext, origin: string): Promise<Probe> {
  const events: ProbeEvent[] = [];
  const push = (kind: ProbeKind, detail: string, where: string): void => {
    events.push({ kind, detail, where });
  };

  // A binding, not a window property a payload could overwrite: the call reaches the test directly.
  await context.exposeBinding('__xss', (source, id: unknown) => push('marker', String(id), source.frame.url()));
  await context.exposeBinding('__cspViolation', (source, report: unknown) => {
    if (isViolation(report)) push('violation', report.directive, `${report.blocked} ${report.sample}`.trim());
    else push('violation', 'unreadable report', source.frame.url());
  });
  await context.addInitScript(reportViolations);

  context.on('request', (request) => {
    const url = request.url();
    if (!url.startsWith(`${origin}/`)) push('foreign-request', url, request.resourceType());
  });

  const watch = (page: Page): void => {
    page.on('popup', (popup) => push('popup', popup.url(), page.url()));
    page.on('dialog', (dialog) => {
      push('dialog', dialog.message(), dialog.type());
      void dialog.dismiss().catch(() => undefined);
    });
    page.on('pageerror', (error) => push('page-error', error.message, page.url()));
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame()) push('navigation', frame.url(), 'main frame');
    });
  };
  context.on('page', watch);

  return {
    events,
    mark: () => events.length,
    since: (mark, kinds) => events.slice(mark).filter((event) => kinds === undefined || kinds.includes(event.kind)),
  };
}
