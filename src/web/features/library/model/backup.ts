import { LIBRARY_BACKUP_KEY } from '../../../lib/library-store';

/** The text of the last library that could not be read, if the browser still holds it. */
export function readBackup(): string | null {
  try {
    return localStorage.getItem(LIBRARY_BACKUP_KEY);
  } catch {
    return null;
  }
}

export function deleteBackup(): void {
  try {
    localStorage.removeItem(LIBRARY_BACKUP_KEY);
  } catch {
    // Nothing to do: the browser will not let us touch its storage.
  }
}
