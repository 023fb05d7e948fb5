import { realpath, stat } from 'node:fs/promises';
import { resolve, sep } from 'node:path';

/**
 * The file a URL path names inside the web root, or undefined. Refuses anything that could
 * leave the root: `..` and `.` segments, encoded slashes and backslashes, NUL, dotfiles, and
 * symbolic links that point outside. `base` is the root's real path (no symbolic links).
 */
export async function resolveWebFile(base: string, urlPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (!decoded.startsWith('/') || /[\\\0]/.test(decoded)) return undefined;
  const segments = decoded.slice(1).split('/');
  if (segments.some((segment) => segment.startsWith('.'))) return undefined;
  const relative = decoded === '/' ? 'index.html' : segments.join('/');
  const candidate = resolve(base, relative);
  if (!candidate.startsWith(base + sep)) return undefined;
  try {
    const real = await realpath(candidate);
    if (!real.startsWith(base + sep)) return undefined;
    return (await stat(real)).isFile() ? real : undefined;
  } catch {
    return undefined;
  }
}
