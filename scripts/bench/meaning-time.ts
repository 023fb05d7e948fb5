/**
 * The time from navigating to a word link to the frame in which its meaning is visible, in a
 * fresh browser context (nothing cached, no service worker), optionally throttled the way
 * Lighthouse's mobile preset is: slow 4G as DevTools applies it, and a 4× slower CPU.
 */
import type { Browser } from 'playwright-core';

/** Lighthouse's `mobileSlow4G` as DevTools applies it: 562.5 ms latency, 1.44 Mbit/s down, 675 kbit/s up. */
const SLOW_4G = {
  offline: false,
  latency: 150 * 3.75,
  downloadThroughput: (1.6 * 1024 * 0.9 * 1024) / 8,
  uploadThroughput: (750 * 0.9 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;

/**
 * Notes, from the start of the document, the first animation frame in which the page's visible
 * text holds the phrase. A string, so the TypeScript runner adds no helpers the page lacks.
 */
function watchFor(phrase: string): string {
  return `(() => {
    const phrase = ${JSON.stringify(phrase)};
    window.__meaningAt = 0;
    let asked = false;
    const check = () => {
      asked = false;
      if (window.__meaningAt > 0) return;
      if (document.body && document.body.innerText.includes(phrase)) window.__meaningAt = performance.now();
    };
    new MutationObserver(() => {
      if (!asked) { asked = true; requestAnimationFrame(check); }
    }).observe(document, { childList: true, subtree: true, characterData: true });
  })()`;
}

/** Milliseconds from navigation start to the visible meaning on one cold visit. */
export async function timeToMeaning(
  browser: Browser,
  url: string,
  phrase: string,
  throttled: boolean,
): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: throttled });
  try {
    const page = await context.newPage();
    if (throttled) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    }
    await page.addInitScript(watchFor(phrase));
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => (window as unknown as { __meaningAt: number }).__meaningAt > 0, undefined, {
      timeout: 60_000,
      polling: 100,
    });
    return await page.evaluate(() => (window as unknown as { __meaningAt: number }).__meaningAt);
  } finally {
    await context.close();
  }
}
