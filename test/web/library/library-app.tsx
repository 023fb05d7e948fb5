/**
 * Helpers for the library's web tests: the app against the real service, what the browser
 * already holds before the app starts, and the files the app hands the reader.
 */
import { screen } from '@testing-library/react';
import { onTestFinished, vi } from 'vitest';
import { LIBRARY_KEY } from '../../../src/web/features/library/model/library-doc';
import { storageCleared } from '../../support/web/storage-events';

/** The browser's storage full for these keys, for this test: writing them throws as browsers do. */
export function storageFullFor(...keys: string[]): void {
  const setItem = Storage.prototype.setItem;
  const full = vi.spyOn(Storage.prototype, 'setItem').mockImplementation(function (this: Storage, key, value) {
    if (keys.includes(key)) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    setItem.call(this, key, value);
  });
  onTestFinished(() => full.mockRestore());
}

/**
 * The browser's storage as a returning reader's would be, then the library opened as on a page
 * load: what the app does when the site's storage was cleared in another tab.
 */
export function storedLibrary(raw: string): void {
  localStorage.setItem(LIBRARY_KEY, raw);
  storageCleared();
}

export interface DownloadedFile {
  readonly name: string;
  readonly text: string;
  readonly type: string;
}

// jsdom has no object URLs; these stand in for the browser's, keeping each Blob to read back.
const blobs = new Map<string, Blob>();
Object.defineProperty(URL, 'createObjectURL', {
  configurable: true,
  value: (blob: Blob) => {
    const url = `blob:farhang-test/${blobs.size + 1}`;
    blobs.set(url, blob);
    return url;
  },
});
Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: () => undefined });

// jsdom's Blob has no text() yet (every browser the app supports has); read it as browsers do.
if (!('text' in Blob.prototype)) {
  Object.defineProperty(Blob.prototype, 'text', {
    configurable: true,
    value(this: Blob) {
      return new Promise<string>((resolve, reject) => {
        const reader = new FileReader();
        reader.onload = () => resolve(String(reader.result));
        reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
        reader.readAsText(this);
      });
    },
  });
}

/**
 * Catches the files the app offers for download (a click on a link with `download`), as the
 * browser's download bar would receive them; `files()` reads what has arrived so far.
 */
export function catchDownloads(): { files: () => Promise<DownloadedFile[]>; stop: () => void } {
  const caught: { name: string; blob: Blob }[] = [];
  const onClick = (event: MouseEvent) => {
    const link = event.target;
    if (!(link instanceof HTMLAnchorElement) || !link.download) return;
    event.preventDefault(); // jsdom cannot navigate; the file is what matters
    const blob = blobs.get(link.href);
    if (blob) caught.push({ name: link.download, blob });
  };
  document.addEventListener('click', onClick);
  return {
    files: () =>
      Promise.all(caught.map(async ({ name, blob }) => ({ name, text: await blob.text(), type: blob.type }))),
    stop: () => document.removeEventListener('click', onClick),
  };
}

/** A section of the library page, by its heading. */
export function librarySection(name: string | RegExp): HTMLElement {
  return screen.getByRole('region', { name });
}
