import { createHash } from 'node:crypto';
import { parseSmsStatusMap } from '@prosa/contracts';
import type { AdapterChannel, InboundEvent, InboundRequest } from '../ChannelAdapter.ts';

// A generic gateway's webhook, JSON or form-encoded, read through the channel's field names: a
// status callback has the status field (its value mapped by the channel's status map; values it
// does not map, such as "queued", are skipped); anything else with a sender and a text is an
// incoming message. Gateways without a message id get one from the body's hash, so a retried
// delivery is still taken in once.
export function parseHttpSmsWebhook(channel: AdapterChannel, request: InboundRequest): InboundEvent[] {
  const body = bodyOf(request);
  if (!body) return [];
  const { config } = channel;
  const at = new Date();
  const id = textAt(body, config.idField ?? 'id');
  const theirStatus = textAt(body, config.statusField ?? 'status');
  if (theirStatus) {
    const status = parseSmsStatusMap(config.statusMap ?? '')?.[theirStatus.toLowerCase()];
    return status && id ? [{ kind: 'status', providerMessageId: id, status, at }] : [];
  }
  const from = textAt(body, config.fromField ?? 'from').replace(/\D/g, '');
  const text = textAt(body, config.textField ?? 'text');
  if (!from) return [];
  const providerMessageId = id || createHash('sha256').update(request.rawBody).digest('base64url');
  return [{ kind: 'message', providerMessageId, from, at, text }];
}

function bodyOf(request: InboundRequest): Record<string, unknown> | null {
  const raw = request.rawBody.toString('utf8');
  const type = String(request.headers['content-type'] ?? '');
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(raw));
  try {
    const parsed: unknown = JSON.parse(raw);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

// A value by a dotted path (`message.id`), as text; '' when absent or not a scalar.
export function textAt(body: unknown, path: string): string {
  let value: unknown = body;
  for (const key of path.split('.')) {
    if (!value || typeof value !== 'object') return '';
    value = (value as Record<string, unknown>)[key];
  }
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}
