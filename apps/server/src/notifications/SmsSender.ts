import type { DevOutbox } from './devOutbox.ts';

export interface SmsSender {
  send(to: string, text: string): Promise<void>;
}

// Until an SMS provider is configured, messages go to the dev outbox and the log.
export function createSandboxSmsSender(outbox: DevOutbox, log: (line: string) => void): SmsSender {
  return {
    async send(to, text) {
      outbox.add({ channel: 'sms', to, subject: '', text });
      log(`[dev outbox] SMS to ${to}: ${text}`);
    },
  };
}
