/**
 * "Test connection": one `suggest` call with the values still in the form (unsaved). The report
 * says what the service answered, or keeps the fault; the page puts either into words (the
 * fault's in those of the app's one table of faults, api/error-messages.ts).
 */
import { suggestBodySchema } from '../../../../shared/wire/schemas';
import { v3Get } from '../../../api/api-client';
import type { ApiSettings } from '../../../connection/settings-store';

export const PROBE_WORD = 'آب';
const PROBE_TIMEOUT_MS = 8_000;

/** The service answered with this many suggestions, or failed with this error. */
export type ConnectionReport =
  { readonly ok: true; readonly suggestions: number } | { readonly ok: false; readonly error: unknown };

export async function testConnection(settings: ApiSettings): Promise<ConnectionReport> {
  try {
    const body = await v3Get('suggest', { q: PROBE_WORD }, suggestBodySchema, {
      settings,
      timeoutMs: PROBE_TIMEOUT_MS,
    });
    return { ok: true, suggestions: body.data.suggestion.length };
  } catch (error) {
    return { ok: false, error };
  }
}
