import { inject } from 'vitest';
import { ApiClient } from '../../apps/server/src/testing/ApiClient.ts';

export const demoPassword = 'prosa-demo-2026';

// Signs in through the API (for set-up steps a story does not show, like enabling two-factor).
export async function apiSession(email: string, password = demoPassword) {
  const client = new ApiClient(inject('baseUrl'));
  const { status, body } = await client.post('/api/auth/login', { email, password });
  if (status !== 200) throw new Error(`API login of ${email} failed: ${JSON.stringify(body)}`);
  return client;
}
