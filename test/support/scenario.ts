/**
 * A long scenario as named steps: each step is its own test, run in order on the state the
 * earlier ones left, so a failure names the step that broke. Once a step fails, the steps after
 * it are skipped (they would only fail for its reason), and the report says which one broke.
 */
import { test } from 'vitest';

export function scenarioSteps(): (name: string, run: () => Promise<void>, timeout?: number) => void {
  let broken: string | undefined;
  return (name, run, timeout) => {
    test(
      name,
      async (context) => {
        if (broken !== undefined) context.skip(`an earlier step failed: ${broken}`);
        try {
          await run();
        } catch (error) {
          broken = name;
          throw error;
        }
      },
      timeout,
    );
  };
}
