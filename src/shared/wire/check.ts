/**
 * A small runtime schema checker for JSON bodies: the few schema kinds the wire needs (string,
 * number, literal, one of a list of strings, unknown, nullable, optional with a default, array, record, object, pipe with
 * integer/minValue), `safeParse`/`parse`/`is`, and the output type of a schema. Objects keep only
 * their declared members; every issue is reported with its path. Our own, in place of a library,
 * because every first visit of the web app loads it (decision 007).
 */

export interface Issue {
  readonly message: string;
  readonly path: readonly (string | number)[];
}

type Run<T> = (input: unknown, path: readonly (string | number)[], issues: Issue[]) => T;

export interface Schema<T> {
  readonly run: Run<T>;
}

/** A schema whose member may be absent from an object (`optional` without a default). */
interface MaybeAbsent<T> extends Schema<T | undefined> {
  readonly absent: true;
}

export type GenericSchema = Schema<unknown>;
export type InferOutput<S> = S extends Schema<infer T> ? T : never;

function kind<T>(expected: string, test: (input: unknown) => input is T): Schema<T> {
  return {
    run: (input, path, issues) => {
      if (!test(input)) issues.push({ message: `expected ${expected}`, path });
      return input as T;
    },
  };
}

export const string = () => kind('a string', (input): input is string => typeof input === 'string');
export const number = () =>
  kind('a number', (input): input is number => typeof input === 'number' && !Number.isNaN(input));
export const boolean = () => kind('a boolean', (input): input is boolean => typeof input === 'boolean');
export const unknown = (): Schema<unknown> => ({ run: (input) => input });

export function literal<const T extends string | number | boolean>(value: T): Schema<T> {
  return kind(JSON.stringify(value), (input): input is T => input === value);
}

/** One of `values`: a name from a closed list (a rule, a band). */
export function picklist<const T extends string>(values: readonly T[]): Schema<T> {
  return kind(`one of ${values.join(', ')}`, (input): input is T => values.includes(input as T));
}

export function nullable<T>(schema: Schema<T>): Schema<T | null> {
  return { run: (input, path, issues) => (input === null ? null : schema.run(input, path, issues)) };
}

export function optional<T>(schema: Schema<T>): MaybeAbsent<T>;
export function optional<T>(schema: Schema<T>, fallback: T): Schema<T>;
export function optional<T>(schema: Schema<T>, fallback?: T): Schema<T | undefined> & { absent?: true } {
  const run: Run<T | undefined> = (input, path, issues) =>
    input === undefined ? fallback : schema.run(input, path, issues);
  return fallback === undefined ? { run, absent: true } : { run };
}

/** A check after the type: `undefined` when the value passes, else what it should be. */
export interface Check<T> {
  readonly test: (value: T) => string | undefined;
}

export const integer = (): Check<number> => ({
  test: (value) => (Number.isInteger(value) ? undefined : 'expected an integer'),
});
export const minValue = (min: number): Check<number> => ({
  test: (value) => (value >= min ? undefined : `expected at least ${min}`),
});

export function pipe<T>(schema: Schema<T>, ...checks: Check<T>[]): Schema<T> {
  return {
    run: (input, path, issues) => {
      const before = issues.length;
      const value = schema.run(input, path, issues);
      if (issues.length > before) return value;
      for (const check of checks) {
        const message = check.test(value);
        if (message !== undefined) issues.push({ message, path });
      }
      return value;
    },
  };
}

export function array<T>(item: Schema<T>): Schema<T[]> {
  return {
    run: (input, path, issues) => {
      if (!Array.isArray(input)) {
        issues.push({ message: 'expected an array', path });
        return [];
      }
      return input.map((value: unknown, index) => item.run(value, [...path, index], issues));
    },
  };
}

function isRecord(input: unknown): input is Record<string, unknown> {
  return typeof input === 'object' && input !== null && !Array.isArray(input);
}

export function record<T>(key: Schema<string>, value: Schema<T>): Schema<Record<string, T>> {
  return {
    run: (input, path, issues) => {
      if (!isRecord(input)) {
        issues.push({ message: 'expected an object', path });
        return {};
      }
      const out: Record<string, T> = {};
      for (const [name, member] of Object.entries(input)) {
        key.run(name, [...path, name], issues);
        out[name] = value.run(member, [...path, name], issues);
      }
      return out;
    },
  };
}

type Shape = Record<string, Schema<unknown>>;
type AbsentKeys<S extends Shape> = { [K in keyof S]: S[K] extends { readonly absent: true } ? K : never }[keyof S];
type Flat<T> = { [K in keyof T]: T[K] };
type ObjectOutput<S extends Shape> = Flat<
  { -readonly [K in Exclude<keyof S, AbsentKeys<S>>]: InferOutput<S[K]> } & {
    -readonly [K in AbsentKeys<S>]?: Exclude<InferOutput<S[K]>, undefined>;
  }
>;

export function object<S extends Shape>(shape: S): Schema<ObjectOutput<S>> {
  return {
    run: (input, path, issues) => {
      if (!isRecord(input)) {
        issues.push({ message: 'expected an object', path });
        return {} as ObjectOutput<S>;
      }
      const out: Record<string, unknown> = {};
      for (const [name, schema] of Object.entries(shape)) {
        const value = schema.run(input[name], [...path, name], issues);
        if (value !== undefined) out[name] = value;
      }
      return out as ObjectOutput<S>;
    },
  };
}

export type SafeParseResult<T> =
  | { readonly success: true; readonly output: T; readonly issues?: undefined }
  | { readonly success: false; readonly output?: undefined; readonly issues: readonly Issue[] };

export function safeParse<S extends GenericSchema>(schema: S, input: unknown): SafeParseResult<InferOutput<S>> {
  const issues: Issue[] = [];
  const output = schema.run(input, [], issues) as InferOutput<S>;
  return issues.length === 0 ? { success: true, output } : { success: false, issues };
}

export function is<S extends GenericSchema>(schema: S, input: unknown): input is InferOutput<S> {
  return safeParse(schema, input).success;
}

/** `a.b.0.c`: where an issue is, or undefined at the top. */
export function getDotPath(issue: Issue): string | undefined {
  return issue.path.length === 0 ? undefined : issue.path.join('.');
}

export function parse<S extends GenericSchema>(schema: S, input: unknown): InferOutput<S> {
  const result = safeParse(schema, input);
  if (result.success) return result.output;
  throw new TypeError(result.issues.map((issue) => `${getDotPath(issue) ?? '(value)'}: ${issue.message}`).join('; '));
}
