import { levels, numberStatuses } from '@prosa/contracts';
import { blockReasons } from '@prosa/flow-engine';
import { describe, expect, it } from 'vitest';
import {
  canManageNumberStatus,
  listNumberStatusRows,
  numberBlockReasons,
  numberStatusActionsFor,
} from './numberStatusRows.ts';

const at = '2026-11-24T12:00:00.000Z';

describe('canManageNumberStatus', () => {
  it('lets managers and above read and change a number, and no attendant', () => {
    expect(canManageNumberStatus(levels.supreme)).toBe(true);
    expect(canManageNumberStatus(levels.administrator)).toBe(true);
    expect(canManageNumberStatus(levels.manager)).toBe(true);
    expect(canManageNumberStatus(levels.attendant)).toBe(false);
    expect(canManageNumberStatus(levels.junior)).toBe(false);
  });
});

describe('numberStatusActionsFor', () => {
  it('offers only unblock on a blocked number', () => {
    expect(numberStatusActionsFor('blocked')).toEqual(['unblock']);
  });

  it('offers reset and block on every other status', () => {
    for (const status of numberStatuses.filter((status) => status !== 'blocked'))
      expect(numberStatusActionsFor(status)).toEqual(['reset', 'block']);
  });
});

describe('listNumberStatusRows', () => {
  it('shows the room channel as without a conversation while the server has not recorded it', () => {
    expect(listNumberStatusRows([], 'webchat')).toEqual([
      {
        channel: 'webchat',
        knownChannel: 'webchat',
        status: 'no_conversation',
        blockReason: null,
        actions: ['reset', 'block'],
      },
    ]);
  });

  it('puts the room channel first and keeps the others the server recorded', () => {
    const rows = listNumberStatusRows(
      [
        { channel: 'whatsapp', status: 'bot', blockReason: null, updatedAt: at },
        { channel: 'webchat', status: 'live', blockReason: null, updatedAt: at },
        { channel: 'fax', status: 'no_conversation', blockReason: null, updatedAt: at },
      ],
      'webchat',
    );
    expect(rows.map((row) => [row.channel, row.knownChannel, row.status])).toEqual([
      ['webchat', 'webchat', 'live'],
      ['whatsapp', 'whatsapp', 'bot'],
      ['fax', null, 'no_conversation'],
    ]);
  });

  it('names a known block reason and keeps any other as the server wrote it', () => {
    const rows = listNumberStatusRows(
      [
        { channel: 'webchat', status: 'blocked', blockReason: 'messageFlood', updatedAt: at },
        { channel: 'whatsapp', status: 'blocked', blockReason: 'abuso', updatedAt: at },
        { channel: 'sms', status: 'live', blockReason: 'manual', updatedAt: at },
      ],
      'webchat',
    );
    expect(rows.map((row) => row.blockReason)).toEqual([
      { known: 'messageFlood', text: 'messageFlood' },
      { known: null, text: 'abuso' },
      null,
    ]);
    expect(rows[0]?.actions).toEqual(['unblock']);
  });

  it('knows every automatic block reason of the flow engine, and the manual block', () => {
    expect([...numberBlockReasons].sort()).toEqual([...blockReasons, 'manual'].sort());
  });
});
