/**
 * The order vitest starts test files in: the browser files first, each the longest of its kind, so
 * none is left to run alone at the end while the other worker idles; within each group vitest's
 * own order (failed first, then longest by the last run's timings, or largest on a fresh clone).
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export class BrowserFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const browser = (file: TestSpecification): boolean => file.project.name === 'e2e';
    return [...sorted.filter(browser), ...sorted.filter((file) => !browser(file))];
  }
}
