import { extname } from 'node:path';

// Text types carry their charset so a browser never has to guess (and never sniffs).
const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.otf': 'font/otf',
  // WebAssembly is compiled as it streams in only when it says what it is.
  '.wasm': 'application/wasm',
  '.zip': 'application/zip',
};

/** The Content-Type a file is served with, by its extension. */
export function contentTypeOf(file: string): string {
  const extension = extname(file).toLowerCase();
  return (Object.hasOwn(TYPES, extension) ? TYPES[extension] : undefined) ?? 'application/octet-stream';
}
