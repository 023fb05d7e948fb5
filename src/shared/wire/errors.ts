/**
 * The one table of error words and their HTTP codes (docs/v3-contract.md §6.2). A new error is one row here.
 */
export const ERROR_STATUS = {
  missing_parameter: 400,
  /** The request is not HTTP the service reads (a malformed line, bad chunking, CL with TE). */
  bad_request: 400,
  invalid_parameter: 400,
  unknown_database: 400,
  invalid_token: 401,
  token_denied: 403,
  not_found: 404,
  method_not_allowed: 405,
  request_timeout: 408,
  payload_too_large: 413,
  /** The Host names no site this service answers for (DNS rebinding); the operator can allow it. */
  unknown_host: 421,
  uri_too_long: 414,
  headers_too_large: 431,
  internal_error: 500,
  /** A proxy's upstream answered with what it must not pass on, such as a redirect. */
  bad_gateway: 502,
  unavailable: 503,
} as const;

export type ErrorWord = keyof typeof ERROR_STATUS;

export function isErrorWord(value: string): value is ErrorWord {
  return Object.hasOwn(ERROR_STATUS, value);
}
