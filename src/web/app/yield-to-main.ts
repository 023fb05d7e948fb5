/**
 * Ends the task the caller runs in and resumes it in a new one, so start-up work is cut into
 * tasks a tap can come between: a phone counts every task past 50 ms against the page (its total
 * blocking time). `scheduler.yield` where the browser has it (it resumes before tasks queued
 * meanwhile, such as other scripts'), else a zero timeout.
 */
export function yieldToMain(): Promise<void> {
  const scheduler: unknown = Reflect.get(globalThis, 'scheduler');
  const yieldTask: unknown =
    typeof scheduler === 'object' && scheduler !== null ? Reflect.get(scheduler, 'yield') : undefined;
  if (typeof yieldTask === 'function')
    return Promise.resolve(Reflect.apply(yieldTask, scheduler, [])).then(() => undefined);
  return new Promise((resume) => setTimeout(resume, 0));
}
