import type { ErrorCode } from './errorCodes.ts';

// Who the simulator's customer is on each channel it plays, as the provider names them:
// WhatsApp, SMS and RCS a phone number (E.164 digits without '+', 8 to 15), Telegram a private chat's
// id (the user's id, a positive number of up to 52 bits: at most 16 digits), Messenger a
// page-scoped id (PSID) and Instagram an Instagram-scoped id (IGSID), numbers Meta gives of about
// 16 digits (10 to 20 taken), e-mail an address (one mailbox: no spaces, names or lists). The
// simulator's form and its routes check the same rule.
export type SimulatorCustomerKind = 'phone' | 'telegramChatId' | 'psid' | 'igsid' | 'email';

interface SimulatorCustomerRule {
  kind: SimulatorCustomerKind;
  pattern: RegExp;
  error: ErrorCode;
}

const phone: SimulatorCustomerRule = {
  kind: 'phone',
  pattern: /^\d{8,15}$/,
  error: 'simulator.customerInvalid',
};

const rules: Record<string, SimulatorCustomerRule> = {
  whatsapp: phone,
  sms: phone,
  rcs: phone,
  telegram: { kind: 'telegramChatId', pattern: /^[1-9]\d{0,15}$/, error: 'simulator.chatIdInvalid' },
  messenger: { kind: 'psid', pattern: /^\d{10,20}$/, error: 'simulator.scopedIdInvalid' },
  instagram: { kind: 'igsid', pattern: /^\d{10,20}$/, error: 'simulator.scopedIdInvalid' },
  email: {
    kind: 'email',
    pattern: /^[^\s@<>()[\]",;:]{1,64}@[a-z0-9-]+(\.[a-z0-9-]+)+$/i,
    error: 'simulator.emailInvalid',
  },
};

// Any other channel type is taken as a phone.
export function simulatorCustomerRuleOf(type: string): SimulatorCustomerRule {
  return rules[type] ?? phone;
}

// Why `customer` is not one of the channel's customers, or null.
export function simulatorCustomerProblem(type: string, customer: string): ErrorCode | null {
  const rule = simulatorCustomerRuleOf(type);
  return rule.pattern.test(customer) ? null : rule.error;
}
