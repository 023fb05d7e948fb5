/**
 * One row of the flag table (flag-table.ts): everything the parser and the help need to know of a
 * flag, said once. Types only, so the help can be built without the parser's errors.
 */
interface Row {
  /** The value's name in the help: `--state URL`, `--port N`. */
  readonly arg: string;
  /** The environment variable read when the flag is not given (secret-sources.ts: how secrets combine). */
  readonly env?: string;
  /** One explanation; the help wraps it and adds the default and the variable. */
  readonly help: string;
  /** The default in words, for one that depends on the machine or on other flags. */
  readonly defaultSays?: string;
}

/** A whole number, at least 0; every one has a default, printed by the help. */
export interface IntegerRow extends Row {
  readonly kind: 'integer';
  readonly default: number;
}

export interface StringRow extends Row {
  readonly kind: 'string';
  readonly default?: string;
}

/** Given again for every value (`--data a --data b`). */
export interface RepeatableRow extends Row {
  readonly kind: 'repeatable';
}

export type FlagRow = IntegerRow | StringRow | RepeatableRow;

/** A row with its name (no dashes), as the parser and the help use it. */
export type Flag<R extends FlagRow = FlagRow> = R & { readonly name: string };

/** A group of flags with the paragraph that explains them in the help. */
export interface Section {
  readonly title: string;
  /** A command that takes every flag of the section shows `[tag]` in its usage line instead. */
  readonly tag?: string;
  readonly flags: Readonly<Record<string, FlagRow>>;
}
