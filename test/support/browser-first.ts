/**
 * The order vitest starts test files in: the browser files first, each the longest of its kind, so
 * none is left to run alone at the end while the other worker idles; within each group vitest's
 * own order (failed first, then longest by the last run's timings, or largest on a fresh clone).
 *
 * vite.config.ts names this class, and `vite build` reads that file too: vitest's own sequencer is
 * loaded only when vitest sorts (~0.3 s a build otherwise).
 */
import type { TestSequencer, TestSpecification, Vitest } from 'vitest/node';

async function vitestOrder(ctx: Vitest): Promise<TestSequencer> {
  const { BaseSequencer } = await import('vitest/node');
  return new BaseSequencer(ctx);
}

export class BrowserFirst implements TestSequencer {
  constructor(private readonly ctx: Vitest) {}

  async shard(files: TestSpecification[]): Promise<TestSpecification[]> {
    return (await vitestOrder(this.ctx)).shard(files);
  }

  async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await (await vitestOrder(this.ctx)).sort(files);
    const browser = (file: TestSpecification): boolean => file.project.name === 'e2e';
    return [...sorted.filter(browser), ...sorted.filter((file) => !browser(file))];
  }
}
