// Twilio's error codes in the WhatsApp delivery codes the channel layer knows (spec campaigns §8 and
// the Cloud API codes of issue 14); docs/decisions.md keeps the table. A code not listed goes through
// as Twilio's own number, which the layer reports as unknown.
const deliveryCodes: Record<string, string> = {
  // Outside the 24-hour customer-service window: free text refused, a template is needed.
  '63016': '131047',
  // Twilio's WhatsApp rate limit (the Cloud API's 130429) and its REST API's own 429.
  '63018': '130429',
  '20429': '429',
  // The recipient is not a valid WhatsApp user or phone number.
  '21211': '1002',
  '63003': '1002',
  '63024': '1002',
  // Undeliverable to this recipient (WhatsApp's own limitation, or the carrier's).
  '63032': '131026',
  '30003': '131026',
  // The recipient replied STOP.
  '21610': '1008',
  // The sender is not a WhatsApp sender of this account.
  '63007': '1001',
  '21606': '1001',
  // Template problems: no such template, or its parameters do not fit.
  '63027': '132001',
  '63028': '132000',
  // The request could not be delivered to WhatsApp as made (channel error, unsupported parameter).
  '63005': '9992',
  '63021': '9992',
  // The business account is restricted.
  '63112': '471',
  // The account's credentials or sid are wrong: the channel is not configured correctly.
  '20003': '9991',
  '20404': '9991',
  // Meta chose not to deliver a marketing message (ecosystem quality).
  '63049': '131049',
};

export function twilioDeliveryCode(twilioCode: string): string {
  return deliveryCodes[twilioCode] ?? twilioCode;
}

// Retrying these later can succeed: rate limits (the REST API's and WhatsApp's).
export function isTransientTwilioCode(twilioCode: string): boolean {
  return twilioCode === '20429' || twilioCode === '63018';
}
