import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { integrationHeaders } from '@prosa/contracts';

// A new signing secret: 32 random bytes, shown to the user once.
export const newIntegrationSecret = () => `prosa_${randomBytes(32).toString('base64url')}`;

// The headers that let a receiver check a request came from Prosa and is fresh: the signature is
// HMAC-SHA256 of `<timestamp>.<raw body>`, so neither the body nor the time can be changed
// without the secret, and a receiver refuses a timestamp older than a few minutes (a replay).
export function signIntegrationRequest(secret: string, body: string, now: Date) {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const signature = createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');
  return {
    [integrationHeaders.signature]: `sha256=${signature}`,
    [integrationHeaders.timestamp]: timestamp,
    [integrationHeaders.delivery]: randomUUID(),
  };
}
