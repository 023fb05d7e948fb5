/**
 * The real service for the XSS and header suites: writes the given entries as a JSONL dictionary
 * file, copies the built app (so a concurrent `vite build` elsewhere cannot empty it mid-run) and
 * starts `cli.ts serve` on both.
 */
import { cpSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnService, type RunningService } from '../../../scripts/service/spawn-service';
import { BENIGN_ENTRIES } from '../hostile-html/benign-entries';
import { XSS_VECTORS, type XssVector } from '../hostile-html/vectors';

export interface DictionaryLine {
  readonly db: string;
  readonly title: string;
  readonly text: string;
  readonly pron?: string;
  readonly title_en?: string;
}

export interface CorpusService {
  /** `http://127.0.0.1:PORT`, no trailing slash. */
  readonly origin: string;
  readonly service: RunningService;
  /** The app's address of an entry's first sense. */
  wordPath(db: string, title: string): string;
  stop(): Promise<void>;
}

export async function startCorpusService(lines: readonly DictionaryLine[]): Promise<CorpusService> {
  if (!existsSync('dist/index.html')) throw new Error('no built app in dist/: run `npx vite build` first');
  const dir = mkdtempSync(join(tmpdir(), 'farhang-xss-'));
  const data = join(dir, 'corpus.jsonl');
  writeFileSync(data, `${lines.map((line) => JSON.stringify(line)).join('\n')}\n`);
  const web = join(dir, 'web');
  cpSync('dist', web, { recursive: true });
  let service: RunningService;
  try {
    service = await spawnService(['--data', data, '--web', web, '--rate-limit', '0']);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    origin: new URL(service.url).origin,
    service,
    wordPath: (db, title) => `/word/${encodeURIComponent(db)}/${encodeURIComponent(title)}/1`,
    async stop() {
      await service.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The headword whose meaning is the vector's payload. */
export const vectorTitle = (vector: XssVector): string => `xss-${vector.id}`;

/** The corpus both xss suites read: every vector a wiki meaning, every benign entry a moein one. */
export function startHostileCorpus(): Promise<CorpusService> {
  return startCorpusService([
    ...XSS_VECTORS.map((vector) => ({ db: 'wiki', title: vectorTitle(vector), text: vector.payload })),
    ...BENIGN_ENTRIES.map((entry) => ({ db: 'moein', title: entry.title, text: entry.html })),
  ]);
}
