import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import { signedCloudWebhook } from './signedCloudWebhook.ts';

// Kept-alive connections, as a provider's webhook sender keeps them. node:http rather than fetch:
// the load generator shares the server's two cores, and fetch cost it about twice the CPU per post.
const agent = new Agent({ keepAlive: true, maxSockets: 128 });

// One signed Cloud API message posted to Prosa's webhook; answers how long the 200 took (ms), or
// throws on any other answer.
export function postWebhook(webhookUrl: string, input: Parameters<typeof signedCloudWebhook>[0]) {
  return postSigned(webhookUrl, signedCloudWebhook(input));
}

// Any provider's signed request, posted as it was signed (the body's exact bytes).
export function postSigned(
  webhookUrl: string,
  { body, headers }: { body: string; headers: Record<string, string> },
) {
  const started = performance.now();
  return new Promise<number>((resolve, reject) => {
    const outgoing = request(
      webhookUrl,
      { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
      (response) => {
        response.resume();
        response.on('end', () => {
          if (response.statusCode === 200) resolve(performance.now() - started);
          else reject(new Error(`webhook answered ${response.statusCode}`));
        });
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
