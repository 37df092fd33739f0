// The WhatsApp delivery error codes of spec campaigns §8, plus the provider codes issue 14 names
// (130429, 131026, 131047, 131048, 131049, 131050, 131056, 132000, 132001). A failed message
// records one of these; its text is the catalogue's `delivery.<code>` (errorCodes.ts).
export const whatsappDeliveryCodes = [
  '400',
  '403',
  '408',
  '410',
  '429',
  '470',
  '471',
  '472',
  '1001',
  '1002',
  '1003',
  '1004',
  '1005',
  '1006',
  '1007',
  '1008',
  '1010',
  '1011',
  '1012',
  '1013',
  '1026',
  '2000',
  '2060',
  '2061',
  '2062',
  '4002',
  '4003',
  '4004',
  '4005',
  '9990',
  '9991',
  '9992',
  '130429',
  '131026',
  '131047',
  '131048',
  '131049',
  '131050',
  '131056',
  '132000',
  '132001',
  // RCS (issue 17): the customer's number cannot receive RCS and the channel has no SMS fallback.
  'rcsNotCapable',
] as const;
export type WhatsappDeliveryCode = (typeof whatsappDeliveryCodes)[number];

// E-mail's outcomes a failed message records (issue 17; spec campaigns §5's soft and hard bounce,
// and "an unsubscribed recipient cannot receive e-mail"): a bounce reported by a delivery status
// notification, and a send refused because the address is on the account's suppression list.
export const emailDeliveryCodes = [
  'emailSoftBounce',
  'emailHardBounce',
  'emailSuppressed',
  'emailSpam',
] as const;
export type EmailDeliveryCode = (typeof emailDeliveryCodes)[number];
export type DeliveryCode = WhatsappDeliveryCode | EmailDeliveryCode;
