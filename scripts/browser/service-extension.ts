/**
 * The extension a service offers on /about, downloaded as a reader would and unpacked, for a
 * browser to load: its zip carries `defaults.json` naming that service (extension-zip.ts).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { EXTENSION_ZIP_PATH } from '../../src/shared/extension-files';
import { unzip } from './unzip';

/** Unpacks the extension of the service at `service` into `dir` (its web build made by `npm run build`). */
export async function unpackServiceExtension(service: string, dir: string): Promise<void> {
  const response = await fetch(`${service}${EXTENSION_ZIP_PATH}`);
  if (!response.ok) throw new Error(`${EXTENSION_ZIP_PATH} answered ${response.status}: run \`npm run build\` first`);
  for (const [name, data] of unzip(Buffer.from(await response.arrayBuffer()))) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), data);
  }
}
