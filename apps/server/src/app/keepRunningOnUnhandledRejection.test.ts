import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../../../', import.meta.url));

// In a process of its own, as main.ts installs it: the guard must outlive a rejection nobody
// awaited (Node's default is to exit with code 1 there).
const runWith = (isGuarded: boolean) =>
  spawnSync(
    process.execPath,
    [
      '--import',
      'tsx',
      '--input-type=module',
      '-e',
      `const { keepRunningOnUnhandledRejection } = await import('./apps/server/src/app/keepRunningOnUnhandledRejection.ts');
      if (${isGuarded}) keepRunningOnUnhandledRejection();
      Promise.reject(new Error('complete: connection reset'));
      setTimeout(() => console.log('still running'), 100);`,
    ],
    { cwd: root, encoding: 'utf8', timeout: 30_000 },
  );

describe('keepRunningOnUnhandledRejection', () => {
  it('logs an unhandled rejection and keeps the process running', () => {
    const { status, stdout, stderr } = runWith(true);
    expect(stderr).toContain('[process] unhandled rejection');
    expect(stderr).toContain('complete: connection reset');
    expect(stdout).toContain('still running');
    expect(status).toBe(0);
  });

  it('is what keeps it running: without it Node ends the process', () => {
    const { status, stdout } = runWith(false);
    expect(stdout).not.toContain('still running');
    expect(status).not.toBe(0);
  });
});
