import { createSandbox, type Sandbox, type SandboxOptions } from '@prosa/sandbox';
import { expect } from 'vitest';
import { newToken } from '../../../app/newId.ts';
import type { ApiClient } from '../../../testing/ApiClient.ts';
import { signIn } from '../../../testing/signIn.ts';
import type { TestServer } from '../../../testing/startTestServer.ts';
import { until } from '../../../testing/until.ts';
import { openSandboxCloudNumber } from '../../channels/testing/openSandboxCloudNumber.ts';
import { accountIdOf } from '../../live/testing/insertConversation.ts';

// The broadcast tests' stage: the sandbox's Cloud API fake with a number of the demo account's
// (a WhatsApp channel whose webhooks reach the test server), and its manager signed in. A test may
// give the fake its own clock and status delay.
export async function startBroadcastSandbox(
  server: TestServer,
  phoneNumberId: string,
  options: SandboxOptions = { statusDelayMs: 5 },
) {
  const db = server.services.database.db;
  const sandbox: Sandbox = createSandbox(options);
  await sandbox.start();
  const accountId = await accountIdOf(db, 'Prosa Demo');
  const { channel } = await openSandboxCloudNumber(db, server.services.secretKey, sandbox, {
    accountId,
    phoneNumberId,
    secrets: { accessToken: newToken(24), appSecret: newToken(24), verifyToken: newToken(12) },
    webhookBaseUrl: server.url,
    phones: [],
  });
  const gestor = (await signIn(server.url, 'gestor@prosa.demo')).client;
  return { sandbox, accountId, channelId: channel.id, gestor };
}

// A template of the channel with this body, submitted to the fake and approved by its webhook.
export async function approvedBroadcastTemplate(gestor: ApiClient, channelId: string, body: string) {
  const created = await gestor.post('/api/broadcast/templates', {
    channelId,
    name: `modelo_${newToken(6)
      .toLowerCase()
      .replace(/[^a-z0-9]/g, 'x')}`,
    category: 'marketing',
    language: 'pt_BR',
    body,
  });
  expect(created.status).toBe(200);
  const id = created.body.template.id as string;
  await until(
    async () => (await gestor.get(`/api/broadcast/templates/${id}`)).body.template.status === 'approved',
  );
  return id;
}
