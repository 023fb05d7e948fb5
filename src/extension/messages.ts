/**
 * The messages between a page's content script and its popover frame (an extension page, which the
 * page can neither read nor script), carried by the extension's own messaging, never by the
 * page's `postMessage`: `frame` is the id the content script gave its frame in its address. Each
 * side sends to the background, which hands the message to every frame of the sender's tab
 * (background.ts); the one it is meant for knows it by `frame`.
 */

/** Content script → frame: read `sentence` and show the word at `at` (UTF-16 offset). */
export interface LookMessage {
  readonly farhang: 'look';
  readonly frame: string;
  readonly sentence: string;
  readonly at: number;
}

/** Content script → frame: the popover was closed from the page (Escape, a click elsewhere). */
export interface HideMessage {
  readonly farhang: 'hide';
  readonly frame: string;
}

/** Frame → content script: the popover's height once drawn, or its own close (its × or Escape inside it). */
export interface FrameMessage {
  readonly farhang: 'size' | 'close';
  readonly frame: string;
  readonly height?: number;
}

function member(message: unknown, key: string): unknown {
  return typeof message === 'object' && message !== null ? Reflect.get(message, key) : undefined;
}

export function isLook(message: unknown, frame: string): message is LookMessage {
  return (
    member(message, 'farhang') === 'look' &&
    member(message, 'frame') === frame &&
    typeof member(message, 'sentence') === 'string' &&
    typeof member(message, 'at') === 'number'
  );
}

export function isHide(message: unknown, frame: string): message is HideMessage {
  return member(message, 'farhang') === 'hide' && member(message, 'frame') === frame;
}

export function isFrameMessage(message: unknown, frame: string): message is FrameMessage {
  const kind = member(message, 'farhang');
  return (kind === 'size' || kind === 'close') && member(message, 'frame') === frame;
}

/** Any of the messages above, whichever frame it is for: what the background passes on. */
export function isPopoverMessage(message: unknown): boolean {
  const kind = member(message, 'farhang');
  return (
    (kind === 'look' || kind === 'hide' || kind === 'size' || kind === 'close') &&
    typeof member(message, 'frame') === 'string'
  );
}
