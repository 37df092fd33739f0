import { Agent as HttpAgent, request as httpRequest } from 'node:http';
import { Agent as HttpsAgent, request as httpsRequest } from 'node:https';

// Kept-alive connections to the business's webhook, as a provider's sender keeps them. node:http
// rather than fetch: in the benches this fake shares the server's two cores, and fetch cost it
// about twice the CPU per webhook (docs/performance.md, broadcast).
const agents = {
  'http:': new HttpAgent({ keepAlive: true, maxSockets: 64 }),
  'https:': new HttpsAgent({ keepAlive: true, maxSockets: 64 }),
};

// POSTs `body` with `headers`; answers the status and the answer's text, or throws when the
// address cannot be reached.
export function postText(url: string, headers: Record<string, string>, body: string) {
  const target = new URL(url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const agent = target.protocol === 'https:' ? agents['https:'] : agents['http:'];
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const outgoing = send(
      target,
      { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
