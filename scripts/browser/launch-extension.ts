/**
 * The extension a service offers on /about, downloaded as a reader would, unpacked and loaded into
 * Debian's Chromium (`apt-get install chromium`): the Chromium shipped in @sparticuz/chromium runs
 * the old headless mode, which loads no extensions; Debian's runs `--headless=new`, which does.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { unpackServiceExtension } from './service-extension';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export interface ExtensionBrowser {
  readonly context: BrowserContext;
  close(): Promise<void>;
}

/** Chromium with the extension of the service at `service` (its web build made by `npm run build`). */
export async function launchWithExtension(service: string): Promise<ExtensionBrowser> {
  if (!existsSync(DEBIAN_CHROMIUM)) throw new Error(`${DEBIAN_CHROMIUM} is missing: apt-get install -y chromium`);
  const dir = mkdtempSync(join(tmpdir(), 'farhang-extension-'));
  const extension = join(dir, 'extension');
  await unpackServiceExtension(service, extension);
  const context = await chromium.launchPersistentContext(join(dir, 'profile'), {
    executablePath: DEBIAN_CHROMIUM,
    headless: false,
    locale: 'fa-IR',
    args: [
      '--headless=new',
      `--disable-extensions-except=${extension}`,
      `--load-extension=${extension}`,
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  return {
    context,
    async close() {
      await context.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
