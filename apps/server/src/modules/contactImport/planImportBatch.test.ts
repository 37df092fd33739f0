import { describe, expect, it } from 'vitest';
import { ContactKeyIndex } from './ContactKeyIndex.ts';
import { planImportBatch } from './planImportBatch.ts';

const values = (entries: Record<string, string>) => new Map(Object.entries(entries));

describe('planImportBatch', () => {
  const indexWithAna = () => {
    const index = new ContactKeyIndex(['email', 'phone']);
    index.add('ana', values({ email: 'ana@x.com', phone: '+5511912345678' }));
    return index;
  };

  it('matches existing contacts by any key field without case, and creates the others', () => {
    const plan = planImportBatch(
      [values({ name: 'Ana', email: 'ANA@x.com' }), values({ name: 'Bia', email: 'bia@x.com' })],
      indexWithAna(),
      'keep',
    );
    expect([...plan.matched]).toEqual([['ana', values({ name: 'Ana', email: 'ANA@x.com' })]]);
    expect([...plan.created.values()]).toEqual([values({ name: 'Bia', email: 'bia@x.com' })]);
  });

  it('merges a repeated row into the contact its first occurrence creates, keeping or replacing', () => {
    const rows = [
      values({ name: 'Caio', email: 'caio@x.com' }),
      values({ name: 'Caio Prado', email: 'caio@x.com', city: 'Natal' }),
    ];
    const kept = planImportBatch(rows, new ContactKeyIndex(['email']), 'keep');
    expect([...kept.created.values()]).toEqual([
      values({ name: 'Caio', email: 'caio@x.com', city: 'Natal' }),
    ]);
    const replaced = planImportBatch(rows, new ContactKeyIndex(['email']), 'replace');
    expect([...replaced.created.values()]).toEqual([
      values({ name: 'Caio Prado', email: 'caio@x.com', city: 'Natal' }),
    ]);
  });

  it('remembers new contacts and their added keys for later batches', () => {
    const index = new ContactKeyIndex(['email', 'phone']);
    const first = planImportBatch([values({ name: 'Dora', email: 'dora@x.com' })], index, 'keep');
    const [doraId] = first.created.keys();
    planImportBatch([values({ name: 'Dora', email: 'dora@x.com', phone: '+5511900000000' })], index, 'keep');
    const third = planImportBatch([values({ name: 'D.', phone: '+5511900000000' })], index, 'keep');
    expect([...third.matched.keys()]).toEqual([doraId]);
    expect(third.created.size).toBe(0);
  });

  it('creates contacts for rows without any key value', () => {
    const plan = planImportBatch([values({ name: 'Eva' }), values({ name: 'Eva' })], indexWithAna(), 'keep');
    expect(plan.created.size).toBe(2);
  });
});
