/**
 * axe-core in the page under test. The app's CSP forbids inline scripts and its Trusted Types
 * policy forbids script sinks, so axe is not added as a <script>: its source is evaluated through
 * the debugging protocol, which the page's CSP does not govern — the page keeps its real policy.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** WCAG 2.0 and 2.1, levels A and AA, and axe's best practices. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'];

/** Runs in the page: every violation as one readable line per offending node. */
const RUN = `axe.run(document, { runOnly: { type: 'tag', values: ${JSON.stringify(TAGS)} }, resultTypes: ['violations'] })
  .then((result) => result.violations.flatMap((v) =>
    v.nodes.map((n) => v.id + ' (' + v.impact + '): ' + v.help + ' — ' + n.target.join(' ') + ' — ' + n.failureSummary.replace(/\\s+/g, ' '))))`;

/** The accessibility violations axe finds on the page as it is now, one line per node. */
export async function axeViolations(page: Page): Promise<string[]> {
  const loaded = await page.evaluate('typeof axe');
  if (loaded !== 'object') await page.evaluate(axeSource);
  const lines: unknown = await page.evaluate(RUN);
  if (!Array.isArray(lines)) throw new Error('axe did not answer a list');
  return lines.map(String);
}
