/**
 * The browser extension as a zip, built for this service's own address: the unpacked template
 * `npm run build` writes (dist/.extension) with `defaults.json` naming this service and the token
 * the service hands its web app (public already, in /config.json). Made once per address and
 * token, then kept; a service built without the template answers 404.
 */
import { readdir, readFile } from 'node:fs/promises';
import { join, relative, sep } from 'node:path';
import { crc32, deflateRawSync } from 'node:zlib';
import { EXTENSION_DEFAULTS_FILE, EXTENSION_TEMPLATE_DIR, extensionDefaults } from '../../shared/extension-files';

interface Entry {
  readonly name: string;
  readonly data: Buffer;
}

/** A zip of `entries`, each deflated (store where deflating would not shrink it), with no dates. */
export function zipOf(entries: readonly Entry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const { name, data } of entries) {
    const deflated = deflateRawSync(data);
    const stored = deflated.length >= data.length;
    const body = stored ? data : deflated;
    const fileName = Buffer.from(name, 'utf8');
    const head = Buffer.alloc(30);
    head.writeUInt32LE(0x04034b50, 0);
    head.writeUInt16LE(20, 4);
    head.writeUInt16LE(0x0800, 6); // UTF-8 names
    head.writeUInt16LE(stored ? 0 : 8, 8);
    head.writeUInt16LE(0x21, 12); // 1980-01-01: the same bytes for the same files
    head.writeUInt32LE(crc32(data), 14);
    head.writeUInt32LE(body.length, 18);
    head.writeUInt32LE(data.length, 22);
    head.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    head.copy(central, 8, 6, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(head, fileName, body);
    centrals.push(central, fileName);
    offset += head.length + fileName.length + body.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

async function templateOf(root: string): Promise<Entry[] | undefined> {
  const dir = join(root, EXTENSION_TEMPLATE_DIR);
  const found = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => undefined);
  if (found === undefined) return undefined;
  const files = found.filter((entry) => entry.isFile() && entry.name !== EXTENSION_DEFAULTS_FILE);
  const entries = await Promise.all(
    files.map(async (entry) => {
      const path = join(entry.parentPath, entry.name);
      return { name: relative(dir, path).split(sep).join('/'), data: await readFile(path) };
    }),
  );
  return entries.sort((a, b) => (a.name < b.name ? -1 : 1));
}

/** The zip for `service` with `token`, or undefined when the build holds no extension. */
export function extensionZips(root: string): (service: string, token: string) => Promise<Buffer | undefined> {
  const made = new Map<string, Promise<Buffer | undefined>>();
  return (service, token) => {
    const key = `${service}\u0000${token}`;
    let zip = made.get(key);
    if (zip === undefined) {
      zip = templateOf(root).then((entries) =>
        entries === undefined
          ? undefined
          : zipOf([
              ...entries,
              { name: EXTENSION_DEFAULTS_FILE, data: Buffer.from(extensionDefaults(service, token)) },
            ]),
      );
      made.clear();
      made.set(key, zip);
    }
    return zip;
  };
}
