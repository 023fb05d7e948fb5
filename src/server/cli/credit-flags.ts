import type { OperatorCredit } from '../dictionary/dictionary-credits';
import { safeLink } from '../../shared/credits';
import { UsageError } from './args';

interface CreditValues {
  readonly source?: string | undefined;
  readonly 'source-url'?: string | undefined;
  readonly licence?: string | undefined;
  readonly 'licence-url'?: string | undefined;
}

// Shown as a link on every word page: refused here rather than dropped there.
function link(value: string | undefined, flag: string, needs: string | undefined, needed: string): string {
  if (value === undefined) return '';
  if (needs === undefined) throw new UsageError(`${flag} needs ${needed}`);
  if (safeLink(value) === undefined)
    throw new UsageError(`${flag} must be an http(s) address, not ${JSON.stringify(value)}`);
  return value;
}

function text(value: string | undefined, flag: string): string {
  const trimmed = value?.trim() ?? '';
  if (value !== undefined && trimmed === '') throw new UsageError(`${flag} needs a name`);
  return trimmed;
}

/**
 * `import` and `serve --data`: the credit an operator's import names (who made the data, its
 * licence), shown to readers; every field '' when no flag was given.
 */
export function parseCreditFlags(values: CreditValues): OperatorCredit {
  return {
    name: text(values.source, '--source'),
    url: link(values['source-url'], '--source-url', values.source, '--source'),
    licence: text(values.licence, '--licence'),
    licenceUrl: link(values['licence-url'], '--licence-url', values.licence, '--licence'),
  };
}

/** Whether any credit flag was given (serve refuses them without --data). */
export function namesCredit(values: CreditValues): boolean {
  return [values.source, values['source-url'], values.licence, values['licence-url']].some((v) => v !== undefined);
}
