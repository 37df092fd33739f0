import { customerServiceWindowMs } from '@prosa/contracts';
import type { SandboxNumber } from '../ProviderFake.ts';
import type { SandboxStore } from '../SandboxStore.ts';

// WhatsApp's customer-service window: free-form messages only within 24 h of the customer's last
// message to this number; a customer who never wrote has no window (templates only).
export function isWithinServiceWindow(
  store: SandboxStore,
  number: SandboxNumber,
  customer: string,
  now: number,
): boolean {
  const last = store.lastInboundAt(number, customer);
  return last !== null && now - last < customerServiceWindowMs;
}
