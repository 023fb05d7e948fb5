/**
 * Every flag of every command, each declared once, in the sections the help explains them in. The
 * parser (parse-flags.ts) and the help (usage.ts) both read it; command-flags.ts says who takes what.
 */
import type { Flag, Section } from './flag';
import { CREDIT_SECTION, NAMING_SECTION } from './flag-rows-data';
import { CLIENT_SECTION, SEARCH_SECTION, SHARED_STATE_SECTION, UPSTREAM_SECTION } from './flag-rows-fleet';
import { SERVICE_SECTION, TOKEN_SECTION } from './flag-rows-service';

/** In the order the help prints them. */
export const SECTIONS: readonly Section[] = [
  SERVICE_SECTION,
  TOKEN_SECTION,
  UPSTREAM_SECTION,
  SHARED_STATE_SECTION,
  SEARCH_SECTION,
  CLIENT_SECTION,
  CREDIT_SECTION,
  NAMING_SECTION,
];

export const FLAGS = {
  ...SERVICE_SECTION.flags,
  ...TOKEN_SECTION.flags,
  ...UPSTREAM_SECTION.flags,
  ...SHARED_STATE_SECTION.flags,
  ...SEARCH_SECTION.flags,
  ...CLIENT_SECTION.flags,
  ...CREDIT_SECTION.flags,
  ...NAMING_SECTION.flags,
};

export type FlagName = keyof typeof FLAGS;

/** The row of `--name`, with its name. */
export function flag<N extends FlagName>(name: N): (typeof FLAGS)[N] & { readonly name: N } {
  return { ...FLAGS[name], name };
}

/** Every row of a section, with its name. */
export function sectionFlags(section: Section): Flag[] {
  return Object.entries(section.flags).map(([name, row]) => ({ ...row, name }));
}
