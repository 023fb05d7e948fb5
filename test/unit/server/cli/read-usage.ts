import { usageText } from '../../../../src/server/cli/usage';

/** One flag as the help explains it: its line and the lines that continue it, joined. */
export interface HelpedFlag {
  readonly name: string;
  readonly text: string;
  /** What `[default: …]` says, if anything. */
  readonly default: string | undefined;
  /** What `[env: …]` names, if anything. */
  readonly env: string | undefined;
  /** The title of the section it is explained in. */
  readonly section: string;
}

const lines = usageText().split('\n');

/** The usage line of a command and the lines that continue it, as one text. */
export function usageOf(command: string): string {
  const at = lines.findIndex((line) => line.startsWith(`  ${command.padEnd(6)} `));
  if (at < 0) throw new Error(`no usage line for ${command}`);
  const rest = lines.slice(at + 1);
  const continued = rest.slice(
    0,
    Math.max(
      0,
      rest.findIndex((line) => !line.startsWith(' '.repeat(9))),
    ),
  );
  return [lines[at], ...continued].join(' ');
}

/** Every flag the sections of the help explain, read as a reader would. */
export function helpedFlags(): HelpedFlag[] {
  const flags: HelpedFlag[] = [];
  for (const chunk of usageText().split('\n\n').slice(1)) {
    const chunkLines = chunk.split('\n');
    const first = chunkLines.findIndex((line) => line.startsWith('  --'));
    const section = chunkLines.slice(0, first).join(' ');
    let current: string[] = [];
    const close = () => {
      const text = current.join(' ').replace(/\s+/g, ' ');
      const name = /^ --([a-z-]+)/.exec(` ${text.trim()}`)?.[1];
      if (name !== undefined) {
        const facts = (label: string) => new RegExp(`\\[${label}: ([^\\]]+)\\]`).exec(text)?.[1];
        flags.push({ name, text, default: facts('default'), env: facts('env'), section });
      }
      current = [];
    };
    for (const line of chunkLines.slice(first)) {
      if (line.startsWith('  --')) close();
      current.push(line);
    }
    close();
  }
  return flags;
}
