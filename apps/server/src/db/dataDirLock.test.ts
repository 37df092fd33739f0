import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirLockedError, lockDataDir } from './dataDirLock.ts';

const dirs: string[] = [];
const freshDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'prosa-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('lockDataDir', () => {
  it('writes this process’s pid in DATA_DIR/prosa.lock and removes it on unlock', () => {
    const dir = freshDir();
    const unlock = lockDataDir(dir);
    expect(readFileSync(join(dir, 'prosa.lock'), 'utf8')).toBe(String(process.pid));
    unlock();
    expect(existsSync(join(dir, 'prosa.lock'))).toBe(false);
  });

  it('creates a missing data directory', () => {
    const dir = join(freshDir(), 'nested', 'data');
    lockDataDir(dir)();
    expect(existsSync(dir)).toBe(true);
  });

  it('refuses a directory locked by another live process, naming it, and leaves its lock alone', () => {
    const dir = freshDir();
    const owner = process.ppid;
    writeFileSync(join(dir, 'prosa.lock'), String(owner));
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    expect(() => lockDataDir(dir)).toThrow(`in use by another Prosa server (pid ${owner})`);
    expect(readFileSync(join(dir, 'prosa.lock'), 'utf8')).toBe(String(owner));
  });

  it('takes over a lock left by a process that is gone', () => {
    const dir = freshDir();
    const gone = spawnSync(process.execPath, ['-e', '0']).pid;
    writeFileSync(join(dir, 'prosa.lock'), String(gone));
    const unlock = lockDataDir(dir);
    expect(readFileSync(join(dir, 'prosa.lock'), 'utf8')).toBe(String(process.pid));
    unlock();
  });

  it('takes over an unreadable lock', () => {
    const dir = freshDir();
    writeFileSync(join(dir, 'prosa.lock'), 'garbage');
    lockDataDir(dir)();
  });
});
