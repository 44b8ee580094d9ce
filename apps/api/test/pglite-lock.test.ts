import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { acquireDirectoryLock, DataDirectoryLockedError } from '../src/db/pglite-lock.ts';

const dirs: string[] = [];
function lockPath() {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'api-lock-'));
  dirs.push(dir);
  return path.join(dir, 'pglite.lock');
}

describe('the PGlite directory lock', () => {
  afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

  it('holds our pid and is removed on release', () => {
    const file = lockPath();
    const lock = acquireDirectoryLock(file);
    expect(readFileSync(file, 'utf8')).toBe(String(process.pid));
    lock.release();
    expect(existsSync(file)).toBe(false);
  });

  it('refuses a second holder while the first process lives', () => {
    const file = lockPath();
    const lock = acquireDirectoryLock(file);
    try {
      expect(() => acquireDirectoryLock(file)).toThrow(DataDirectoryLockedError);
    } finally {
      lock.release();
    }
  });

  it('takes over a lock left by a process that is gone', () => {
    const file = lockPath();
    const { pid } = spawnSync(process.execPath, ['-e', '0']);
    writeFileSync(file, String(pid));
    const lock = acquireDirectoryLock(file);
    expect(readFileSync(file, 'utf8')).toBe(String(process.pid));
    lock.release();
  });
});
