import { liveStatus } from '@prosa/contracts';
import { describe, expect, it } from 'vitest';
import { initialPresence, presenceReducer } from './presenceReducer.ts';

const start = initialPresence('me');
const connected = presenceReducer(start, { type: 'connected', status: liveStatus.online });

describe('presenceReducer', () => {
  it('shows the user offline (-5) until the socket connects, then the announced status', () => {
    expect(start.shown).toBe(-5);
    expect(connected).toMatchObject({ isConnected: true, isConnectionLost: false, shown: 5 });
  });

  it('warns of a lost connection when the socket drops by itself, and clears it on reconnect', () => {
    const dropped = presenceReducer(connected, { type: 'disconnected', isByChoice: false });
    expect(dropped).toMatchObject({ isConnected: false, isConnectionLost: true, shown: -5 });
    const back = presenceReducer(dropped, { type: 'connected', status: liveStatus.online });
    expect(back).toMatchObject({ isConnectionLost: false, shown: 5 });
  });

  it('does not warn when the user disconnected on purpose (logout)', () => {
    expect(presenceReducer(connected, { type: 'disconnected', isByChoice: true }).isConnectionLost).toBe(
      false,
    );
  });

  it('shows a status chosen while connected at once, and one chosen while disconnected only after connecting', () => {
    expect(
      presenceReducer(connected, { type: 'chosen', status: liveStatus.away, reason: 'Lunch' }),
    ).toMatchObject({
      shown: 3,
      reason: 'Lunch',
    });
    expect(presenceReducer(start, { type: 'chosen', status: liveStatus.away }).shown).toBe(-5);
  });

  it('updates the user own status when the server relays it, and others in the attendants list', () => {
    const own = presenceReducer(connected, {
      type: 'statusChanged',
      payload: { userId: 'me', status: liveStatus.away, reason: 'Lunch' },
    });
    expect(own).toMatchObject({ shown: 3, reason: 'Lunch', attendants: {} });
    const other = presenceReducer(own, {
      type: 'statusChanged',
      payload: { userId: 'u2', name: 'Gustavo Gestor', status: liveStatus.online },
    });
    expect(other.attendants).toEqual({ u2: { userId: 'u2', name: 'Gustavo Gestor', status: 5 } });
    expect(other.shown).toBe(3);
  });
});
