/**
 * PostgreSQL, Redis and nginx from the machine's packages, each started by the fleet test in a
 * temporary directory on a free port and stopped after. Missing servers fail the test with what to
 * install: `.ci/run` installs them, so nothing here is skipped.
 */
import { freePort } from '../service/free-port';
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

function need(path: string | undefined, what: string): string {
  if (path === undefined || !existsSync(path)) {
    throw new Error(`${what} is not installed: run .ci/run, or apt-get install postgresql redis-server nginx`);
  }
  return path;
}

function postgresBin(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  return need(versions[0] === undefined ? undefined : join(root, versions[0], 'bin'), 'PostgreSQL');
}

/** initdb refuses root: as root the server runs as the `postgres` user the package made. */
function asPostgres(command: string, args: readonly string[]): void {
  const root = process.getuid?.() === 0;
  const [file, argv] = root ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, [...args]];
  execFileSync(file, argv, { stdio: ['ignore', 'ignore', 'pipe'] });
}

export interface Postgres {
  readonly url: string;
  start(): void;
  stop(): void;
}

export async function startPostgres(): Promise<Postgres> {
  const bin = postgresBin();
  const dir = mkdtempSync(join(tmpdir(), 'farhang-pg-'));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const port = await freePort();
  asPostgres(join(bin, 'initdb'), ['-D', data, '-U', 'farhang', '--auth=trust', '-E', 'UTF8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  // Each does nothing when the server is already so: a test that fails while PostgreSQL is
  // stopped can start it again in its cleanup, and the ones after it still have a server.
  let running = false;
  const postgres: Postgres = {
    url: `postgres://farhang@127.0.0.1:${port}/postgres`,
    start() {
      if (running) return;
      asPostgres(join(bin, 'pg_ctl'), ['-D', data, '-l', join(dir, 'log'), '-o', options, '-w', 'start']);
      running = true;
    },
    stop() {
      if (!running) return;
      asPostgres(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
      running = false;
    },
  };
  postgres.start();
  return postgres;
}

export interface Spawned {
  readonly port: number;
  readonly url: string;
  stop(): Promise<void>;
}

async function stopChild(child: ChildProcess, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill(signal);
  await exited;
}

async function waitForPort(port: number, child: ChildProcess, name: string): Promise<void> {
  for (let tries = 0; tries < 200; tries++) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}`);
    const connected = await new Promise<boolean>((done) => {
      const socket = createServer().listen(port, '127.0.0.1');
      socket.once('error', () => done(true));
      socket.once('listening', () => socket.close(() => done(false)));
    });
    if (connected) return;
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(`${name} did not listen on ${port}`);
}

export async function startRedis(): Promise<Spawned> {
  const binary = need('/usr/bin/redis-server', 'Redis (redis-server)');
  const port = await freePort();
  const child = spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  });
  await waitForPort(port, child, 'redis-server');
  return { port, url: `redis://127.0.0.1:${port}`, stop: () => stopChild(child, 'SIGTERM') };
}

/**
 * nginx with the site of deploy/nginx/farhang.conf, its replica addresses and listen port
 * replaced by this run's: the test checks the file operators copy.
 */
export async function startNginx(replicaPorts: readonly number[]): Promise<Spawned & { accessLog(): string }> {
  const binary = need('/usr/sbin/nginx', 'nginx');
  const dir = mkdtempSync(join(tmpdir(), 'farhang-nginx-'));
  const port = await freePort();
  const site = readFileSync('deploy/nginx/farhang.conf', 'utf8');
  const servers = site.match(/^\s*server 127\.0\.0\.1:\d+[^;]*;$/gm) ?? [];
  if (servers.length < replicaPorts.length)
    throw new Error(`deploy/nginx/farhang.conf lists ${servers.length} replicas`);
  let rendered = site
    .replace(/\blisten 80;/, `listen 127.0.0.1:${port};`)
    .replace('/var/log/nginx/farhang.log', join(dir, 'access.log'));
  // Fewer replicas than the file lists (the benchmark's 1 and 2): the extra lines go.
  servers.forEach((line, index) => {
    const port = replicaPorts[index];
    rendered = rendered.replace(line, port === undefined ? '' : line.replace(/127\.0\.0\.1:\d+/, `127.0.0.1:${port}`));
  });
  writeFileSync(join(dir, 'farhang.conf'), rendered);
  const temp = ['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map((kind) => `${kind}_temp_path ${dir}/${kind};`);
  writeFileSync(
    join(dir, 'nginx.conf'),
    `daemon off;\nworker_processes 1;\npid ${dir}/nginx.pid;\nerror_log ${dir}/error.log warn;\n` +
      `events { worker_connections 1024; }\n` +
      `http {\n  access_log off;\n  ${temp.join('\n  ')}\n  include ${dir}/farhang.conf;\n}\n`,
  );
  const child = spawn(binary, ['-p', dir, '-c', join(dir, 'nginx.conf')], { stdio: 'ignore' });
  await waitForPort(port, child, 'nginx');
  return {
    port,
    url: `http://127.0.0.1:${port}`,
    stop: () => stopChild(child, 'SIGQUIT'),
    accessLog: () => readFileSync(join(dir, 'access.log'), 'utf8'),
  };
}
