/**
 * Faults at the network edge of a page, switched on and off while the page runs: every request to
 * `/v3/` that matches is refused, left hanging, or answered with an error status or a broken body;
 * everything else (and every request once the fault is lifted) goes on to the real service.
 */
import type { Locator, Page, Route } from 'playwright-core';

export type Fault =
  /** The connection is refused, as when the service is down. */
  | { readonly kind: 'refuse' }
  /** No answer at all, until the fault is lifted (the page's own time limit must end it). */
  | { readonly kind: 'hang' }
  /** An error status with the service's error envelope. */
  | {
      readonly kind: 'status';
      readonly status: number;
      readonly word: string;
      readonly headers?: Record<string, string>;
    }
  /** 200 with a body that is not a v3 answer. */
  | { readonly kind: 'body'; readonly body: string };

export interface FaultSwitch {
  /** From now on requests for which `when` holds get `fault`; `undefined` lifts it. */
  set(fault: Fault | undefined, when?: (url: URL) => boolean): void;
  /** How many requests got a fault so far. */
  readonly hits: number;
}

const JSON_TYPE = { 'content-type': 'application/json; charset=utf-8', 'access-control-allow-origin': '*' };

function envelope(status: number, word: string): string {
  return JSON.stringify({
    response: { status: false, code: status, error: word, message: `injected ${word}`, state: null },
    meta: {},
  });
}

export async function routeFaults(page: Page): Promise<FaultSwitch> {
  let current: { fault: Fault; when: (url: URL) => boolean } | undefined;
  let hits = 0;
  const hanging: Route[] = [];
  const release = () => {
    // The page gave up on these long ago (its own timeout); the route may already be gone.
    for (const route of hanging.splice(0)) route.abort('timedout').catch(() => undefined);
  };

  await page.route('**/v3/**', async (route) => {
    const url = new URL(route.request().url());
    if (current === undefined || !current.when(url)) return route.continue();
    hits += 1;
    const { fault } = current;
    switch (fault.kind) {
      case 'refuse':
        return route.abort('connectionrefused');
      case 'hang':
        hanging.push(route);
        return undefined;
      case 'status':
        return route.fulfill({
          status: fault.status,
          headers: { ...JSON_TYPE, ...fault.headers },
          body: envelope(fault.status, fault.word),
        });
      case 'body':
        return route.fulfill({ status: 200, headers: JSON_TYPE, body: fault.body });
    }
  });

  return {
    set(fault, when = () => true) {
      current = fault === undefined ? undefined : { fault, when };
      if (fault === undefined) release();
    },
    get hits() {
      return hits;
    },
  };
}

/**
 * Moves the page's (installed) clock on by `stepMs` at a time until `target` shows: retries with
 * backoff, a `Retry-After` wait and the client's 10 s time limit pass in moments, not seconds.
 */
export async function advanceUntilVisible(page: Page, target: Locator, stepMs = 1000, maxMs = 60_000): Promise<void> {
  for (let passed = 0; passed <= maxMs; passed += stepMs) {
    if (await target.isVisible()) return;
    await page.clock.fastForward(stepMs);
    // Let the page handle what the timers set off (fetches, renders) in real time.
    await page.waitForTimeout(30);
  }
  await target.waitFor({ timeout: 1000 });
}
