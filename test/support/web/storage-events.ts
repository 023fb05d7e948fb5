/**
 * What the browser tells a page when another tab changes the site's storage: jsdom has one
 * window, so the tests send the event themselves after changing storage.
 */
export function storageChanged(key: string): void {
  dispatchEvent(new StorageEvent('storage', { key, storageArea: localStorage }));
}

/** Another tab cleared the whole storage (the reader cleared the site's data). */
export function storageCleared(): void {
  dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
}
