/**
 * Every failure the reader can meet, in the interface's language, with a way forward. The client throws typed
 * errors (errors.ts); this is the one table that turns them into words, so the search and word
 * pages, the route boundaries and the settings page's connection test all say the same thing
 * about the same fault. The connection test tries a base URL and token not yet saved, so for some
 * faults it says more about the URL (docs/v3-contract.md §6 lists the statuses).
 */
import { HttpError, NetworkError, NotAllowedError, ResponseValidationError, TimeoutError } from './errors';
import type { FaultName, FaultQuote, FaultWording } from '../i18n/errors-fa';
import type { Formatters } from '../i18n/format';
import { useFormat, useMessages } from '../i18n/language-context';
import type { Messages } from '../i18n/messages-fa';
import { MAX_READ_BYTES } from '../../shared/wire/read';
import { WAIT_APP_RETRY_S } from '../../shared/wire/waits';

/** What the reader can do next; the panel turns each into a button or a link. */
export type ErrorAction = 'retry' | 'settings' | 'home';

/**
 * Where the fault is told: a page the reader was using, the reading page (whose text box, right
 * below, is the way forward from a text refused), or the connection test in settings.
 */
export type FaultSetting = 'page' | 'reading' | 'connection-test';

export interface ErrorMessage {
  readonly title: string;
  readonly detail: string;
  /** The service's own words (403): shown as they came, isolated, because the reason matters. */
  readonly reason?: string;
  readonly actions: readonly ErrorAction[];
  /** Set when the app will try again by itself after this many milliseconds (503 Retry-After). */
  readonly autoRetryMs?: number;
}

/** Each fault's way forward; its words are the interface's (i18n/errors-*.ts). */
const ACTIONS: Record<FaultName, readonly ErrorAction[]> = {
  badRequest: ['home'],
  tooLarge: ['home'],
  tooMany: ['retry'],
  tokenUnknown: ['settings'],
  tokenRefused: ['settings'],
  notFound: ['home'],
  unavailable: ['retry'],
  serviceError: ['retry'],
  otherStatus: ['settings', 'home'],
  // A status without the v3 envelope: only the connection test tells it apart (a page says otherStatus,
  // or notFound, or badRequest).
  statusNotV3: ['settings'],
  offline: ['retry', 'settings'],
  unreachable: ['retry', 'settings'],
  notAllowed: ['settings'],
  timeout: ['retry'],
  bodyNotV3: ['settings', 'retry'],
  unknown: ['retry', 'home'],
};

function httpFault({ status, errorWord }: HttpError, setting: FaultSetting): FaultName {
  if (status === 401) return 'tokenUnknown';
  if (status === 403) return 'tokenRefused';
  if (status === 503) return 'unavailable';
  if (status === 429) return 'tooMany';
  if (status >= 500) return 'serviceError';
  if (setting === 'connection-test') return errorWord ? 'otherStatus' : 'statusNotV3';
  if (status === 400) return 'badRequest';
  if (status === 404) return 'notFound';
  if (status === 413) return 'tooLarge';
  return 'otherStatus';
}

function faultOf(error: unknown, setting: FaultSetting): FaultName {
  if (error instanceof HttpError) return httpFault(error, setting);
  if (error instanceof NetworkError) {
    return setting !== 'connection-test' && globalThis.navigator?.onLine === false ? 'offline' : 'unreachable';
  }
  if (error instanceof TimeoutError) return 'timeout';
  if (error instanceof NotAllowedError) return 'notAllowed';
  if (error instanceof ResponseValidationError) return 'bodyNotV3';
  return 'unknown';
}

function waitOf(error: unknown): number | undefined {
  if (error instanceof TimeoutError) return error.ms;
  if (error instanceof HttpError && (error.status === 503 || error.status === 429)) {
    return error.retryAfterMs ?? WAIT_APP_RETRY_S * 1000;
  }
  return undefined;
}

/** The interface's words and digits a message is told in (a component's: useDescribeError). */
export interface Telling {
  readonly messages: Messages;
  readonly format: Formatters;
}

export function describeError(error: unknown, setting: FaultSetting, telling: Telling): ErrorMessage {
  const { messages, format } = telling;
  const wait = waitOf(error);
  const seconds = Math.max(1, Math.ceil((wait ?? 0) / 1000));
  const readKb = MAX_READ_BYTES / 1024;
  const quote: FaultQuote = {
    code: error instanceof HttpError ? format.digits(error.status) : '',
    seconds: messages.errors.seconds({ n: seconds, count: format.count(seconds) }),
    readLimit: messages.errors.kilobytes({ n: readKb, count: format.count(readKb) }),
    origin: error instanceof NotAllowedError ? error.origin : '',
  };
  const name = faultOf(error, setting);
  const fault: FaultWording = messages.errors.faults[name](quote);
  const reason = error instanceof HttpError && name === 'tokenRefused' ? error.serviceMessage : undefined;
  const autoRetry = setting !== 'connection-test' && (name === 'unavailable' || name === 'tooMany') ? wait : undefined;
  return {
    ...fault.words,
    ...(setting === 'connection-test' ? fault.test : {}),
    ...(setting === 'reading' ? fault.reading : {}),
    actions: ACTIONS[name],
    ...(reason ? { reason } : {}),
    ...(autoRetry === undefined ? {} : { autoRetryMs: autoRetry }),
  };
}

/** describeError in the reader's interface language, for a component. */
export function useDescribeError(): (error: unknown, setting?: FaultSetting) => ErrorMessage {
  const telling = { messages: useMessages(), format: useFormat() };
  return (error, setting = 'page') => describeError(error, setting, telling);
}
