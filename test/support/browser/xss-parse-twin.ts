/**
 * Which CSP reports Chromium raises when hostile markup is merely *parsed* into an inert document,
 * as DOMPurify does before it removes anything. Measured per vector in a twin page that carries
 * the app's policy minus Trusted Types (so `DOMParser` takes a plain string): a report the app
 * raises for a vector is harmless exactly when the bare parse raises it too.
 * Inert parsing fetches nothing; the reports are the policy's checks, not loads.
 */
import type { Browser } from 'playwright-core';

const TWIN = 'https://parse-twin.test/';

/** The app's policy without its Trusted Types directives. */
export function withoutTrustedTypes(policy: string): string {
  return policy
    .split(';')
    .map((directive) => directive.trim())
    .filter((directive) => directive !== '' && !/^(require-trusted-types-for|trusted-types)\b/.test(directive))
    .join('; ');
}

/** For each payload (by key), the directives its inert parse reports under `policy`. */
export async function parseOnlyDirectives(
  browser: Browser,
  policy: string,
  payloads: ReadonlyMap<string, string>,
): Promise<Map<string, Set<string>>> {
  const context = await browser.newContext();
  try {
    await context.route(`${TWIN}**`, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/html',
        headers: { 'Content-Security-Policy': withoutTrustedTypes(policy) },
        body: '<!doctype html><title>parse twin</title>',
      }),
    );
    const page = await context.newPage();
    await page.goto(TWIN);
    const measured = await page.evaluate(
      async (entries) => {
        const result: [string, string[]][] = [];
        let current: string[] = [];
        document.addEventListener('securitypolicyviolation', (event) => current.push(event.effectiveDirective));
        for (const [key, payload] of entries) {
          current = [];
          new DOMParser().parseFromString(payload, 'text/html');
          // Reports are queued as tasks; let them arrive before the next parse.
          await new Promise((resolve) => setTimeout(resolve, 10));
          result.push([key, current]);
        }
        return result;
      },
      [...payloads],
    );
    return new Map(measured.map(([key, directives]) => [key, new Set(directives)]));
  } finally {
    await context.close();
  }
}
