/**
 * Runs inside the app's page (Playwright serialises it, so it is self-contained): tries each sink
 * Trusted Types and the CSP guard, and says what happened — "allowed" or the error's name and
 * message. Used by the header suite to show the policy is enforced, not merely sent.
 */
import type { TrustedTypePolicyFactory } from 'trusted-types/lib';

export interface SinkOutcomes {
  readonly innerHTML: string;
  readonly scriptText: string;
  readonly evaluate: string;
  readonly newFunction: string;
  readonly foreignPolicy: string;
  readonly appPolicy: string;
  readonly purifyPolicy: string;
  readonly defaultPolicyIsNull: boolean;
  readonly fetchElsewhere: string;
}

export async function trySinks(elsewhere: string): Promise<SinkOutcomes> {
  const attempt = (action: () => unknown): string => {
    try {
      action();
      return 'allowed';
    } catch (error) {
      return error instanceof Error ? `${error.name}: ${error.message}` : String(error);
    }
  };
  // Code the test harness evaluates directly is exempt from the eval check; a later task is not.
  const later = (action: () => unknown): Promise<string> =>
    new Promise((resolve) => setTimeout(() => resolve(attempt(action))));
  const factory: unknown = Reflect.get(window, 'trustedTypes');
  const isFactory = (value: unknown): value is TrustedTypePolicyFactory =>
    typeof value === 'object' && value !== null && typeof Reflect.get(value, 'createPolicy') === 'function';
  if (!isFactory(factory)) throw new Error('this browser has no Trusted Types');
  const policy = (name: string) => () => factory.createPolicy(name, { createHTML: (s: string) => s });
  return {
    innerHTML: attempt(() => (document.createElement('div').innerHTML = '<b>x</b>')),
    scriptText: attempt(() => (document.createElement('script').textContent = 'void 0')),
    evaluate: await later(() => (0, eval)('1')),
    newFunction: await later(() => new Function('1')),
    foreignPolicy: attempt(policy('evil')),
    appPolicy: attempt(policy('farhang-html')),
    purifyPolicy: attempt(policy('dompurify')),
    defaultPolicyIsNull: factory.defaultPolicy === null,
    fetchElsewhere: await fetch(`${elsewhere}/exfiltrate`).then(
      () => 'allowed',
      (error: unknown) => (error instanceof Error ? error.name : 'refused'),
    ),
  };
}
