/**
 * "Test connection": one `suggest` call with the values still in the form (unsaved), and a report
 * in Persian of what the service answered — or why nothing answered, in the words of the app's
 * one table of faults (api/error-messages.ts).
 */
import { suggestBodySchema } from '../../../../shared/wire/schemas';
import { v3Get } from '../../../api/api-client';
import { describeError, type ErrorMessage } from '../../../api/error-messages';
import { toPersianDigits } from '../../../text/persian-digits';
import type { ApiSettings } from '../../../connection/settings-store';

export const PROBE_WORD = 'آب';
const PROBE_TIMEOUT_MS = 8_000;

/** What the test found: the fault's words from the one table when it failed (reason: 403's own). */
export interface ConnectionReport extends Pick<ErrorMessage, 'title' | 'detail' | 'reason'> {
  readonly ok: boolean;
}

export async function testConnection(settings: ApiSettings): Promise<ConnectionReport> {
  try {
    const body = await v3Get('suggest', { q: PROBE_WORD }, suggestBodySchema, {
      settings,
      timeoutMs: PROBE_TIMEOUT_MS,
    });
    const count = toPersianDigits(body.data.suggestion.length);
    return {
      ok: true,
      title: 'اتصال برقرار است',
      detail: `سرویس توکن را پذیرفت و برای «${PROBE_WORD}» ${count} پیشنهاد فرستاد.`,
    };
  } catch (error) {
    return failureReport(error);
  }
}

function failureReport(error: unknown): ConnectionReport {
  const { title, detail, reason } = describeError(error, 'connection-test');
  return { ok: false, title, detail, ...(reason === undefined ? {} : { reason }) };
}
