/**
 * What the browser extension, its build and the service that hands it out agree on: the address
 * of its zip on the service (linked from /about), the folder of the build the zip is made from,
 * and the file inside it naming the service (and token) it asks until the reader sets another.
 */

/** Where the service offers the extension, built for its own address. */
export const EXTENSION_ZIP_PATH = '/farhang-extension.zip';

/** The unpacked extension `npm run build` writes inside the web build (a dot folder: never served as a file). */
export const EXTENSION_TEMPLATE_DIR = '.extension';

/** The extension's built-in settings: `{"service": origin, "token": token}`. */
export const EXTENSION_DEFAULTS_FILE = 'defaults.json';

/** The text of that file. */
export function extensionDefaults(service: string, token: string): string {
  return `${JSON.stringify({ service, token })}\n`;
}
