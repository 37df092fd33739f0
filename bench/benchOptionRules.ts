// What both benches' command lines share: the store choice, positive numbers and the PostgreSQL
// server a run creates its fresh database on.
export type Store = 'pg' | 'pglite';

export const postgresUrlOption = {
  type: 'string',
  default: process.env.DATABASE_URL ?? 'postgres://root@127.0.0.1:5432/test',
} as const;

export function readStores(store: string): Store[] {
  if (store !== 'pg' && store !== 'pglite' && store !== 'both')
    throw new Error('--store must be pg, pglite or both');
  return store === 'both' ? ['pg', 'pglite'] : [store];
}

export function readPositive(name: string, text: string): number {
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`--${name} must be a positive number`);
  return value;
}
