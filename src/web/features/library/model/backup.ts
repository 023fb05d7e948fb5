import { LIBRARY_BACKUP_KEY } from '../../../lib/library-store';
import { readText, writeText } from '../../../lib/storage';

/** The text of the last library that could not be read, if the browser still holds it. */
export function readBackup(): string | null {
  return readText(LIBRARY_BACKUP_KEY);
}

export function deleteBackup(): void {
  writeText(LIBRARY_BACKUP_KEY, undefined);
}
