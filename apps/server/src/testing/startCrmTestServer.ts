import type { ApiClient } from './ApiClient.ts';
import { signIn } from './signIn.ts';
import { startTestServer } from './startTestServer.ts';

interface Section {
  id: string;
  fields: { id: string; token: string }[];
}

// A server of its own for the CRM's API tests, with the callers they compare (Prosa Demo's
// administrator, attendant and junior, Outra Empresa's administrator) and the ids of the people's
// default fields by token (`registration`: the first section's).
export async function startCrmTestServer() {
  const server = await startTestServer();
  const client = async (email: string): Promise<ApiClient> => (await signIn(server.url, email)).client;
  const admin = await client('admin@prosa.demo');
  const callers = {
    admin,
    attendant: await client('atendente@prosa.demo'),
    junior: await client('junior@prosa.demo'),
    other: await client('admin@outra.demo'),
  };
  const ids: Record<string, string> = {};
  const people: Section[] = (await admin.get('/api/crm/sections?type=person')).body.items;
  for (const section of people) for (const field of section.fields) ids[field.token] = field.id;
  ids.registration = people[0]?.id ?? '';
  return { server, ...callers, ids };
}
