import { describe, expect, it } from 'vitest';
import { widgetTexts } from './texts.ts';
import { tickOf } from './tickOf.ts';

const texts = widgetTexts['pt-BR'];

describe('tickOf', () => {
  it('shows the outbox state before the ack', () => {
    expect(tickOf({ outbox: 'sending' }, texts)).toEqual({
      state: 'sending',
      icon: 'clock',
      label: 'Enviando',
    });
    expect(tickOf({ outbox: 'failed' }, texts).icon).toBe('alert');
  });

  it('derives stored messages from the status list with the spec precedence', () => {
    expect(tickOf({ statuses: ['sent'] }, texts)).toMatchObject({ state: 'sent', icon: 'check' });
    expect(tickOf({ statuses: ['sent', 'delivered'] }, texts)).toMatchObject({
      state: 'delivered',
      icon: 'checks',
    });
    expect(tickOf({ statuses: ['read', 'failed', 'sent'] }, texts)).toMatchObject({
      state: 'read',
      label: 'Lida',
    });
    expect(tickOf({ statuses: ['failed'] }, texts).state).toBe('failed');
    expect(tickOf({ statuses: ['enqueued'] }, texts).state).toBe('sending');
  });

  it('counts a stored message with no receipt yet as sent', () => {
    expect(tickOf({ statuses: [] }, texts).state).toBe('sent');
  });
});
