import { describe, expect, it } from 'vitest';
import { dispatchInput, dispatchPreview, draftInput } from './dispatchInput.ts';

const values = {
  name: 'Natal',
  channelId: 'c1',
  templateId: 't1',
  variables: ['{name}', 'NATAL10'],
  listId: 'l1',
};

describe('dispatchInput', () => {
  it('sends now without a schedule', () => {
    expect(dispatchInput({ ...values, when: 'now', scheduleAt: '2026-12-24T09:00' })).toEqual({
      ...values,
    });
  });

  it('schedules at the local date and time as an instant', () => {
    expect(dispatchInput({ ...values, when: 'later', scheduleAt: '2026-12-24T09:00' }).scheduleAt).toBe(
      new Date('2026-12-24T09:00').toISOString(),
    );
  });

  it('passes a date it cannot read as typed, for the server to refuse', () => {
    expect(dispatchInput({ ...values, when: 'later', scheduleAt: 'amanhã' }).scheduleAt).toBe('amanhã');
  });

  it('sends an e-mail dispatch’s sender, its name and reply-to, and none for other channels', () => {
    const email = { senderName: 'Loja', senderAddress: 'ofertas@loja.com', replyTo: 'sac@loja.com' };
    expect(dispatchInput({ ...values, ...email, when: 'now' })).toEqual({ ...values, ...email });
    expect(dispatchInput({ ...values, when: 'now' })).not.toHaveProperty('senderAddress');
  });

  it('sends the exclusion lists and the flow line only when chosen', () => {
    const chosen = dispatchInput({ ...values, excludeListIds: ['l2'], flowIndex: 3, when: 'now' });
    expect(chosen).toMatchObject({ excludeListIds: ['l2'], flowIndex: 3 });
    const blank = dispatchInput({ ...values, excludeListIds: [], flowIndex: null, when: 'now' });
    expect(blank).not.toHaveProperty('excludeListIds');
    expect(blank).not.toHaveProperty('flowIndex');
  });

  it('sends no variables for a template without any', () => {
    expect(dispatchInput({ ...values, variables: undefined, when: 'now' }).variables).toEqual([]);
  });
});

describe('dispatchPreview', () => {
  const sample = { name: 'Maria', phone: '5511987654321' };

  it('fills the variables as the sender does, {name} with the sample recipient’s', () => {
    expect(dispatchPreview('Olá {{1}}, use {{2}}.', ['{name}', 'NATAL10'], sample)).toBe(
      'Olá Maria, use NATAL10.',
    );
  });

  it('keeps a variable not filled in yet as {{n}}', () => {
    expect(dispatchPreview('Olá {{1}}, use {{2}}.', ['', '  '], sample)).toBe('Olá {{1}}, use {{2}}.');
    expect(dispatchPreview('Olá {{1}}.', [], sample)).toBe('Olá {{1}}.');
    expect(dispatchPreview('Olá {{1}}, use {{2}}.', [undefined, 'X'], sample)).toBe('Olá {{1}}, use X.');
  });
});

describe('dispatchInput in the account’s time zone', () => {
  it("schedules at the account's wall clock", () => {
    expect(
      dispatchInput({ ...values, when: 'later', scheduleAt: '2026-12-24T09:00' }, 'America/Sao_Paulo')
        .scheduleAt,
    ).toBe('2026-12-24T12:00:00.000Z');
  });

  it('sends the cron of a recurring dispatch, and no schedule', () => {
    const input = dispatchInput(
      { ...values, when: 'recurring', cron: '0 9 * * 1', scheduleAt: '2026-12-24T09:00' },
      'UTC',
    );
    expect(input.cron).toBe('0 9 * * 1');
    expect(input.scheduleAt).toBeUndefined();
  });

  it('saves a draft without a server or template yet', () => {
    expect(
      draftInput(
        { name: 'Rascunho', listId: 'l1', channelId: '', templateId: '', when: 'now' },
        'UTC',
        false,
      ),
    ).toEqual({ name: 'Rascunho', listId: 'l1', variables: [], ready: false });
  });
});
