import { isIP } from 'node:net';
import { ApiError } from '../ports/api-error';
import { codePoints, MAX_TEXT_LENGTH } from '../../shared/wire/text-length';
import type { ParsedQuery } from '../http/query';

/**
 * One parameter's value: undefined when absent; 400 when it cannot be decoded or is given more
 * than once (which of two values the client meant is a guess we do not make).
 */
export function single(query: ParsedQuery, name: string): string | undefined {
  const list = query.values.get(name);
  if (list === undefined || list.length === 0) return undefined;
  if (list.length > 1) throw new ApiError('invalid_parameter', `${name} is given more than once`);
  const value = list[0];
  if (value === null || value === undefined) {
    throw new ApiError('invalid_parameter', `${name} is not valid percent-encoded UTF-8`);
  }
  return value;
}

/** A value that is absent or blank counts as not given, as clients send `ip=&product=`. */
export function optional(query: ParsedQuery, name: string): string | undefined {
  const value = single(query, name)?.trim();
  return value === '' ? undefined : value;
}

/** A required free-text value (`q`, `title`): trimmed, non-empty, at most 100 code points. */
export function requiredText(query: ParsedQuery, name: string): string {
  const value = single(query, name);
  if (value === undefined) throw new ApiError('missing_parameter', `${name} is required`);
  const trimmed = value.trim();
  if (trimmed === '') throw new ApiError('missing_parameter', `${name} is empty`);
  if (codePoints(trimmed) > MAX_TEXT_LENGTH) {
    throw new ApiError('invalid_parameter', `${name} is longer than ${MAX_TEXT_LENGTH} characters`);
  }
  return trimmed;
}

const BOOLEANS: Readonly<Record<string, boolean>> = { true: true, false: false, '1': true, '0': false };

export function parseBoolean(raw: string): boolean | undefined {
  const word = raw.trim().toLowerCase();
  // Own keys only: `constructor` or `toString` is no boolean (decision 019).
  return Object.hasOwn(BOOLEANS, word) ? BOOLEANS[word] : undefined;
}

export function booleanParam(query: ParsedQuery, name: string, fallback: boolean): boolean {
  const raw = optional(query, name);
  if (raw === undefined) return fallback;
  const value = parseBoolean(raw);
  if (value === undefined) throw new ApiError('invalid_parameter', `${name} must be true, false, 1 or 0`);
  return value;
}

/** Digits only: `Number()` would take `1e3`, `0x10` and ` 12 `. */
const DIGITS = /^\d+$/;

/** A non-negative integer written in ASCII digits; undefined when absent. */
export function digitsParam(query: ParsedQuery, name: string, rule: string): bigint | undefined {
  const raw = optional(query, name);
  if (raw === undefined) return undefined;
  if (!DIGITS.test(raw)) throw new ApiError('invalid_parameter', `${name} must be ${rule}`);
  return BigInt(raw);
}

export interface CommonParams {
  readonly pretty: boolean;
  readonly debug: boolean;
  /** The end user's address as the client reported it ('' when not given). */
  readonly ip: string;
  readonly product: string;
}

export function parseCommon(query: ParsedQuery): CommonParams {
  const ip = optional(query, 'ip') ?? '';
  if (ip !== '' && isIP(ip) === 0) throw new ApiError('invalid_parameter', 'ip must be an IPv4 or IPv6 address');
  const product = optional(query, 'product') ?? '';
  if (codePoints(product) > MAX_TEXT_LENGTH) {
    throw new ApiError('invalid_parameter', `product is longer than ${MAX_TEXT_LENGTH} characters`);
  }
  return {
    pretty: booleanParam(query, 'prettyprint', true),
    debug: booleanParam(query, 'debug', false),
    ip,
    product,
  };
}

/** prettyprint for formatting an answer, even one that reports prettyprint itself as wrong. */
export function prettyOf(query: ParsedQuery): boolean {
  const list = query.values.get('prettyprint');
  const raw = list?.length === 1 ? list[0] : undefined;
  return (typeof raw === 'string' ? parseBoolean(raw) : undefined) ?? true;
}
