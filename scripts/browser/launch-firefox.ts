/**
 * Debian's Firefox ESR (`apt-get install firefox-esr`) with the extension a service offers,
 * driven over WebDriver BiDi, which Firefox serves itself on `--remote-debugging-port`: headless,
 * a fresh profile, the extension installed as a temporary add-on (`webExtension.install`), which
 * Firefox allows unsigned.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { connectBidi, type BidiClient } from './bidi-client';
import { unpackServiceExtension } from './service-extension';

const DEBIAN_FIREFOX = '/usr/bin/firefox-esr';

/** What a fresh profile sets beyond what Firefox sets itself for remote control: the reader's language. */
const PREFS = { 'intl.accept_languages': 'fa-IR, fa' };

export interface FirefoxWithExtension {
  readonly bidi: BidiClient;
  close(): Promise<void>;
}

/** Resolves with the BiDi address Firefox prints on stderr once it listens. */
function listening(firefox: ChildProcess): Promise<string> {
  return new Promise((resolve, reject) => {
    let printed = '';
    const read = (chunk: string) => {
      printed += chunk;
      const address = /WebDriver BiDi listening on (ws:\/\/\S+)/.exec(printed)?.[1];
      if (address === undefined) return;
      firefox.stderr?.off('data', read).resume();
      resolve(address);
    };
    firefox.stderr?.setEncoding('utf8').on('data', read);
    firefox.once('exit', (code) => reject(new Error(`Firefox ended (${String(code)}) before listening:\n${printed}`)));
  });
}

/**
 * Firefox with the extension of the service at `service` (its web build made by `npm run build`),
 * its files and profile in `dir`; `close()` ends Firefox and leaves `dir` to its owner.
 */
export async function launchFirefoxWithExtension(service: string, dir: string): Promise<FirefoxWithExtension> {
  if (!existsSync(DEBIAN_FIREFOX))
    throw new Error(`${DEBIAN_FIREFOX} is missing: apt-get install -y --no-install-recommends firefox-esr`);
  const extension = join(dir, 'extension');
  const profile = join(dir, 'profile');
  await unpackServiceExtension(service, extension);
  mkdirSync(profile);
  const prefs = Object.entries(PREFS).map(([name, value]) => `user_pref("${name}", ${JSON.stringify(value)});\n`);
  writeFileSync(join(profile, 'user.js'), prefs.join(''));

  const args = ['-headless', '-no-remote', '-profile', profile, '--remote-debugging-port', '0'];
  const firefox = spawn(DEBIAN_FIREFOX, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  const exited = new Promise<void>((resolve) => firefox.once('exit', () => resolve()));
  const end = async () => {
    if (firefox.exitCode === null && firefox.signalCode === null) firefox.kill('SIGKILL');
    await exited;
  };
  try {
    const bidi = await connectBidi(`${await listening(firefox)}/session`);
    await bidi.send('session.new', { capabilities: {} });
    await bidi.send('webExtension.install', { extensionData: { type: 'path', path: extension } });
    return {
      bidi,
      async close() {
        // browser.close ends Firefox and its content processes; the kill is for one that hangs.
        await bidi.send('browser.close').catch(() => undefined);
        bidi.close();
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
        await end();
      },
    };
  } catch (error) {
    await end();
    throw error;
  }
}
