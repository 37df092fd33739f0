import type { Department } from '@prosa/contracts';
import { expect } from 'vitest';
import type { ApiClient } from '../../apps/server/src/testing/ApiClient.ts';

// The demo's "Atendimento" takes conversations by hand (no distribution): a conversation handed to
// it waits in its queue until an attendant takes it. `admin` is a signed-in administrator.
export async function takeDeskByHand(admin: ApiClient): Promise<Department> {
  const { items } = (await admin.get('/api/settings/departments')).body as { items: Department[] };
  const desk = items.find((department) => department.name === 'Atendimento');
  if (!desk) throw new Error('no Atendimento department');
  const { id: _id, ...fields } = desk;
  const saved = await admin.put(`/api/settings/departments/${desk.id}`, { ...fields, distribution: 'none' });
  expect(saved.status).toBe(200);
  return desk;
}
