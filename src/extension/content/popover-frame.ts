/**
 * Where the extension draws on a page: one host element, its shadow root closed, holding one
 * iframe of the extension's own popover page. The page's CSS reaches neither (the host is
 * `all: initial`, the frame another document), and the page's scripts can read nothing of it: the
 * root is closed, and the popover itself is a document of the extension's origin, which no page
 * can read or script. The frame is made once, on the first word, and kept for the next ones.
 */
import { POPOVER_PAGE } from '../manifest';
import { platform } from '../platform';

/** The popover's width, and the gap between the word and it, in CSS pixels. */
const WIDTH = 340;
const GAP = 6;

export interface PopoverFrame {
  /** The id the frame's messages carry. */
  readonly id: string;
  /** Shows the frame beside the word, at the height last reported. */
  show(word: Range): void;
  /** Keeps it beside its word as the page scrolls; hides it once the word is off the screen. */
  follow(): void;
  resize(height: number): void;
  hide(): void;
  readonly shown: boolean;
  /** Moves the keyboard into the popover (a dialog takes focus when it opens). */
  focus(): void;
}

function important(element: HTMLElement, styles: Record<string, string>): void {
  for (const [name, value] of Object.entries(styles)) element.style.setProperty(name, value, 'important');
}

export function createPopoverFrame(): PopoverFrame {
  const id = crypto.randomUUID();
  const host = document.createElement('div');
  important(host, { all: 'initial', position: 'fixed', 'z-index': '2147483647', display: 'none', margin: '0' });
  const root = host.attachShadow({ mode: 'closed' });
  const frame = document.createElement('iframe');
  frame.src = `${platform().runtime.getURL(POPOVER_PAGE)}#${id}`;
  important(frame, { border: '0', width: '100%', height: '100%', display: 'block', 'color-scheme': 'normal' });
  frame.setAttribute('allowtransparency', 'true');
  root.append(frame);
  (document.body ?? document.documentElement).append(host);

  let height = 160;
  let shown = false;
  let word: Range | undefined;

  const place = () => {
    if (word === undefined) return;
    const anchor = word.getBoundingClientRect();
    const width = Math.min(WIDTH, window.innerWidth - 16);
    // The popover's start edge at the word's, kept on screen; below the word where it fits, else above.
    const left = Math.max(8, Math.min(anchor.right - width, window.innerWidth - width - 8));
    const below = anchor.bottom + GAP + height <= window.innerHeight || anchor.top - GAP - height < 0;
    const top = below ? anchor.bottom + GAP : anchor.top - GAP - height;
    important(host, {
      display: 'block',
      left: `${left}px`,
      top: `${Math.max(0, top)}px`,
      width: `${width}px`,
      height: `${height}px`,
    });
  };

  return {
    id,
    show(range) {
      word = range;
      shown = true;
      place();
    },
    follow() {
      const anchor = word?.getBoundingClientRect();
      if (!shown || anchor === undefined) return;
      if (anchor.bottom < 0 || anchor.top > window.innerHeight) this.hide();
      else place();
    },
    resize(next) {
      height = Math.min(Math.max(60, Math.ceil(next)), Math.round(window.innerHeight * 0.8));
      if (shown) place();
    },
    hide() {
      shown = false;
      important(host, { display: 'none' });
    },
    get shown() {
      return shown;
    },
    focus() {
      frame.focus();
    },
  };
}
