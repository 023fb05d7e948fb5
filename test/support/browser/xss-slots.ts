/**
 * Several readers at once for the hostile corpora: each slot is its own browser context with its
 * own detectors and one page, so a vector's events can only come from the page that showed it.
 * The corpora's tests run concurrently, each borrowing a free slot for its whole run.
 */
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { attachProbe, type Probe } from './xss-probe';

export interface Slot {
  readonly context: BrowserContext;
  readonly page: Page;
  readonly probe: Probe;
}

export interface Slots {
  readonly all: readonly Slot[];
  /** Runs `work` on a slot no other test holds, waiting for one if all are busy. */
  use<T>(work: (slot: Slot) => Promise<T>): Promise<T>;
}

/** How many readers the corpora run at once: more only queue for the CPU on a 2-core machine. */
export const SLOT_COUNT = 4;

export interface SlotSetup {
  readonly options?: BrowserContextOptions;
  /** Runs on each new context before its page opens (routes, say). */
  readonly context?: (context: BrowserContext) => Promise<void>;
  /** Runs on each slot's page once, before any test borrows it. */
  readonly page?: (page: Page) => Promise<void>;
}

export async function openSlots(browser: Browser, origin: string, setup: SlotSetup = {}): Promise<Slots> {
  const open = async (): Promise<Slot> => {
    const context = await browser.newContext(setup.options);
    await setup.context?.(context);
    const probe = await attachProbe(context, origin);
    const page = await context.newPage();
    await setup.page?.(page);
    return { context, page, probe };
  };
  const all = await Promise.all(Array.from({ length: SLOT_COUNT }, open));
  const free = [...all];
  const waiting: ((slot: Slot) => void)[] = [];
  const release = (slot: Slot): void => {
    const next = waiting.shift();
    if (next === undefined) free.push(slot);
    else next(slot);
  };
  return {
    all,
    async use(work) {
      const slot = free.pop() ?? (await new Promise<Slot>((resolve) => waiting.push(resolve)));
      try {
        return await work(slot);
      } finally {
        release(slot);
      }
    },
  };
}
