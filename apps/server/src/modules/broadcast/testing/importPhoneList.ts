import { expect } from 'vitest';
import type { ApiClient } from '../../../testing/ApiClient.ts';
import { until } from '../../../testing/until.ts';

// A WhatsApp list of `/settings/lists` imported from a CSV of names and phones, as a manager does,
// once it is ready to be a dispatch's audience. Answers its id.
export async function importPhoneList(
  client: ApiClient,
  title: string,
  entries: Array<{ name: string; phone: string }>,
) {
  const file = ['Nome;Telefone', ...entries.map(({ name, phone }) => `${name};${phone}`)].join('\n');
  const imported = await client.request(
    'POST',
    `/api/settings/lists/import?title=${encodeURIComponent(title)}&channel=whatsapp`,
    file,
    { 'content-type': 'text/csv', 'x-file-name': 'lista.csv' },
  );
  expect(imported.status).toBe(200);
  const listId = imported.body.list.id as string;
  await until(async () => (await client.get(`/api/settings/lists/${listId}`)).body.list.status === 'ready');
  return listId;
}

// Who each phone is in a list imported for a test: a name numbered after its place.
export const numberedPeople = (label: string, phones: string[]) =>
  phones.map((phone, i) => ({ name: `${label} ${i}`, phone }));
