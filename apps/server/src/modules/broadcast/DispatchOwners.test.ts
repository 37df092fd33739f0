import { describe, expect, it } from 'vitest';
import { DispatchOwners } from './DispatchOwners.ts';

describe('DispatchOwners', () => {
  it('refuses a second job of a dispatch until the first lets it go', () => {
    const owners = new DispatchOwners();
    const first = owners.take('d1');
    expect(first).not.toBeNull();
    expect(owners.take('d1')).toBeNull();
    // Another dispatch is its own.
    expect(owners.take('d2')).not.toBeNull();
    expect(owners.release('d1', first as symbol)).toBe(true);
    expect(owners.take('d1')).not.toBeNull();
  });

  it('lets the sequel take a handed-over dispatch, and the first job’s release leaves the sequel’s hold', () => {
    const owners = new DispatchOwners();
    const first = owners.take('d1') as symbol;
    owners.handOver('d1', first);
    const sequel = owners.take('d1');
    expect(sequel).not.toBeNull();
    // The first job ends after its last sends: the sequel still holds the dispatch.
    expect(owners.release('d1', first)).toBe(false);
    expect(owners.take('d1')).toBeNull();
    expect(owners.release('d1', sequel as symbol)).toBe(true);
  });
});
