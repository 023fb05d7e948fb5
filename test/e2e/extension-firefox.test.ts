/**
 * The browser extension in Firefox, as the service offers it for its own address (its zip,
 * unpacked) and installed in Debian's Firefox ESR against that service: a reader's click on a
 * Persian word of a Persian page opens Farhang's popover beside it, a dialog named by its
 * headword, of which the page's own script sees nothing. Firefox is driven over WebDriver BiDi
 * (scripts/browser/bidi-client.ts); the Chromium file tests the rest.
 */
import { afterAll, beforeAll, expect, onTestFinished, test } from 'vitest';
import type { BidiClient } from '../../scripts/browser/bidi-client';
import { launchFirefoxWithExtension, type FirefoxWithExtension } from '../../scripts/browser/launch-firefox';
import { workerServiceUrl } from '../support/browser/e2e-app';
import { serveForeignPages, type ForeignPages } from '../support/browser/foreign-pages';
import { fileTempDir } from '../support/temp-dir';

const dir = fileTempDir();
let pages: ForeignPages;
let firefox: FirefoxWithExtension;
let bidi: BidiClient;

beforeAll(async () => {
  const [served, service] = await Promise.all([serveForeignPages(), workerServiceUrl()]);
  pages = served;
  firefox = await launchFirefoxWithExtension(service, dir());
  bidi = firefox.bidi;
});

afterAll(async () => {
  await Promise.allSettled([firefox.close(), pages.close()]);
});

interface Tree {
  readonly contexts: readonly { readonly context: string; readonly url: string; readonly children: Tree['contexts'] }[];
}

/** A tab of its own on the site's `path`, loaded, closed when the test ends. */
async function open(path: string): Promise<string> {
  const { context } = await bidi.send<{ context: string }>('browsingContext.create', { type: 'tab' });
  onTestFinished(() => bidi.send('browsingContext.close', { context }));
  await bidi.send('browsingContext.navigate', { context, url: `${pages.site}${path}`, wait: 'complete' });
  return context;
}

/** Runs `fn` in the window of `context`, as that document's own script would, and hands back what it returned. */
async function inPage<T>(context: string, fn: string, ...args: string[]): Promise<T> {
  const answer = await bidi.send<{ type: string; result?: { value?: string }; exceptionDetails?: { text: string } }>(
    'script.callFunction',
    {
      functionDeclaration: `(...args) => JSON.stringify((${fn})(...args))`,
      target: { context },
      arguments: args.map((value) => ({ type: 'string', value })),
      awaitPromise: false,
    },
  );
  if (answer.type !== 'success') throw new Error(`the page threw: ${answer.exceptionDetails?.text ?? ''}`);
  return JSON.parse(answer.result?.value ?? 'null') as T;
}

/** A reader's click (a real pointer: the content script ignores the page's synthetic ones) on `selector`'s middle. */
async function click(context: string, selector: string): Promise<void> {
  const { x, y } = await inPage<{ x: number; y: number }>(
    context,
    `(selector) => { const box = document.querySelector(selector).getBoundingClientRect();
      return { x: Math.round(box.x + box.width / 2), y: Math.round(box.y + box.height / 2) }; }`,
    selector,
  );
  await bidi.send('input.performActions', {
    context,
    actions: [
      {
        type: 'pointer',
        id: 'reader',
        parameters: { pointerType: 'mouse' },
        actions: [
          { type: 'pointerMove', x, y, origin: 'viewport' },
          { type: 'pointerDown', button: 0 },
          { type: 'pointerUp', button: 0 },
        ],
      },
    ],
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `found()`'s first answer that is not undefined, asked again while the extension is still at work. */
async function eventually<T>(what: string, found: () => Promise<T | undefined>): Promise<T> {
  for (let tries = 0; tries < 100; tries += 1) {
    const answer = await found();
    if (answer !== undefined) return answer;
    await pause(50);
  }
  throw new Error(`never: ${what}`);
}

/** The popover frame the content script put on the tab, found among its frames. */
async function popoverOf(context: string): Promise<{ context: string; url: string }> {
  return eventually('a popover frame', async () => {
    const { contexts } = await bidi.send<Tree>('browsingContext.getTree', { root: context });
    return contexts[0]?.children.find((child) => child.url.includes('/popover/popover.html'));
  });
}

/** Waits until the accessibility tree of `context` has a `role` named `name`, as a screen reader finds it. */
async function findNamed(context: string, role: string, name: string): Promise<void> {
  await eventually(`a ${role} named ${name}`, async () => {
    const { nodes } = await bidi.send<{ nodes: readonly unknown[] }>('browsingContext.locateNodes', {
      context,
      locator: { type: 'accessibility', value: { role, name } },
    });
    return nodes.length > 0 ? true : undefined;
  });
}

/** The key Escape, pressed where the keyboard is. */
async function pressEscape(context: string): Promise<void> {
  const escape = '\uE00C';
  await bidi.send('input.performActions', {
    context,
    actions: [
      {
        type: 'key',
        id: 'keyboard',
        actions: [
          { type: 'keyDown', value: escape },
          { type: 'keyUp', value: escape },
        ],
      },
    ],
  });
}

test('on a Persian page a click opens the headword’s dialog in the extension’s frame; the page sees none of it', async () => {
  const tab = await open('/fa');
  await click(tab, '#hope');
  const popover = await popoverOf(tab);
  expect(popover.url).toMatch(/^moz-extension:\/\/[^/]+\/popover\/popover\.html#/);
  await findNamed(popover.context, 'dialog', 'امید');

  const seen = await inPage<unknown>(
    tab,
    `() => ({
      text: document.body.innerText,
      roots: [...document.querySelectorAll('*')].filter((element) => element.shadowRoot !== null).length,
      frames: document.querySelectorAll('iframe').length,
    })`,
  );
  // Nothing of the popover is in the page's DOM (its dictionaries' names, its frame): a host element, its root closed.
  expect(seen).toEqual({ text: expect.not.stringContaining('دهخدا') as unknown as string, roots: 0, frames: 0 });
});

test('the popover grows to its dialog and takes the keyboard, and Escape there closes it', async () => {
  const tab = await open('/fa');
  await click(tab, '#hope');
  const popover = await popoverOf(tab);
  await findNamed(popover.context, 'dialog', 'امید');
  // The frame grows to what the popover reports of itself (the content script bounds it by the
  // window, and the frame scrolls past that), and the keyboard moves into the dialog.
  const viewport = await inPage<number>(tab, '() => innerHeight');
  const shown = () =>
    inPage<{ frame: number; dialog: number; focused: string | null }>(
      popover.context,
      `() => ({
        frame: innerHeight,
        dialog: document.querySelector('[role=dialog]').scrollHeight,
        focused: document.hasFocus() ? document.activeElement.getAttribute('role') : null,
      })`,
    );
  const grown = await eventually('the frame grown to its dialog', async () => {
    const now = await shown();
    return now.frame >= Math.min(now.dialog, viewport / 2) && now.focused !== null ? now : undefined;
  });
  expect(grown.focused).toBe('dialog');

  await pressEscape(tab);
  await eventually('the dialog closed', async () =>
    (await inPage<boolean>(popover.context, `() => document.querySelector('[role=dialog]') === null`))
      ? true
      : undefined,
  );
});
