import type { DevOutbox } from './devOutbox.ts';

export interface SmsSender {
  // `accountId`: whose SMS channel sends it, when the text belongs to an account.
  send(to: string, text: string, accountId?: string | null): Promise<void>;
}

// Texts with no SMS channel to go through, in the demo: to the dev outbox and the log.
export function createSandboxSmsSender(outbox: DevOutbox, log: (line: string) => void): SmsSender {
  return {
    async send(to, text) {
      outbox.add({ channel: 'sms', to, subject: '', text });
      log(`[dev outbox] SMS to ${to}: ${text}`);
    },
  };
}
