import type { Telling } from '../../src/web/api/error-messages';
import { formattersFor } from '../../src/web/i18n/format';
import { WHOLE_FA } from './tables';

/** The Persian interface's words and digits, for a test that calls a telling function directly. */
export const PERSIAN: Telling = { messages: WHOLE_FA, format: formattersFor('fa') };
