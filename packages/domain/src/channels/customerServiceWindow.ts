import { customerServiceWindowMs } from '@prosa/contracts';

// The customer-service window (spec campaigns §9): a business may write free text (an attendant's
// or a bot's) only within 24 hours of the customer's last message; after that only a template
// (HSM) reaches them, and the provider refuses anything else (Cloud API 131047).

// When the window ends; null when the customer never wrote (no window was ever open).
export function customerServiceWindowEnd(lastCustomerMessageAt: Date | null): Date | null {
  return lastCustomerMessageAt ? new Date(lastCustomerMessageAt.getTime() + customerServiceWindowMs) : null;
}

export function isWithinCustomerServiceWindow(lastCustomerMessageAt: Date | null, now: Date): boolean {
  const end = customerServiceWindowEnd(lastCustomerMessageAt);
  return end !== null && now.getTime() < end.getTime();
}
