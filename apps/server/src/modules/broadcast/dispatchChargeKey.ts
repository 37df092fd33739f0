// The idempotency key of the credit charge for one recipient of a dispatch: the claim charges by it
// (a re-claim pays nothing twice), and the statistics sum a dispatch's cost by it.
export const dispatchChargePrefix = (dispatchId: string) => `dispatch:${dispatchId}:`;
export const dispatchChargeKey = (dispatchId: string, recipientId: string) =>
  `${dispatchChargePrefix(dispatchId)}${recipientId}`;
