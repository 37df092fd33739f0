// Statuses a provider reports for one outgoing message, in any order and with repeats.
export const deliveryStatuses = [
  'fail',
  'failed',
  'sent',
  'enqueued',
  'unsended',
  'submitted',
  'delivered',
  'read',
] as const;
export type DeliveryStatus = (typeof deliveryStatuses)[number];

export const displayedDeliveryStatuses = [
  'notSubmitted',
  'sending',
  'sent',
  'delivered',
  'read',
  'failed',
] as const;
export type DisplayedDeliveryStatus = (typeof displayedDeliveryStatuses)[number];

// The one status shown for a message. Providers send receipts out of order and a late failure
// may follow a delivery, so the furthest step reached wins; a failure shows only when the message
// never got out. Unknown values are ignored.
export function displayedDeliveryStatus(statuses: readonly string[]): DisplayedDeliveryStatus {
  const has = (value: string) => statuses.includes(value);
  if (has('read')) return 'read';
  if (has('delivered')) return 'delivered';
  if (has('sent')) return 'sent';
  if (has('fail') || has('failed')) return 'failed';
  if (has('enqueued') || has('submitted')) return 'sending';
  return 'notSubmitted';
}
