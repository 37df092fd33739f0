import type { PermissionKey } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { CatalogueError } from '../app/CatalogueError.ts';
import { collectLogs } from '../testing/collectLogs.ts';
import { until } from '../testing/until.ts';
import type { SocketIdentity } from './authenticateSocket.ts';
import { guardLiveEvents } from './guardLiveEvents.ts';

const identity: SocketIdentity = { sessionId: 's', userId: 'u', name: 'Ana', accountId: 'a', level: 3 };

// Runs one guarded event and says what became of it. Events run in order, so a second one the
// member may send settles the answer once the first has been dealt with.
async function outcomeOf(permissions: () => Promise<ReadonlySet<PermissionKey> | null>) {
  const whenAllowed = guardLiveEvents(permissions, identity, collectLogs().log);
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

  it('logs an event that failed with no one to tell, with who sent it and its lane', async () => {
    const { log, entries } = collectLogs();
    const whenAllowed = guardLiveEvents(async () => new Set<PermissionKey>(['live.attend']), identity, log);
    whenAllowed('live.attend', () => Promise.reject(new Error('Query read timeout')));
    whenAllowed('live.attend', () => Promise.reject(new Error('connection lost')), 'send:c1');
    await until(async () => entries.length === 2);
    expect(entries).toEqual([
      expect.objectContaining({
        level: 40,
        msg: 'a /live event failed',
        accountId: 'a',
        userId: 'u',
        err: expect.objectContaining({ message: 'Query read timeout' }),
      }),
      expect.objectContaining({
        level: 40,
        accountId: 'a',
        userId: 'u',
        lane: 'send:c1',
        err: expect.objectContaining({ message: 'connection lost' }),
      }),
    ]);
  });

  it('logs a refused event at debug only, by its catalogue code', async () => {
    const { log, entries } = collectLogs();
    const whenAllowed = guardLiveEvents(async () => new Set<PermissionKey>(['live.attend']), identity, log);
    whenAllowed('live.attend', () => Promise.reject(new CatalogueError('live.conversationNotFound')));
    await until(async () => entries.length === 1);
    expect(entries[0]).toMatchObject({ level: 20, code: 'live.conversationNotFound', accountId: 'a' });
    expect(entries[0]).not.toHaveProperty('err');
  });
});
