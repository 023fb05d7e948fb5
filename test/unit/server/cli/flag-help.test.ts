import { expect, test } from 'vitest';
import { UsageError } from '../../../../src/server/cli/args';
import { COMMANDS } from '../../../../src/server/cli/command-flags';
import { parseFlags } from '../../../../src/server/cli/parse-flags';
import { helpedFlags, usageOf } from './read-usage';

const COMMAND_NAMES = ['serve', 'import', 'token', 'stats', 'start'] as const;

/** Whether the command's parser takes `--name VALUE` at all (a refused flag is not taken). */
function takes(command: (typeof COMMAND_NAMES)[number], name: string): boolean {
  try {
    parseFlags(command, [`--${name}`, 'x']);
    return true;
  } catch (error) {
    if (error instanceof UsageError) return false;
    throw error;
  }
}

test('the help lists the commands the service has, in its usage lines', () => {
  expect(Object.keys(COMMANDS)).toEqual(COMMAND_NAMES);
  for (const command of COMMAND_NAMES) expect(usageOf(command)).toMatch(new RegExp(`^ {2}${command} `));
});

test('each flag is explained once, and a command takes a flag exactly when its usage line names it or its section', () => {
  const flags = helpedFlags();
  expect(new Set(flags.map((flag) => flag.name)).size).toBe(flags.length);
  for (const command of COMMAND_NAMES) {
    const usage = usageOf(command);
    const tags = [...usage.matchAll(/\[([a-z ]+)\]/g)].map((match) => match[1] ?? '');
    for (const tag of tags)
      expect(
        flags.some((flag) => flag.section.startsWith(tag)),
        `[${tag}]`,
      ).toBe(true);
    for (const flag of flags) {
      const named = usage.includes(`[--${flag.name} `) || tags.some((tag) => flag.section.startsWith(tag));
      expect(takes(command, flag.name), `${command} --${flag.name}`).toBe(named);
    }
  }
});

test('a flag the help does not know is refused by every command', () => {
  for (const command of COMMAND_NAMES) {
    expect(() => parseFlags(command, ['--colour', 'red'])).toThrow(UsageError);
    expect(() => parseFlags(command, ['--colour', 'red'])).toThrow("Unknown option '--colour'");
  }
});

test('every flag the help explains says what it is for, and the variables it names are the documented ones', () => {
  const flags = helpedFlags();
  for (const flag of flags) expect(flag.text.replace(/\[[^\]]*\]/g, '').trim().length, flag.name).toBeGreaterThan(20);
  expect(
    Object.fromEntries(flags.filter((flag) => flag.env !== undefined).map((flag) => [flag.name, flag.env])),
  ).toEqual({
    'public-url': 'FARHANG_PUBLIC_URL',
    token: 'FARHANG_TOKEN',
    'web-token': 'FARHANG_WEB_TOKEN',
    'upstream-token': 'FARHANG_UPSTREAM_TOKEN',
    state: 'FARHANG_STATE_URL',
    'rate-store': 'FARHANG_RATE_URL',
  });
  expect(flags.find((flag) => flag.name === 'port')?.text).toContain('[start: 8080, or PORT]');
});
