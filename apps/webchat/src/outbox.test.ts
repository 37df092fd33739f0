import { describe, expect, it } from 'vitest';
import { Outbox } from './outbox.ts';

const memoryStorage = (): Storage => {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => items.delete(key),
    setItem: (key, value) => items.set(key, value),
  };
};
const entry = (clientMessageId: string) => ({
  clientMessageId,
  text: `text ${clientMessageId}`,
  attachment: null,
  createdAt: '2025-01-01T00:00:00.000Z',
});

describe('Outbox', () => {
  it('keeps unacknowledged sends across a reload, in order, with their ids', () => {
    const storage = memoryStorage();
    const first = new Outbox(storage, 'k');
    first.add(entry('aaaaaaaa1'));
    first.add(entry('aaaaaaaa2'));
    const reloaded = new Outbox(storage, 'k');
    expect(reloaded.list().map((e) => e.clientMessageId)).toEqual(['aaaaaaaa1', 'aaaaaaaa2']);
    expect(reloaded.list()[0]?.failed).toBe(false);
  });

  it('forgets a send once acknowledged and clears the key when empty', () => {
    const storage = memoryStorage();
    const outbox = new Outbox(storage, 'k');
    outbox.add(entry('aaaaaaaa1'));
    outbox.remove('aaaaaaaa1');
    expect(outbox.list()).toEqual([]);
    expect(storage.getItem('k')).toBeNull();
  });

  it('marks a refused send failed and back to waiting on retry, keeping its id', () => {
    const storage = memoryStorage();
    const outbox = new Outbox(storage, 'k');
    outbox.add(entry('aaaaaaaa1'));
    outbox.setFailed('aaaaaaaa1', true);
    expect(new Outbox(storage, 'k').list()[0]).toMatchObject({ clientMessageId: 'aaaaaaaa1', failed: true });
    outbox.setFailed('aaaaaaaa1', false);
    expect(outbox.list()[0]?.failed).toBe(false);
  });

  it('survives a corrupt or missing storage', () => {
    const storage = memoryStorage();
    storage.setItem('k', '{not json');
    expect(new Outbox(storage, 'k').list()).toEqual([]);
    storage.setItem('k', JSON.stringify([{ nope: 1 }, entry('aaaaaaaa3')]));
    expect(new Outbox(storage, 'k').list().map((e) => e.clientMessageId)).toEqual(['aaaaaaaa3']);
    const withoutStorage = new Outbox(null, 'k');
    withoutStorage.add(entry('aaaaaaaa4'));
    expect(withoutStorage.list()).toHaveLength(1);
  });
});
