/**
 * A real Chromium for the e2e suites: the build shipped inside @sparticuz/chromium (it unpacks to
 * /tmp on first use), driven by playwright-core. Its serverless flags are kept except the ones that
 * would switch off the very protections the suites check (same-origin policy, mixed content).
 */
import chromium from '@sparticuz/chromium';
import { chromium as playwright, type Browser } from 'playwright-core';

const WEAKENING_FLAGS = ['--disable-web-security', '--allow-running-insecure-content', '--single-process'];

/** `extraArgs`: more Chromium flags, e.g. a remote debugging port for a benchmark's Lighthouse. */
export async function launchBrowser(extraArgs: readonly string[] = []): Promise<Browser> {
  const executablePath = await chromium.executablePath();
  const args = [
    ...chromium.args.filter((arg) => !WEAKENING_FLAGS.includes(arg)),
    // The machine's network is closed: no background calls to hosts that are not there.
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    ...extraArgs,
  ];
  return playwright.launch({ executablePath, args, headless: true });
}
