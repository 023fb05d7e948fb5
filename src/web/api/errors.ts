/**
 * What can go wrong when the app asks a v3 service. The client throws only these; the UI picks a
 * Persian message and a way forward from the class and, for HttpError, the status and error word.
 */

/** The service answered with an error status. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    /** The stable error word of the body (`invalid_token`, …), or '' when the body had none. */
    readonly errorWord: string,
    /** The service's own (English) message; shown for 403, whose reason matters to the reader. */
    readonly serviceMessage: string,
    /** From `Retry-After`, in milliseconds, when the service sent one. */
    readonly retryAfterMs?: number,
  ) {
    super(`v3 answered ${status}${errorWord ? ` (${errorWord})` : ''}`);
  }
}

/** The request never got an answer: offline, DNS, refused, CORS. */
export class NetworkError extends Error {
  override name = 'NetworkError';
  constructor(options?: { cause?: unknown }) {
    super('the service could not be reached', options);
  }
}

/**
 * Never asked: the page that runs the app may not connect to that origin (the service that served
 * it allows only its own, and those its operator names), so the browser would refuse it.
 */
export class NotAllowedError extends Error {
  override name = 'NotAllowedError';
  constructor(readonly origin: string) {
    super(`this page may not ask ${origin}`);
  }
}

/** No answer within the client's time limit. */
export class TimeoutError extends Error {
  override name = 'TimeoutError';
  constructor(readonly ms: number) {
    super(`no answer within ${ms} ms`);
  }
}

/** The request worked but the body is not a v3 body: not an HTTP failure, so kept apart. */
export class ResponseValidationError extends Error {
  override name = 'ResponseValidationError';
  constructor(readonly issues: readonly string[]) {
    super(`the answer is not a valid v3 body: ${issues.slice(0, 3).join('; ')}`);
  }
}
