// GET /api/dev/outbox (sandbox mode only): what the server would have sent by e-mail or SMS.
export interface OutboxEntry {
  id: number;
  channel: 'email' | 'sms';
  to: string;
  subject: string;
  text: string;
  at: string;
}

export interface DevOutboxResponse {
  entries: OutboxEntry[];
}
