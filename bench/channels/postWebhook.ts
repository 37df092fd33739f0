import { performance } from 'node:perf_hooks';
import { signedCloudWebhook } from './signedCloudWebhook.ts';

// One signed Cloud API message posted to Prosa's webhook; answers how long the 200 took (ms), or
// throws on any other answer.
export async function postWebhook(
  webhookUrl: string,
  input: Parameters<typeof signedCloudWebhook>[0],
): Promise<number> {
  const { body, headers } = signedCloudWebhook(input);
  const started = performance.now();
  const response = await fetch(webhookUrl, { method: 'POST', headers, body });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`webhook answered ${response.status}`);
  return performance.now() - started;
}
