/**
 * The e2e project's global setup: unpack the Chromium shipped in @sparticuz/chromium once, before
 * any browser file starts. Left to the files, two of them unpacked it to /tmp at once on a fresh
 * machine, and one launched the binary while the other was still writing it (spawn ETXTBSY).
 */
import chromium from '@sparticuz/chromium';

export async function setup(): Promise<void> {
  await chromium.executablePath();
}
