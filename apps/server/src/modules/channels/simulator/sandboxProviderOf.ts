// The sandbox's fake of a channel's provider: the generic SMS provider's is its gateway fake (a
// Twilio SMS number is Twilio's, told apart by the `channel` it registers with); Messenger's and
// Instagram's are named by the channel's type, and so is RCS's.
export function sandboxProviderOf(row: { type: string; provider: string }) {
  if (row.type === 'sms' && row.provider === 'http') return 'smsGateway';
  if (row.provider === 'meta' || row.type === 'rcs') return row.type;
  return row.provider;
}
