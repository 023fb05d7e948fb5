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

/**
 * Which of those rules run: all of them, or only those that judge colours (axe's `cat.color`:
 * contrast, and links told apart from their text by colour alone).
 */
export type AxeRules = 'all' | 'colour';

const RUN_ONLY: Readonly<Record<AxeRules, string>> = {
  all: `{ type: 'tag', values: ${JSON.stringify(TAGS)} }`,
  // Fails rather than run no rule at all, should a later axe file them otherwise.
  colour: `{ type: 'rule', values: ((ids) => { if (ids.length === 0) throw new Error('axe has no colour rules'); return ids; })(
    axe.getRules(${JSON.stringify(TAGS)}).filter((r) => r.tags.includes('cat.color')).map((r) => r.ruleId)) }`,
};

/** Runs in the page: every violation as one readable line per offending node. */
const run = (rules: AxeRules) => `axe.run(document, { runOnly: ${RUN_ONLY[rules]}, resultTypes: ['violations'] })
  .then((result) => result.violations.flatMap((v) =>
    v.nodes.map((n) => v.id + ' (' + v.impact + '): ' + v.help + ' — ' + n.target.join(' ') + ' — ' + n.failureSummary.replace(/\\s+/g, ' '))))`;

/** The accessibility violations axe finds on the page as it is now, one line per node. */
export async function axeViolations(page: Page, rules: AxeRules = 'all'): Promise<string[]> {
  const loaded = await page.evaluate('typeof axe');
  if (loaded !== 'object') await page.evaluate(axeSource);
  const lines: unknown = await page.evaluate(run(rules));
  if (!Array.isArray(lines)) throw new Error('axe did not answer a list');
  return lines.map(String);
}
