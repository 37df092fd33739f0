import {
  type DeliveryCode,
  emailDeliveryCodes,
  type WhatsappDeliveryCode,
  whatsappDeliveryCodes,
} from '@prosa/contracts';

// Provider codes that are not the spec's own, by the delivery code of spec campaigns §8 they mean.
// Cloud API codes are Meta's (developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes),
// Twilio's are its five-digit error codes (twilio.com/docs/api/errors); Gupshup reports the spec's
// own codes (1001–1031, 2000…, 4002…) and Meta's, which pass through unchanged. The three sets do
// not overlap, so one table serves every provider.
const providerCodes = new Map<string, WhatsappDeliveryCode>(
  Object.entries({
    // Meta: the token, app or permission is wrong — the channel is not configured.
    '0': '9991',
    '3': '9991',
    '10': '9991',
    '190': '9991',
    // Meta: application and business-use-case rate limits.
    '4': '429',
    '80007': '429',
    // Meta: a request we made wrong (missing or invalid parameter, unsupported type, sender = recipient).
    '100': '9992',
    '131008': '9992',
    '131009': '9992',
    '131021': '9992',
    '131051': '9992',
    // Meta: something went wrong on its side.
    '1': '9990',
    '2': '9990',
    '131000': '9990',
    '131016': '9990',
    // Meta: the account or number is blocked or restricted.
    '368': '471',
    '131031': '471',
    '130497': '471',
    '130472': '472',
    // Meta: the sender number is not registered or not approved.
    '131037': '1001',
    '131045': '1001',
    '133000': '1001',
    '133010': '1001',
    '131042': '1003',
    // Meta: media could not be fetched or uploaded.
    '131052': '1010',
    '131053': '1010',
    // Meta: template problems.
    '132005': '2000',
    '132007': '2000',
    '132012': '2000',
    '132015': '2061',
    '132016': '2062',
    // Meta's Messenger Platform (Messenger, Instagram): page and user rate limits, a temporary send
    // failure, permissions, the person unavailable, and a message outside its window (subcode
    // 2018278, reported alone by the adapter) as WhatsApp's re-engagement refusal.
    '17': '429',
    '32': '429',
    '613': '429',
    '1200': '9990',
    '200': '9991',
    '230': '9991',
    '551': '131026',
    '2018278': '131047',
    // Twilio.
    '20003': '9991',
    '20429': '429',
    '21211': '1002',
    '21606': '1001',
    '21610': '1008',
    '30003': '131026',
    '30008': '9990',
    '63003': '1002',
    '63005': '9992',
    '63007': '1001',
    '63016': '131047',
    '63018': '130429',
    '63021': '9992',
    '63024': '1002',
    '63027': '132001',
    '63028': '132000',
    '63032': '131026',
    '63049': '131049',
    '63112': '471',
  } satisfies Record<string, WhatsappDeliveryCode>),
);

// The spec's codes, and e-mail's outcomes (named by the e-mail adapter itself), pass unchanged.
const spec = new Set<string>([...whatsappDeliveryCodes, ...emailDeliveryCodes]);

// The spec's delivery code for what a provider answered: its own code when it is one of the spec's,
// the table's when the table knows it, a provider's server error (HTTP 5xx) or a network failure as
// a broker send error (9992), and unknown (9990) otherwise.
export function deliveryCodeOf(providerCode: string): DeliveryCode {
  if (spec.has(providerCode)) return providerCode as DeliveryCode;
  const mapped = providerCodes.get(providerCode);
  if (mapped) return mapped;
  if (isServerOrNetworkCode(providerCode)) return '9992';
  return '9990';
}

// Codes worth retrying later: rate limits (429, Meta's 4, 80007 and 130429, the pair rate 131056,
// Twilio's 20429 and 63018), the provider's own trouble (HTTP 5xx, Meta's 1, 2, 131000, 131016)
// and the network. Everything else fails the message at once: sending it again gives the same answer.
const transientCodes = new Set([
  '429',
  '4',
  '80007',
  '130429',
  '131056',
  '20429',
  '63018',
  '1',
  '2',
  '131000',
  '131016',
]);

export function isTransientProviderCode(providerCode: string): boolean {
  return transientCodes.has(providerCode) || isServerOrNetworkCode(providerCode);
}

// An adapter reports a failure without a provider code by the HTTP status it got ('503' or
// 'http_503') or as `network` (no answer: refused, reset, timed out).
function isServerOrNetworkCode(code: string) {
  if (code === 'network') return true;
  const status = /^(?:http_)?(5\d\d)$/.exec(code)?.[1];
  return status !== undefined;
}
