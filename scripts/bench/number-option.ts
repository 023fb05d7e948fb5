/** The scripts' numeric command-line flags: `--name N`, checked against what the flag may be. */

const RULES = {
  'positive integer': (value: number) => Number.isSafeInteger(value) && value > 0,
  /** Counts that may be 0, such as a seed. */
  'whole number': (value: number) => Number.isSafeInteger(value) && value >= 0,
  /** Amounts that may be fractional, such as minutes. */
  'positive number': (value: number) => Number.isFinite(value) && value > 0,
} satisfies Record<string, (value: number) => boolean>;

export type NumberRule = keyof typeof RULES;

/** The number after `--name`, else `fallback`; throws naming the flag when it breaks the rule. */
export function option(name: string, fallback: number, rule: NumberRule = 'positive integer'): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  if (!RULES[rule](value)) throw new Error(`--${name} wants a ${rule}`);
  return value;
}
