import { accessSync, constants } from 'node:fs';
import { tmpdir } from 'node:os';

// Where test databases live: memory-backed /dev/shm where the system has it (Linux), else the
// system's temporary folder. The suites create and drop a few hundred PGlite folders of 42 MB each;
// copying the template took about 1 s on this machine's disk and 0.07 s on tmpfs
// (docs/performance.md, "Test suite").
export function testScratchDir() {
  try {
    accessSync('/dev/shm', constants.W_OK);
    return '/dev/shm';
  } catch {
    return tmpdir();
  }
}
