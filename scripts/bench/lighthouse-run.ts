/**
 * One Lighthouse 12 run of a page, with its default settings: the mobile preset (a phone's screen,
 * slow 4G and a 4× slower CPU, simulated), on a Chromium already open with a debugging port.
 * Only the performance and accessibility categories are gathered; the figures the web benchmark
 * prints are read off the result.
 */
import lighthouse from 'lighthouse';

export interface LighthouseFigures {
  /** Category scores, 0–100. */
  readonly performance: number;
  readonly accessibility: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  /** Bytes the page moved over the network (compressed as sent), fonts and all. */
  readonly wireBytes: number;
}

export async function runLighthouse(url: string, port: number): Promise<LighthouseFigures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility'],
  });
  if (result === undefined) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError !== undefined) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const score = (id: string): number => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id: string): number => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse on ${url} has no figure for ${id}`);
    return value;
  };
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    wireBytes: audit('total-byte-weight'),
  };
}
