/**
 * The built extension loaded unpacked into Debian's Chromium (`apt-get install chromium`): the
 * Chromium shipped in @sparticuz/chromium runs the old headless mode, which loads no extensions;
 * Debian's runs `--headless=new`, which does. The extension is the template `npm run build` writes
 * (dist/.extension) with the `defaults.json` the service's zip adds: this service, this token.
 */
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import {
  EXTENSION_DEFAULTS_FILE,
  EXTENSION_TEMPLATE_DIR,
  extensionDefaults,
} from '../../../src/shared/extension-files';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';

export interface ExtensionBrowser {
  readonly context: BrowserContext;
  close(): Promise<void>;
}

export async function launchWithExtension(service: string, token: string): Promise<ExtensionBrowser> {
  if (!existsSync(DEBIAN_CHROMIUM)) throw new Error(`${DEBIAN_CHROMIUM} is missing: apt-get install -y chromium`);
  const template = join('dist', EXTENSION_TEMPLATE_DIR);
  if (!existsSync(join(template, 'manifest.json')))
    throw new Error(`${template} is missing: run \`npm run build\` first`);
  const dir = mkdtempSync(join(tmpdir(), 'farhang-extension-'));
  const extension = join(dir, 'extension');
  cpSync(template, extension, { recursive: true });
  writeFileSync(join(extension, EXTENSION_DEFAULTS_FILE), extensionDefaults(service, token));
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
