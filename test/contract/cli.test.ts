import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { afterAll, expect, onTestFinished, test } from 'vitest';
import { at } from '../support/service/json';
import { FIXTURE, rawRequest } from '../support/service/harness';

const dir = mkdtempSync(join(tmpdir(), 'farhang-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const CLI = ['--import', 'tsx', 'src/server/cli.ts'];
// Each CLI run starts a Node process with tsx: seconds, not milliseconds, on a busy machine.
const SLOW = { timeout: 30_000 };

function run(args: readonly string[]): { code: number | null; out: string; err: string } {
  const result = spawnSync(process.execPath, [...CLI, ...args], { encoding: 'utf8' });
  return { code: result.status, out: result.stdout, err: result.stderr };
}

/** Starts `serve`, waits for its one ready line, and gives back the port and a way to stop it. */
async function serve(args: readonly string[], env: Readonly<Record<string, string>> = {}) {
  const child = spawn(process.execPath, [...CLI, 'serve', '--port', '0', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  const out: string[] = [];
  const err: string[] = [];
  createInterface({ input: child.stderr }).on('line', (line) => err.push(line));
  const lines = createInterface({ input: child.stdout });
  const ready = new Promise<string>((resolve, reject) => {
    lines.on('line', (line) => {
      out.push(line);
      if (line.startsWith('listening on ')) resolve(line);
    });
    child.once('exit', (code) => reject(new Error(`serve exited with ${code}: ${err.join('\n')}`)));
  });
  const line = await ready;
  const port = Number(/:(\d+)$/.exec(line)?.[1]);
  return {
    line,
    port,
    out,
    async stop(): Promise<number | null> {
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      const [code] = await exited;
      return typeof code === 'number' ? code : null;
    },
  };
}

test(
  'serve --data prints exactly its URL, answers with a --token, and on SIGTERM flushes counters and exits 0; past 100 product names a token counts (other)',
  SLOW,
  async () => {
    const db = join(dir, 'served.db');
    const service = await serve(['--db', db, '--data', FIXTURE, '--token', 'local-secret-token', '--rate-limit', '0']);
    expect(service.line).toMatch(/^listening on http:\/\/127\.0\.0\.1:\d+$/);
    const reply = await rawRequest(
      service.port,
      '/v3/suggest?q=%D8%A7%D9%85%DB%8C&token=local-secret-token&product=cli-test',
    );
    expect(reply.status).toBe(200);
    // Suggestions rank by use: «امیدوار» («امیدوارم», I hope) is said more often than «امید».
    const suggested = at(reply.body, 'data', 'suggestion');
    expect(suggested).toEqual(expect.arrayContaining(['امیدوار', 'امید']));
    expect(Array.isArray(suggested) && suggested.indexOf('امیدوار') < suggested.indexOf('امید')).toBe(true);
    const named: number[] = [];
    // In rounds of 20: one address may hold 64 connections.
    for (let round = 0; round < 6; round += 1) {
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          rawRequest(service.port, `/v3/suggest?q=%D8%A7&token=local-secret-token&product=made-up-${round * 20 + i}`),
        ),
      );
      named.push(...answers.map((answer) => answer.status));
    }
    expect(named.filter((status) => status === 200)).toHaveLength(120);
    expect(await service.stop()).toBe(0);
    expect(service.out.join('\n')).not.toContain('local-secret-token');

    const stats = run(['stats', '--db', db]);
    expect(stats.code).toBe(0);
    expect(stats.out).toMatch(/cli-test\s+200\s+1/);
    // cli-test and the first 99 made-up names are counted as themselves, the other 21 together.
    expect(stats.out).toMatch(/^made-up-\d+\s+200\s+1$/m);
    expect(stats.out.match(/^made-up-\d+\s/gm)).toHaveLength(99);
    expect(stats.out).toMatch(/^\(other\)\s+200\s+21$/m);
    expect(stats.out).toMatch(/--token 1\s+200\s+121/);
  },
);

test(
  'npm run serve and npm start stop on the SIGTERM a service manager sends npm: the service lets go of its port',
  SLOW,
  async () => {
    const scripts: unknown = Reflect.get(JSON.parse(readFileSync('package.json', 'utf8')) as object, 'scripts');
    const script = (name: string) => String(Reflect.get(Object(scripts), name));
    // `start` runs the service as `serve` does, so what holds for one holds for the other.
    expect(script('start')).toBe(script('serve').replace(/ serve$/, ' start'));
    const args = ['run', '--silent', 'serve', '--', '--port', '0', '--db', join(dir, 'npm.db'), '--data', FIXTURE];
    // In a group of its own, so a service left behind by a failure is stopped with it.
    const npm = spawn('npm', args, { stdio: ['ignore', 'pipe', 'pipe'], detached: true });
    onTestFinished(() => {
      try {
        process.kill(-(npm.pid ?? 0), 'SIGKILL');
      } catch {
        // Nothing left of it: the group is gone.
      }
    });
    const line = await new Promise<string>((resolve, reject) => {
      createInterface({ input: npm.stdout }).on('line', (text) => text.startsWith('listening on ') && resolve(text));
      npm.once('exit', (code) => reject(new Error(`npm exited with ${code}`)));
    });
    const port = Number(/:(\d+)$/.exec(line)?.[1]);
    expect((await rawRequest(port, '/healthz')).status).toBe(200);
    const exited = once(npm, 'exit');
    npm.kill('SIGTERM');
    await exited;
    await expect(rawRequest(port, '/healthz')).rejects.toThrow(/ECONNREFUSED/);
  },
);

test('--help and -h print the usage on stdout and exit 0, before or after a command', SLOW, () => {
  for (const args of [['--help'], ['-h'], ['serve', '--help'], ['token', '-h']]) {
    const result = run(args);
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/^usage:\n {2}serve /);
    expect(result.out).toContain('import FILE...');
    expect(result.err).toBe('');
  }
  const wrong = run(['--hlep']);
  expect(wrong.code).toBe(2);
  expect(wrong.err).toContain('unknown command: --hlep');
});

test('a database file that is not one is one line on stderr naming it, and exit code 1', SLOW, () => {
  const bad = join(dir, 'not-a-database.db');
  writeFileSync(bad, 'this is a text file, not SQLite '.repeat(200));
  const result = run(['serve', '--port', '0', '--db', bad]);
  expect(result.code).toBe(1);
  const lines = result.err.trim().split('\n');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toContain(bad);
  expect(result.err).not.toMatch(/\n\s+at /);
});

test('import prints per-db counts and each problem as file:line: message', SLOW, () => {
  const db = join(dir, 'imported.db');
  const file = join(dir, 'mixed.jsonl');
  writeFileSync(
    file,
    [
      '{"db":"moein","title":"نو","text":"تازه"}',
      '{"db":"klingon","title":"x","text":"y"}',
      'not json',
      '{"db":"amid","title":"کهنه","text":"قدیمی"}',
    ].join('\n'),
  );
  const result = run(['import', file, '--db', db]);
  expect(result.code).toBe(0);
  expect(result.out).toMatch(/moein\s+1/);
  expect(result.out).toMatch(/amid\s+1/);
  expect(result.err).toContain(`${file}:2: `);
  expect(result.err).toContain(`${file}:3: `);
  const missing = run(['import', join(dir, 'absent.jsonl'), '--db', db]);
  expect(missing.code).toBe(1);
  expect(missing.err.trim().split('\n')).toHaveLength(1);
});

test('token create shows the token once; list never shows it; suspend and regenerate work', SLOW, () => {
  const db = join(dir, 'tokens.db');
  const created = run(['token', 'create', '--name', 'my app', '--db', db]);
  expect(created.code).toBe(0);
  const token = /: (\d+\.[A-Za-z0-9]{40})$/m.exec(created.out)?.[1] ?? '';
  expect(token).not.toBe('');
  const id = token.split('.')[0] ?? '';
  expect(run(['token', 'suspend', id, '--reason', 'too many requests', '--db', db]).code).toBe(0);
  const list = run(['token', 'list', '--db', db]);
  expect(list.out).toMatch(/my app\s+suspended\s+too many requests/);
  expect(list.out).not.toContain(token.split('.')[1]);
  const regenerated = run(['token', 'regenerate', id, '--db', db]);
  expect(regenerated.out).toMatch(/\d+\.[A-Za-z0-9]{40}/);
  expect(regenerated.out).not.toContain(token);
  expect(run(['token', 'frobnicate', '--db', db]).code).toBe(2);
  expect(run(['token', 'revoke', '999', '--db', db]).code).toBe(1);
});

test(
  'serve --web never hands the app an operator token; tokens also come from a file and the environment',
  SLOW,
  async () => {
    const web = join(dir, 'dist');
    mkdirSync(web, { recursive: true });
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>t</title>');
    const file = join(dir, 'tokens.txt');
    writeFileSync(file, 'file-token-3\n\nfile-token-4\n', { mode: 0o600 });
    const service = await serve(
      ['--db', join(dir, 'web.db'), '--data', FIXTURE, '--token', 'first-token-1', '--token-file', file, '--web', web],
      { FARHANG_TOKEN: 'env-token-5' },
    );
    const config = await rawRequest(service.port, '/config.json');
    const appToken = String(at(config.body, 'token'));
    expect(['first-token-1', 'file-token-3', 'file-token-4', 'env-token-5']).not.toContain(appToken);
    for (const token of [appToken, 'first-token-1', 'file-token-3', 'file-token-4', 'env-token-5']) {
      expect((await rawRequest(service.port, `/v3/suggest?q=x&token=${token}`)).status, token).toBe(200);
    }
    expect((await rawRequest(service.port, '/v3/suggest?q=x&token=second-token-2')).status).toBe(401);
    expect(await service.stop()).toBe(0);

    // --web-token names the app's token when the operator wants one of theirs there.
    const named = await serve(['--db', join(dir, 'web.db'), '--web', web, '--web-token', 'first-token-1']);
    expect((await rawRequest(named.port, '/config.json')).body).toMatchObject({ token: 'first-token-1' });
    expect((await rawRequest(named.port, '/v3/suggest?q=x&token=first-token-1')).status).toBe(200);
    expect(await named.stop()).toBe(0);
    const missing = run(['serve', '--port', '0', '--token-file', join(dir, 'no-such-file')]);
    expect(missing.code).toBe(2);
    expect(missing.err).toContain('--token-file');
  },
);

test(
  "import's credit flags are stored with the data and handed to the app; serve --data takes them too",
  SLOW,
  async () => {
    const db = join(dir, 'credited.db');
    const file = join(dir, 'press.jsonl');
    writeFileSync(file, '{"db":"moein","title":"نو","text":"تازه"}\n{"db":"moein","title":"کهن","text":"کهنه"}\n');
    const flags = ['--source', 'Our Press', '--source-url', 'https://press.example/'];
    const licence = ['--licence', 'CC BY 4.0', '--licence-url', 'https://creativecommons.org/licenses/by/4.0/'];
    expect(run(['import', file, '--db', db, ...flags, ...licence]).code).toBe(0);
    const web = join(dir, 'credit-dist');
    mkdirSync(web, { recursive: true });
    writeFileSync(join(web, 'index.html'), '<!doctype html><title>t</title>');
    const service = await serve(['--db', db, '--web', web]);
    const credits = at((await rawRequest(service.port, '/config.json')).body, 'credits');
    expect(credits).toContainEqual({
      db: 'moein',
      entries: 2,
      sources: [
        {
          name: 'Our Press',
          url: 'https://press.example/',
          via: '',
          viaUrl: '',
          licence: 'CC BY 4.0',
          licenceUrl: 'https://creativecommons.org/licenses/by/4.0/',
        },
      ],
      sample: false,
    });
    expect(await service.stop()).toBe(0);

    const served = await serve(['--data', file, '--web', web, '--source', 'Another Press']);
    const again = at((await rawRequest(served.port, '/config.json')).body, 'credits');
    expect(again).toContainEqual(
      expect.objectContaining({
        db: 'moein',
        sources: [expect.objectContaining({ name: 'Another Press', licence: '' })],
      }),
    );
    expect(await served.stop()).toBe(0);

    const script = run(['import', file, '--db', db, '--source', 'x', '--source-url', 'javascript:alert(1)']);
    expect(script.code).toBe(2);
    expect(script.err).toContain('--source-url must be an http(s) address');
    const alone = run(['serve', '--port', '0', '--licence', 'CC0']);
    expect(alone.code).toBe(2);
    expect(alone.err).toContain('need --data');
  },
);
