import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, onTestFinished } from 'vitest';

/** A fresh directory for one test, removed when the test ends. */
export function tempDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'farhang-store-'));
  onTestFinished(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/**
 * A fresh directory for a file's tests, made before them and removed after them; declared before
 * the file's own hooks, it outlives what they start there (after hooks run in reverse order).
 */
export function fileTempDir(): () => string {
  let dir: string | undefined;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'farhang-file-'));
  });
  afterAll(() => {
    if (dir !== undefined) fs.rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    if (dir === undefined) throw new Error('the directory is made in beforeAll: use it inside a test or hook');
    return dir;
  };
}
