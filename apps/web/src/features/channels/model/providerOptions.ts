import { whatsappProviderNumbers } from '@prosa/contracts';

export type ProviderChoice = keyof typeof whatsappProviderNumbers;

// The WhatsApp providers of decisions.md in the order the spec puts them: off, Prosa's own Cloud API
// first, Twilio, Gupshup; ChatAPI and Bubble are legacy, shown but never newly enabled.
export const providerOptions: Array<{ choice: ProviderChoice; number: number; isLegacy: boolean }> = (
  ['disabled', 'cloud', 'twilio', 'gupshup', 'chatapi', 'bubble'] as const
).map((choice) => ({
  choice,
  number: whatsappProviderNumbers[choice],
  isLegacy: choice === 'chatapi' || choice === 'bubble',
}));
