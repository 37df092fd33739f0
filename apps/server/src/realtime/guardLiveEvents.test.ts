import type { PermissionKey } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import type { SocketIdentity } from './authenticateSocket.ts';
import { guardLiveEvents } from './guardLiveEvents.ts';

const identity: SocketIdentity = { sessionId: 's', userId: 'u', name: 'Ana', accountId: 'a', level: 3 };

// Runs one guarded event and says what became of it. Events run in order, so a second one the
// member may send settles the answer once the first has been dealt with.
async function outcomeOf(permissions: () => Promise<ReadonlySet<PermissionKey> | null>) {
  const whenAllowed = guardLiveEvents(permissions, identity);
  return new Promise<string>((resolve) => {
    const fail = (error: unknown) => resolve(`failed: ${(error as Error).message}`);
    whenAllowed('live.attend', () => resolve('handled'), undefined, fail);
    whenAllowed('contacts.view', () => resolve('dropped'), undefined, fail);
  });
}

describe('guardLiveEvents', () => {
  it('runs an event the member may send', async () => {
    expect(await outcomeOf(async () => new Set<PermissionKey>(['live.attend', 'contacts.view']))).toBe(
      'handled',
    );
  });

  it('drops an event the member may no longer send', async () => {
    expect(await outcomeOf(async () => new Set<PermissionKey>(['contacts.view']))).toBe('dropped');
  });

  it('tells the event when its check could not run, so an awaited answer still comes', async () => {
    expect(await outcomeOf(() => Promise.reject(new Error('Query read timeout')))).toBe(
      'failed: Query read timeout',
    );
  });
});
