/**
 * The content script, on every page and frame: a click or tap on a Persian word opens Farhang's
 * popover beside it (a link keeps its click: Alt and a click looks its word up). It finds the word
 * and its sentence in the page (word-at-point.ts) and hands them to the popover frame
 * (popover-frame.ts) over the extension's messaging; the frame asks the service. Only clicks the
 * reader made count (a page's own synthetic clicks open nothing), and nothing of the page changes
 * but the one host element. Escape, or a press anywhere on the page, closes the popover; it
 * follows its word as the page scrolls.
 */
import { isFrameMessage, type HideMessage, type LookMessage } from '../messages';
import { platform } from '../platform';
import { offSites, onOffSitesChanged } from '../extension-settings';
import { createPopoverFrame, type PopoverFrame } from './popover-frame';
import { wordAtPoint } from './word-at-point';

const CONTROLS =
  'a[href], button, input, textarea, select, label, summary, [contenteditable=""], [contenteditable="true"]';

let on = true;
let frame: PopoverFrame | undefined;

const refreshOn = async () => {
  on = !(await offSites()).includes(location.hostname.toLowerCase());
};
void refreshOn();
onOffSitesChanged(() => void refreshOn());

function hide(): void {
  if (frame === undefined || !frame.shown) return;
  frame.hide();
  void platform()
    .runtime.sendMessage({ farhang: 'hide', frame: frame.id } satisfies HideMessage)
    .catch(() => undefined);
}

function onClick(event: MouseEvent): void {
  if (!on || !event.isTrusted || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
  const target = event.target instanceof Element ? event.target : null;
  if (target?.closest(CONTROLS) && !event.altKey) return;
  if (!(getSelection()?.isCollapsed ?? true)) return;
  const word = wordAtPoint(event.clientX, event.clientY);
  if (word === undefined) return;
  if (event.altKey) event.preventDefault();
  frame ??= createPopoverFrame();
  const look: LookMessage = { farhang: 'look', frame: frame.id, sentence: word.sentence, at: word.at };
  frame.show(word.range);
  send(look);
}

/** The look waiting for the frame's answer: on the first word the frame is still loading. */
let pending: LookMessage | undefined;
const RESEND_MS = 100;
const RESENDS = 50;

function send(look: LookMessage, tries = RESENDS): void {
  pending = look;
  void platform()
    .runtime.sendMessage(look)
    .catch(() => undefined);
  setTimeout(() => {
    if (pending === look && tries > 0) send(look, tries - 1);
  }, RESEND_MS);
}

platform().runtime.onMessage.addListener((message) => {
  if (frame === undefined || !isFrameMessage(message, frame.id)) return;
  if (message.farhang === 'close') return hide();
  const first = pending !== undefined;
  pending = undefined;
  frame.resize(message.height ?? 0);
  if (first && frame.shown) frame.focus();
  return undefined;
});

window.addEventListener('click', onClick, true);
window.addEventListener('pointerdown', (event) => event.isTrusted && hide(), true);
window.addEventListener('keydown', (event) => event.key === 'Escape' && event.isTrusted && hide(), true);
window.addEventListener('scroll', () => frame?.follow(), { capture: true, passive: true });
