import { emailDeliveryCodes, whatsappDeliveryCodes } from '@prosa/contracts';

const deliveryCodes = new Set<string>([...whatsappDeliveryCodes, ...emailDeliveryCodes]);

// Why a recipient was skipped rather than refused, as this screen names it.
const skipReasons = new Set(['optedOut', 'blocked', 'stopped']);

// The text key of why recipients ended undelivered: a delivery code's catalogue text (campaigns
// §8), a skip's reason (opted out, blocked, the dispatch stopped) of this screen, or the
// catalogue's "unknown" for a code it does not know.
export function reasonKey(code: string): string {
  if (deliveryCodes.has(code)) return `errors:delivery.${code}`;
  if (skipReasons.has(code)) return `broadcast:reasons.${code}`;
  return 'errors:delivery.9990';
}
