/**
 * The usage text, made from the flag table: a line per command naming the flags it takes, then
 * each section of the table with what every flag means, its default and its variable.
 */
import { COMMANDS, type Command } from './command-flags';
import type { Flag, Section } from './flag';
import { SECTIONS, sectionFlags } from './flag-table';

const WIDTH = 110;

/** Words filled into lines of at most WIDTH columns, after a first prefix and then another. */
function wrap(words: readonly string[], first: string, rest: string): string[] {
  const lines: string[] = [];
  let line = first;
  words.forEach((word, index) => {
    if (index > 0 && line.length + 1 + word.length > WIDTH) {
      lines.push(line);
      line = rest + word;
    } else line = index === 0 ? line + word : `${line} ${word}`;
  });
  return [...lines, line];
}

/** A tagged section the command takes whole is one `[tag]`; any other flag is itself. */
function items(command: Command): string[] {
  const takes = new Set<string>(command.flags);
  const shown = new Set<string>();
  for (const name of command.flags) {
    const section = SECTIONS.find((candidate) => name in candidate.flags);
    const flag = section === undefined ? undefined : sectionFlags(section).find((row) => row.name === name);
    if (section?.tag !== undefined && Object.keys(section.flags).every((other) => takes.has(other)))
      shown.add(`[${section.tag}]`);
    else if (flag !== undefined) shown.add(`[--${name} ${flag.arg}]${flag.kind === 'repeatable' ? '...' : ''}`);
  }
  return [...shown];
}

function commandLines([name, command]: readonly [string, Command]): string[] {
  const words = [...(command.words === undefined ? [] : [command.words]), ...items(command)];
  const lines = wrap(words, `  ${name.padEnd(6)} `, ' '.repeat(9));
  if (command.note !== undefined) lines.push(`${lines.pop() ?? ''}   ${command.note}`);
  return command.more === undefined ? lines : [...lines, command.more];
}

/** `[default: …]`, a command's own default or variable (`[start: 8080, or PORT]`), `[env: …]`. */
function facts(flag: Flag): string[] {
  const fallback = flag.defaultSays ?? ('default' in flag ? flag.default : undefined);
  const own = Object.entries(COMMANDS).flatMap(([name, command]: readonly [string, Command]) =>
    Object.entries(command.overrides ?? {})
      .filter(([flagName]) => flagName === flag.name)
      .map(([, override]) => {
        const says = [override?.default, override?.env === undefined ? undefined : `or ${override.env}`];
        return `[${name}: ${says.filter((part) => part !== undefined).join(', ')}]`;
      }),
  );
  return [
    ...(fallback === undefined ? [] : [`[default: ${fallback}]`]),
    ...own,
    ...(flag.env === undefined ? [] : [`[env: ${flag.env}]`]),
  ];
}

function sectionLines(section: Section): string[] {
  const flags = sectionFlags(section);
  const labels = flags.map((flag) => `  --${flag.name} ${flag.arg}${flag.kind === 'repeatable' ? '...' : ''}`);
  const column = Math.max(...labels.map((label) => label.length)) + 2;
  return [
    ...wrap(section.title.split(' '), '', ''),
    ...flags.flatMap((flag, index) =>
      wrap([...flag.help.split(' '), ...facts(flag)], (labels[index] ?? '').padEnd(column), ' '.repeat(column)),
    ),
  ];
}

export function usageText(): string {
  const commands = Object.entries(COMMANDS).flatMap(commandLines);
  return ['usage:', ...commands, ...SECTIONS.flatMap((section) => ['', ...sectionLines(section)])].join('\n');
}
