/**
 * The few browser extension calls Farhang's extension makes, typed here (Chromium's `chrome` and
 * Firefox's, which answers the same calls with promises): storage, its own files' addresses, and
 * messages between the content script and the popover's frame. The only module that names `chrome`.
 */

interface StorageArea {
  get(keys: string | readonly string[]): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
  /** Chromium only: who may read the area (the token's area is kept from content scripts). */
  setAccessLevel?(options: { accessLevel: 'TRUSTED_CONTEXTS' | 'TRUSTED_AND_UNTRUSTED_CONTEXTS' }): Promise<void>;
}

/** Who sent a message: the tab of a content script or of an extension page framed in a page. */
interface Sender {
  readonly tab?: { readonly id?: number };
}

interface Chrome {
  readonly runtime: {
    getURL(path: string): string;
    sendMessage(message: unknown): Promise<unknown>;
    openOptionsPage(): Promise<void>;
    readonly onMessage: { addListener(listener: (message: unknown, sender: Sender) => void): void };
    readonly onInstalled: { addListener(listener: () => void): void };
    readonly onStartup: { addListener(listener: () => void): void };
  };
  readonly tabs: {
    /** To every frame of the tab that listens: content scripts, and in Firefox extension pages framed there. */
    sendMessage(tabId: number, message: unknown): Promise<unknown>;
  };
  readonly storage: {
    readonly local: StorageArea;
    readonly sync: StorageArea;
    readonly onChanged: { addListener(listener: (changes: Record<string, unknown>, area: string) => void): void };
  };
}

declare const chrome: Chrome;

export const platform = (): Chrome => chrome;
